/**
 * "Payout file" on the selected approved withdrawals: POST payoutFile {ids} answers the bank's
 * CSV (whole account numbers: the file is the reveal, by its own rule) and moves them to
 * processing with the batch's reference, all or none. The CSV is saved from a blob, as the
 * invoice PDFs are; a refusal arrives as a blob too and is read for the server's message.
 */
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import {
  ApiError,
  dayjs,
  downloadBlob,
  langHeaders,
  PermissionButton,
  request,
  TIMEZONE,
  useFeedback,
} from '@shiftdesk/shared';
import { WithdrawalApi, type WithdrawalRow } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

type Row = Pick<WithdrawalRow, 'id' | 'amount'>;

export const fetchPayoutFile = (ids: readonly number[]) =>
  request.post<unknown, Blob>(
    WithdrawalApi.url.payoutFile,
    { ids },
    { responseType: 'blob', silent: true, headers: langHeaders() },
  );

/**
 * The file's name: the batch reference the server gives it (`PO-<Singapore day>-<first id>`,
 * also its content-disposition, which the client's envelope unwrapping does not pass on).
 */
export const payoutFileName = (ids: readonly number[]) =>
  `PO-${dayjs().tz(TIMEZONE).format('YYYYMMDD')}-${Math.min(...ids)}.csv`;

/** The server's message of a refusal, which a blob request receives as a blob of its JSON envelope. */
async function refusalOf(e: unknown): Promise<string> {
  if (!(e instanceof ApiError)) return String(e);
  if (typeof Blob !== 'undefined' && e.data instanceof Blob) {
    try {
      const body = JSON.parse(await e.data.text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not an envelope: the transport's message stands.
    }
  }
  return e.message;
}

export function PayoutButton({ rows, leftOut, onDone }: { rows: readonly Row[]; leftOut: number; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = rows.map((r) => r.id);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const download = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      downloadBlob(await fetchPayoutFile(ids), payoutFileName(ids));
      ui.message.success(t('withdrawal.batch.payoutDone', { count: ids.length }));
      close();
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setRefusal(await refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PermissionButton
        rule={WithdrawalApi.rule.payoutFile}
        icon={<FileTextOutlined />}
        disabled={!rows.length}
        onClick={() => setOpen(true)}
      >
        {`${t('withdrawal.actions.payoutFile')}${rows.length ? ` (${rows.length})` : ''}`}
      </PermissionButton>
      <Modal
        open={open}
        title={t('withdrawal.batch.payoutTitle', { count: rows.length })}
        okText={t('withdrawal.batch.payoutOk')}
        okButtonProps={{ loading: busy }}
        onOk={() => void download()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('withdrawal.batch.payoutBody')}</Typography.Paragraph>
        <Typography.Paragraph strong>
          {t('withdrawal.batch.total', { amount: formatMoney(rows.reduce((sum, r) => sum + r.amount, 0)) })}
        </Typography.Paragraph>
        {leftOut ? (
          <Typography.Paragraph type="secondary">
            {t('withdrawal.batch.leftOut', { count: leftOut })}
          </Typography.Paragraph>
        ) : null}
        {refusal ? <Alert type="error" showIcon title={refusal} role="alert" /> : null}
      </Modal>
    </>
  );
}
