/**
 * The client and contract-department pickers of a ban: a client searched by name or UEN, then a
 * department of that client (disabled until a client is picked; cleared when it changes).
 */
import { RemoteSelect } from '@shiftdesk/shared';
import { ClientApi, type ClientRow, ContractDeptApi, type ContractDeptRow } from '@shiftdesk/shared/api';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface ControlProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
}

export function ClientPicker(p: ControlProps) {
  const { t } = useTranslation(NS);
  return (
    <RemoteSelect<ClientRow>
      {...p}
      placeholder={t('conduct.ban.pickClient')}
      url={ClientApi.url.list}
      toOption={(c) => ({ value: c.id, label: `${c.name} (${c.uen})`, disabled: c.status !== 'active' })}
    />
  );
}

/** Reads the form's `clientId`: the departments are that client's. */
export function ContractDeptPicker(p: ControlProps) {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance();
  const clientId = Form.useWatch<number | undefined>('clientId', form);
  const first = useRef(true);
  // A department of the previous client must not ride along with the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of client clears it
  useEffect(() => {
    if (first.current) first.current = false;
    else p.onChange?.(undefined);
  }, [clientId]);
  return (
    <RemoteSelect<ContractDeptRow>
      {...p}
      disabled={!clientId}
      placeholder={t(clientId ? 'conduct.ban.pickDept' : 'conduct.ban.pickClientFirst')}
      url={clientId ? ContractDeptApi.url.list : null}
      query={{ clientId }}
      toOption={(d) => ({ value: d.id, label: d.name })}
    />
  );
}
