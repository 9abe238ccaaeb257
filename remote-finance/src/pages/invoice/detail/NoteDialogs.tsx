/**
 * The corrections of an issued invoice: a credit note (POST creditNote) over chosen lines (all by
 * default) with a reason, its credit applied to this invoice or to another open one of the
 * client; and a debit note (POST debitNote) of new lines in dollars, sent as cents, with a reason.
 */
import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusCircleOutlined from '@ant-design/icons/es/icons/PlusCircleOutlined';
import { api, DialogButton, langHeaders } from '@shiftdesk/shared';
import {
  InvoiceApi,
  type InvoiceCreditNoteBody,
  type InvoiceDebitNoteBody,
  type InvoiceDetail,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { App, Checkbox, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { AddRowButton, RemoveRowButton } from '../../ListRowButtons';
import { ActionDialog } from '../ActionDialog';
import { centsOf, moneyRule } from '../money';
import { InvoicePicker } from './InvoicePicker';

type Kind = 'creditNote' | 'debitNote';
export const canCorrect = (inv: InvoiceDetail) => inv.kind === 'invoice' && inv.status === 'issued';

export function NoteButton({ kind, inv, onDone }: { kind: Kind; inv: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation(NS);
  if (!canCorrect(inv)) return null;
  const Dialog = kind === 'creditNote' ? CreditNoteDialog : DebitNoteDialog;
  return (
    <DialogButton
      rule={InvoiceApi.rule[kind]}
      icon={kind === 'creditNote' ? <MinusCircleOutlined /> : <PlusCircleOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <Dialog inv={inv} onClose={close} onDone={done} />}
    >
      {t(`invoice.actions.${kind}`)}
    </DialogButton>
  );
}

interface DialogProps {
  inv: InvoiceDetail;
  onClose: () => void;
  onDone: () => void;
}

type CreditValues = { lineIds: number[]; reason: string; applyToId?: number };

function CreditNoteDialog({ inv, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditValues>();
  const c = (k: string) => t(`invoice.creditNote.${k}`);
  return (
    <ActionDialog<CreditValues>
      form={form}
      name="invoice-credit-note"
      title={t('invoice.creditNote.title', { number: inv.number ?? '' })}
      intro={c('intro')}
      okText={c('submit')}
      width={680}
      initialValues={{ lineIds: inv.lines.map((l) => l.id), reason: '' }}
      onClose={onClose}
      send={async (v) => {
        const body: InvoiceCreditNoteBody = {
          id: inv.id,
          lineIds: v.lineIds,
          reason: v.reason.trim(),
          ...(v.applyToId ? { applyToId: v.applyToId } : {}),
        };
        await api.post(InvoiceApi.url.creditNote, body, { silent: true, headers: langHeaders() });
        message.success(c('done'));
        onDone();
      }}
    >
      <Form.Item
        name="lineIds"
        label={c('lines')}
        rules={[{ required: true, type: 'array', min: 1, message: c('linesRequired') }]}
      >
        <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {inv.lines.map((l) => (
            <Checkbox key={l.id} value={l.id}>
              {`${t(`invoice.lineType.${l.type}`)} · ${l.description} · ${formatMoney(l.amount)}`}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        name="reason"
        label={c('reason')}
        rules={[{ required: true, whitespace: true, message: c('reasonRequired') }]}
      >
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
      <Form.Item name="applyToId" label={c('applyTo')} extra={c('applyToHint')} htmlFor="invoice-credit-apply-to">
        <InvoicePicker id="invoice-credit-apply-to" clientId={inv.clientId} exclude={inv.id} allowClear />
      </Form.Item>
    </ActionDialog>
  );
}

type DebitValues = { lines: { description: string; amount: string }[]; reason: string };
const MAX_LINES = 50;

function DebitNoteDialog({ inv, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<DebitValues>();
  const d = (k: string) => t(`invoice.debitNote.${k}`);
  return (
    <ActionDialog<DebitValues>
      form={form}
      name="invoice-debit-note"
      title={t('invoice.debitNote.title', { number: inv.number ?? '' })}
      intro={d('intro')}
      okText={d('submit')}
      width={720}
      initialValues={{ lines: [{ description: '', amount: '' }], reason: '' }}
      onClose={onClose}
      send={async (v) => {
        const body: InvoiceDebitNoteBody = {
          id: inv.id,
          lines: v.lines.map((l) => ({ description: l.description.trim(), amount: centsOf(l.amount) as number })),
          reason: v.reason.trim(),
        };
        await api.post(InvoiceApi.url.debitNote, body, { silent: true, headers: langHeaders() });
        message.success(d('done'));
        onDone();
      }}
    >
      <Form.List name="lines">
        {(items, { add, remove }) => (
          <>
            {items.map((item, i) => (
              <Flex key={item.key} gap={8} align="flex-start" wrap>
                <Form.Item
                  name={[item.name, 'description']}
                  label={d('description')}
                  rules={[{ required: true, whitespace: true, message: d('descriptionRequired') }]}
                  style={{ flex: '3 1 240px' }}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'amount']}
                  label={d('amount')}
                  rules={[
                    { required: true, message: t('invoice.pay.amountRequired') },
                    moneyRule(t, { sign: 'positive' }),
                  ]}
                  style={{ flex: '1 1 120px' }}
                >
                  <Input inputMode="decimal" prefix="S$" autoComplete="off" />
                </Form.Item>
                {items.length > 1 ? (
                  <RemoveRowButton
                    label={t('invoice.debitNote.remove', { n: i + 1 })}
                    onRemove={() => remove(item.name)}
                  />
                ) : null}
              </Flex>
            ))}
            <AddRowButton onAdd={() => add({ description: '', amount: '' })} disabled={items.length >= MAX_LINES}>
              {d('add')}
            </AddRowButton>
          </>
        )}
      </Form.List>
      <Form.Item
        name="reason"
        label={d('reason')}
        rules={[{ required: true, whitespace: true, message: d('reasonRequired') }]}
        style={{ marginTop: 16 }}
      >
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </ActionDialog>
  );
}
