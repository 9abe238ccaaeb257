/**
 * Picks a worker by name, phone or NRIC last 4 (the worker list's keyword search); shows name,
 * phone and masked NRIC, never the whole NRIC. Workers already blacklisted are shown disabled.
 */
import { RemoteSelect, type RemoteSelectProps } from '@shiftdesk/shared';
import { WorkerApi, type WorkerRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export function WorkerPicker(props: Omit<RemoteSelectProps<WorkerRow>, 'url' | 'toOption'>) {
  const { t } = useTranslation(NS);
  return (
    <RemoteSelect<WorkerRow>
      placeholder={t('conduct.pickWorker')}
      {...props}
      url={WorkerApi.url.list}
      toOption={(w) => ({ value: w.id, label: `${w.name} · ${w.phone} · ${w.nric}`, disabled: w.status === 'blacklisted' })}
    />
  );
}
