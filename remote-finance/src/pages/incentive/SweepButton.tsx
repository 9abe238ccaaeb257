/**
 * "Run sweep" (POST incentive/sweep `{id?}`): queues the criteria sweep of one scheme or of every
 * active one; the records it writes appear once the job has run, so the page only says it is queued.
 */
import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import { ApiError, api, langHeaders, PermissionButton, useFeedback } from '@shiftdesk/shared';
import { IncentiveApi, type IncentiveSweepBody } from '@shiftdesk/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export function SweepButton({ id, label }: { id?: number; label?: string }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const body: IncentiveSweepBody = id === undefined ? {} : { id };
      await api.post(IncentiveApi.url.sweep, body, { silent: true, headers: langHeaders() });
      ui.message.success(t('incentive.sweep.queued'));
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) ui.message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PermissionButton rule={IncentiveApi.rule.sweep} icon={<SyncOutlined />} loading={busy} onClick={() => void run()}>
      {label ?? t('incentive.actions.sweep')}
    </PermissionButton>
  );
}
