/**
 * "Record payment" (POST pay): what the client paid against an issued invoice or debit note —
 * date (today by default), method, reference and an amount typed in dollars, sent as integer
 * cents and never above the balance (default: the whole balance).
 */
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import { api, DialogButton, dayjs, langHeaders, TIMEZONE } from '@shiftdesk/shared';
import {
  InvoiceApi,
  type InvoicePayBody,
  type InvoiceRow,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { App, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ActionDialog } from './ActionDialog';
import { owes } from './fields';
import { centsOf, dollarsText, moneyRule } from './money';

type Row = Pick<InvoiceRow, 'id' | 'number' | 'kind' | 'status' | 'balance'>;
type Values = { date: Dayjs; method: PaymentMethod; reference: string; amount: string };

export const canPay = (r: Row) => owes(r) && r.balance > 0;

export function PayButton({ row, onDone, link }: { row: Row; onDone: () => void; link?: boolean }) {
  const { t } = useTranslation(NS);
  if (!canPay(row)) return null;
  return (
    <DialogButton
      rule={InvoiceApi.rule.pay}
      type={link ? 'link' : 'default'}
      size={link ? 'small' : undefined}
      icon={link ? undefined : <DollarOutlined />}
      aria-label={link && row.number ? `${t('invoice.actions.pay')} ${row.number}` : undefined}
      onDone={onDone}
      dialog={({ close, done }) => <PayDialog row={row} onClose={close} onDone={done} />}
    >
      {t('invoice.actions.pay')}
    </DialogButton>
  );
}

function PayDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const balance = formatMoney(row.balance);
  return (
    <ActionDialog<Values>
      form={form}
      name="invoice-pay"
      title={t('invoice.pay.title', { number: row.number ?? '' })}
      intro={t('invoice.pay.intro', { balance })}
      okText={t('invoice.pay.submit')}
      initialValues={{
        date: dayjs().tz(TIMEZONE),
        method: 'bank_transfer',
        reference: '',
        amount: dollarsText(row.balance),
      }}
      onClose={onClose}
      send={async (v) => {
        const body: InvoicePayBody = {
          id: row.id,
          date: v.date.format('YYYY-MM-DD'),
          method: v.method,
          reference: v.reference.trim(),
          amount: centsOf(v.amount) as number,
        };
        await api.post(InvoiceApi.url.pay, body, { silent: true, headers: langHeaders() });
        message.success(t('invoice.pay.done'));
        onDone();
      }}
    >
      <Form.Item
        name="date"
        label={t('invoice.pay.date')}
        rules={[{ required: true, message: t('invoice.pay.dateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="method"
        label={t('invoice.pay.method')}
        rules={[{ required: true, message: t('invoice.pay.methodRequired') }]}
      >
        <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoice.method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="reference" label={t('invoice.pay.reference')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('invoice.pay.amount')}
        rules={[
          { required: true, message: t('invoice.pay.amountRequired') },
          moneyRule(t, { sign: 'positive', max: row.balance, maxMessage: t('invoice.pay.overBalance', { balance }) }),
        ]}
      >
        <Input inputMode="decimal" prefix="S$" autoComplete="off" />
      </Form.Item>
    </ActionDialog>
  );
}
