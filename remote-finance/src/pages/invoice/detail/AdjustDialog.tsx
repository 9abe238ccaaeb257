/**
 * "Edit adjustments" (PUT edit): the hand-made lines of a draft — description, a signed amount
 * typed in dollars (negative = discount) and why — sent whole with the version shown, so a draft
 * changed meanwhile is refused rather than overwritten. The other lines come from the records.
 */
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { api, DialogButton, langHeaders } from '@shiftdesk/shared';
import { InvoiceApi, type InvoiceDetail, type InvoiceEditBody } from '@shiftdesk/shared/api';
import { App, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { AddRowButton, RemoveRowButton } from '../../ListRowButtons';
import { ActionDialog } from '../ActionDialog';
import { centsOf, dollarsText, moneyRule } from '../money';

type Values = { adjustments: { description: string; amount: string; reason: string }[] };
const MAX = 50;

export function AdjustButton({ inv, onDone }: { inv: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation(NS);
  if (inv.status !== 'draft') return null;
  return (
    <DialogButton
      rule={InvoiceApi.rule.edit}
      icon={<EditOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <AdjustDialog inv={inv} onClose={close} onDone={done} />}
    >
      {t('invoice.actions.adjust')}
    </DialogButton>
  );
}

function AdjustDialog({ inv, onClose, onDone }: { inv: InvoiceDetail; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const a = (k: string) => t(`invoice.adjust.${k}`);
  const initial = inv.lines
    .filter((l) => l.type === 'adjustment')
    .map((l) => ({ description: l.description, amount: dollarsText(l.amount), reason: l.reason }));
  return (
    <ActionDialog<Values>
      form={form}
      name="invoice-adjust"
      title={t('invoice.adjust.title', { number: inv.number ?? t('invoice.draft') })}
      intro={a('intro')}
      okText={a('submit')}
      width={820}
      initialValues={{ adjustments: initial }}
      onClose={onClose}
      send={async (v) => {
        const body: InvoiceEditBody = {
          id: inv.id,
          adjustments: (v.adjustments ?? []).map((x) => ({
            description: x.description.trim(),
            amount: centsOf(x.amount) as number,
            reason: x.reason.trim(),
          })),
          version: inv.version,
        };
        await api.put(InvoiceApi.url.edit, body, { silent: true, headers: langHeaders() });
        message.success(a('done'));
        onDone();
      }}
    >
      <Form.List name="adjustments">
        {(items, { add, remove }) => (
          <>
            {items.map((item, i) => (
              <Flex key={item.key} gap={8} align="flex-start" wrap>
                <Form.Item
                  name={[item.name, 'description']}
                  label={a('description')}
                  rules={[{ required: true, whitespace: true, message: a('descriptionRequired') }]}
                  style={{ flex: '2 1 200px' }}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'amount']}
                  label={a('amount')}
                  rules={[
                    { required: true, message: t('invoice.pay.amountRequired') },
                    moneyRule(t, { sign: 'nonZero' }),
                  ]}
                  style={{ flex: '1 1 120px' }}
                >
                  <Input inputMode="decimal" prefix="S$" autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'reason']}
                  label={a('reason')}
                  rules={[{ required: true, whitespace: true, message: a('reasonRequired') }]}
                  style={{ flex: '2 1 200px' }}
                >
                  <Input maxLength={500} />
                </Form.Item>
                <RemoveRowButton label={t('invoice.adjust.remove', { n: i + 1 })} onRemove={() => remove(item.name)} />
              </Flex>
            ))}
            <AddRowButton onAdd={() => add({ description: '', amount: '', reason: '' })} disabled={items.length >= MAX}>
              {a('add')}
            </AddRowButton>
          </>
        )}
      </Form.List>
    </ActionDialog>
  );
}
