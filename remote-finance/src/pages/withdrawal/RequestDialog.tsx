/**
 * "Request withdrawal" (POST withdrawal/add) on a worker's behalf: the worker (picked by name,
 * phone or NRIC last 4 for a user who may list workers, else by number), an amount typed in
 * dollars and sent as integer cents read from its digits, bank or PayNow. Once a worker is
 * picked, what they may withdraw now is shown and is the amount's limit, for a user who may read
 * wallets; the server still decides (minimum, the day's limit) and its refusals land on the
 * fields. One idempotency key per opened dialog: a retried send is one request.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  ApiError,
  api,
  DialogButton,
  fieldErrors,
  langHeaders,
  useAuth,
  useCrudList,
} from '@shiftdesk/shared';
import {
  PAYOUT_METHODS,
  WalletApi,
  type WalletDetail,
  type WithdrawalAddBody,
  WithdrawalApi,
} from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { App, Form, Input, Radio } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { WorkerField } from '../WorkerField';
import { ActionDialog } from '../invoice/ActionDialog';
import { centsOf, moneyRule } from '../invoice/money';

type Values = { workerId?: number; amount: string; method: WithdrawalAddBody['method']; remark: string };
const FIELDS = ['workerId', 'amount', 'method', 'remark'];

const newKey = () => `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function RequestWithdrawalButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <DialogButton
      rule={WithdrawalApi.rule.add}
      type="primary"
      icon={<PlusOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <RequestDialog onClose={close} onDone={done} />}
    >
      {t('withdrawal.actions.request')}
    </DialogButton>
  );
}

function RequestDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [key] = useState(newKey);
  const workerId = Form.useWatch('workerId', form);
  const query = useMemo(() => ({ workerId }), [workerId]);
  const wallet = useCrudList<WalletDetail>(has(WalletApi.rule.get) && workerId ? WalletApi.url.get : null, query);
  const withdrawable = workerId && wallet.data?.workerId === workerId ? wallet.data.withdrawable : undefined;
  const r = (k: string, o?: Record<string, unknown>) => t(`withdrawal.request.${k}`, o ?? {});

  return (
    <ActionDialog<Values>
      form={form}
      name="withdrawal-request"
      title={r('title')}
      intro={r('intro')}
      okText={r('submit')}
      initialValues={{ method: 'bank', amount: '', remark: '' }}
      onClose={onClose}
      send={async (v) => {
        const body: WithdrawalAddBody = {
          workerId: v.workerId as number,
          amount: centsOf(v.amount) as number,
          method: v.method,
          idempotencyKey: key,
          ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        };
        try {
          await api.post(WithdrawalApi.url.add, body, { silent: true, headers: langHeaders() });
        } catch (e) {
          // The server's refusals that name a field (below the minimum, over the day's limit, no
          // bank account) go on that field; the rest stays in the dialog's alert.
          if (e instanceof ApiError && e.code === 400) {
            const { fields, rest } = fieldErrors(e.data, FIELDS);
            if (fields.length) {
              form.setFields(fields.map((f) => ({ name: f.name as never, errors: f.errors })));
              if (!rest.length) return;
            }
          }
          throw e;
        }
        message.success(r('done'));
        onDone();
      }}
    >
      <WorkerField label={r('worker')} required={r('workerRequired')} pick={r('pickWorker')} byNumber={r('workerId')} />
      <Form.Item
        name="amount"
        label={r('amount')}
        extra={withdrawable === undefined ? undefined : r('withdrawable', { amount: formatMoney(withdrawable) })}
        rules={[
          { required: true, message: r('amountRequired') },
          moneyRule(t, {
            sign: 'positive',
            max: withdrawable,
            maxMessage:
              withdrawable === undefined ? undefined : r('overWithdrawable', { amount: formatMoney(withdrawable) }),
          }),
        ]}
      >
        <Input inputMode="decimal" prefix="S$" autoComplete="off" />
      </Form.Item>
      <Form.Item name="method" label={r('method')} rules={[{ required: true }]}>
        <Radio.Group options={PAYOUT_METHODS.map((m) => ({ value: m, label: t(`withdrawal.method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="remark" label={r('remark')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
