/**
 * Accept one appeal under review (PUT appeal/accept `{id, amount, reason?}`): the granted amount
 * typed in dollars, prefilled with the claimed amount, at most the claimed amount, and sent as
 * integer cents read from its digits (never a float); the server's refusal stays in the dialog.
 */
import { api, CRUD_NS, DialogButton, langHeaders, useAuth, useFeedback, useMachineLabels } from '@shiftdesk/shared';
import { type AppealAcceptBody, AppealApi, type AppealRow, appealMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ActionDialog } from '../invoice/ActionDialog';
import { centsOf, dollarsText, moneyRule } from '../invoice/money';

type Row = Pick<AppealRow, 'id' | 'status' | 'workerName' | 'claimedAmount'>;
type Values = { amount: string; reason: string };

export function AcceptButton({ row, onDone }: { row: Row; onDone: () => void }) {
  const labels = useMachineLabels();
  const kit = useTranslation(CRUD_NS).t;
  const { has } = useAuth();
  if (!appealMachine.can(row.status, 'accept') || !has(AppealApi.rule.accept)) return null;
  const title = labels.actionTitle('accept');
  return (
    <DialogButton
      rule={AppealApi.rule.accept}
      type="link"
      size="small"
      aria-label={kit('row.of', { action: title, row: `${row.workerName} #${row.id}` })}
      onDone={onDone}
      dialog={({ close, done }) => <AcceptDialog row={row} onClose={close} onDone={done} />}
    >
      {title}
    </DialogButton>
  );
}

function AcceptDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [form] = Form.useForm<Values>();
  const a = (k: string, o?: Record<string, unknown>) => t(`appeal.accept.${k}`, o ?? {});
  const claimed = formatMoney(row.claimedAmount);

  return (
    <ActionDialog<Values>
      form={form}
      name="appeal-accept"
      title={a('title', { id: row.id })}
      intro={`${a('claimed', { worker: row.workerName, amount: claimed })} ${a('intro')}`}
      okText={a('submit')}
      initialValues={{ amount: dollarsText(row.claimedAmount), reason: '' }}
      onClose={onClose}
      send={async (v) => {
        const amount = centsOf(v.amount) as number;
        const reason = v.reason?.trim();
        const body: AppealAcceptBody = { id: row.id, amount, ...(reason ? { reason } : {}) };
        await api.put(AppealApi.url.accept, body, { silent: true, headers: langHeaders() });
        ui.message.success(a('done', { id: row.id, amount: formatMoney(amount) }));
        onDone();
      }}
    >
      <Form.Item
        name="amount"
        label={a('amount')}
        rules={[
          { required: true, message: a('amountRequired') },
          moneyRule(t, { sign: 'positive', max: row.claimedAmount, maxMessage: a('overClaimed', { amount: claimed }) }),
        ]}
      >
        <Input inputMode="decimal" prefix="S$" autoComplete="off" />
      </Form.Item>
      <Form.Item name="reason" label={a('reason')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
