/**
 * "Credit to wallets" (PUT workRecord/grant {ids}): verified records' pay posted to their
 * workers' wallets, each once (the server keys every credit by its record), all or none. The
 * confirm states how many records and the sum of their pay; a refusal (a record someone else
 * moved meanwhile) is shown in the dialog. A row's button, or the selection's (its count in the
 * text, disabled without one).
 */
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import { ApiError, api, CRUD_NS, formatMoney, langHeaders, useAuth, useFeedback } from '@shiftdesk/shared';
import { WorkRecordApi, type WorkRecordGrantBody, type WorkRecordRow } from '@shiftdesk/shared/api';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

type Row = Pick<WorkRecordRow, 'id' | 'payAmount' | 'workerName'>;

export function GrantButton({ rows, batch, onDone }: { rows: readonly Row[]; batch?: boolean; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const kit = useTranslation(CRUD_NS).t;
  const { has } = useAuth();
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!has(WorkRecordApi.rule.grant)) return null;
  const g = (k: string, o?: Record<string, unknown>) => t(`workRecord.grant.${k}`, o ?? {});
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const credit = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const body: WorkRecordGrantBody = { ids: rows.map((r) => r.id) };
      await api.put(WorkRecordApi.url.grant, body, { silent: true, headers: langHeaders() });
      ui.message.success(g('done', { count: rows.length }));
      close();
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setRefusal(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const one = !batch && rows.length === 1 ? rows[0] : null;
  return (
    <>
      <Button
        {...(batch
          ? { type: 'primary' as const, icon: <WalletOutlined /> }
          : { type: 'link' as const, size: 'small' as const })}
        disabled={!rows.length}
        aria-label={one ? kit('row.of', { action: g('creditRow'), row: one.workerName }) : undefined}
        onClick={() => setOpen(true)}
      >
        {batch ? `${g('credit')}${rows.length ? ` (${rows.length})` : ''}` : g('creditRow')}
      </Button>
      <Modal
        open={open}
        title={g('confirmTitle', { count: rows.length })}
        okText={g('credit')}
        okButtonProps={{ loading: busy }}
        onOk={() => void credit()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {g('confirmBody', { amount: formatMoney(rows.reduce((sum, r) => sum + r.payAmount, 0)) })}
        </Typography.Paragraph>
        {refusal ? <Alert type="error" showIcon title={refusal} role="alert" /> : null}
      </Modal>
    </>
  );
}
