/**
 * "Apply credit" (PUT applyCredit): what is left of an issued credit note (its balance, as the
 * server reports it) onto an open invoice of the same client, never more than is left.
 */
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import { api, DialogButton, langHeaders } from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceApplyCreditBody, type InvoiceDetail } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ActionDialog } from '../ActionDialog';
import { centsOf, dollarsText, moneyRule } from '../money';
import { InvoicePicker } from './InvoicePicker';

type Values = { invoiceId: number; amount: string };
export const canApplyCredit = (inv: InvoiceDetail) =>
  inv.kind === 'credit_note' && inv.status === 'issued' && inv.balance > 0;

export function ApplyCreditButton({ inv, onDone }: { inv: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation(NS);
  if (!canApplyCredit(inv)) return null;
  return (
    <DialogButton
      rule={InvoiceApi.rule.applyCredit}
      icon={<SwapOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <ApplyCreditDialog inv={inv} onClose={close} onDone={done} />}
    >
      {t('invoice.actions.applyCredit')}
    </DialogButton>
  );
}

function ApplyCreditDialog({ inv, onClose, onDone }: { inv: InvoiceDetail; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const a = (k: string) => t(`invoice.applyCredit.${k}`);
  const balance = formatMoney(inv.balance);
  return (
    <ActionDialog<Values>
      form={form}
      name="invoice-apply-credit"
      title={t('invoice.applyCredit.title', { number: inv.number ?? '' })}
      intro={t('invoice.applyCredit.intro', { balance })}
      okText={a('submit')}
      initialValues={{ amount: dollarsText(inv.balance) }}
      onClose={onClose}
      send={async (v) => {
        const body: InvoiceApplyCreditBody = {
          creditNoteId: inv.id,
          invoiceId: v.invoiceId,
          amount: centsOf(v.amount) as number,
        };
        await api.put(InvoiceApi.url.applyCredit, body, { silent: true, headers: langHeaders() });
        message.success(a('done'));
        onDone();
      }}
    >
      <Form.Item
        name="invoiceId"
        label={a('invoice')}
        htmlFor="invoice-apply-credit-to"
        rules={[{ required: true, message: a('invoiceRequired') }]}
      >
        <InvoicePicker id="invoice-apply-credit-to" clientId={inv.clientId} exclude={inv.id} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={a('amount')}
        rules={[
          { required: true, message: a('amountRequired') },
          moneyRule(t, {
            sign: 'positive',
            max: inv.balance,
            maxMessage: t('invoice.applyCredit.overBalance', { balance }),
          }),
        ]}
      >
        <Input inputMode="decimal" prefix="S$" autoComplete="off" />
      </Form.Item>
    </ActionDialog>
  );
}
