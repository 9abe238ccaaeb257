/**
 * "Add an item" (POST payroll/item/add): the worker (picked by name, phone or NRIC last 4 for a
 * user who may list workers, else by number), a deduction or back pay, the amount typed in
 * dollars and sent as integer cents read from its digits, the month it belongs to and why. A
 * deduction names its Employment Act s.27 type and the worker's written consent; back pay may
 * name the work record it is for. The server's refusals that name a field land on it.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  ApiError,
  api,
  DialogButton,
  dayjs,
  fieldErrors,
  langHeaders,
  TIMEZONE,
  useFeedback,
} from '@shiftdesk/shared';
import {
  DEDUCTION_TYPES,
  type DeductionType,
  PAYROLL_ITEM_KINDS,
  type PayrollItemAddBody,
  PayrollItemApi,
  type PayrollItemKind,
} from '@shiftdesk/shared/api';
import { DatePicker, Form, Input, InputNumber, Segmented, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { ID_INPUT, WorkerField } from '../../WorkerField';
import { ActionDialog } from '../../invoice/ActionDialog';
import { centsOf, moneyRule } from '../../invoice/money';

type Values = {
  workerId?: number;
  kind: PayrollItemKind;
  amount: string;
  originMonth?: Dayjs;
  reason: string;
  deductionType?: DeductionType;
  consentRef?: string;
  workRecordId?: number | null;
};
const FIELDS = ['workerId', 'kind', 'amount', 'originMonth', 'reason', 'deductionType', 'consentRef', 'workRecordId'];

export function AddPayrollItemButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <DialogButton
      rule={PayrollItemApi.rule.add}
      type="primary"
      icon={<PlusOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <AddPayrollItemDialog onClose={close} onDone={done} />}
    >
      {t('payrollItem.actions.add')}
    </DialogButton>
  );
}

/** The body of the add: a deduction's fields only for a deduction, back pay's only for back pay. */
export function addBody(v: Values): PayrollItemAddBody {
  const base = {
    workerId: v.workerId as number,
    kind: v.kind,
    amount: centsOf(v.amount) as number,
    originMonth: (v.originMonth as Dayjs).format('YYYY-MM'),
    reason: v.reason.trim(),
  };
  if (v.kind === 'deduction') {
    return { ...base, deductionType: v.deductionType, consentRef: (v.consentRef ?? '').trim() };
  }
  return v.workRecordId ? { ...base, workRecordId: v.workRecordId } : base;
}

function AddPayrollItemDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'deduction';
  const a = (k: string) => t(`payrollItem.add.${k}`);

  return (
    <ActionDialog<Values>
      form={form}
      name="payroll-item-add"
      title={a('title')}
      intro={a('intro')}
      okText={a('submit')}
      initialValues={{ kind: 'deduction', amount: '', reason: '', consentRef: '', originMonth: dayjs().tz(TIMEZONE) }}
      onClose={onClose}
      send={async (v) => {
        try {
          await api.post(PayrollItemApi.url.add, addBody(v), { silent: true, headers: langHeaders() });
        } catch (e) {
          if (e instanceof ApiError && e.code === 400) {
            const { fields, rest } = fieldErrors(e.data, FIELDS);
            if (fields.length) {
              form.setFields(fields.map((f) => ({ name: f.name as never, errors: f.errors })));
              if (!rest.length) return;
            }
          }
          throw e;
        }
        ui.message.success(a('done'));
        onDone();
      }}
    >
      <WorkerField label={a('worker')} required={a('workerRequired')} pick={a('pickWorker')} byNumber={a('workerId')} />
      <Form.Item name="kind" label={a('kind')} rules={[{ required: true }]}>
        <Segmented<PayrollItemKind>
          aria-label={a('kind')}
          options={PAYROLL_ITEM_KINDS.map((k) => ({ value: k, label: t(`payrollItem.kind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={a('amount')}
        rules={[
          { required: true, message: a('amountRequired') },
          moneyRule(t, { sign: 'positive', max: 10_000_000, maxMessage: a('amountMax') }),
        ]}
      >
        <Input inputMode="decimal" prefix="S$" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="originMonth"
        label={a('originMonth')}
        rules={[{ required: true, message: a('originMonthRequired') }]}
      >
        <DatePicker picker="month" format="YYYY-MM" allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={a('reason')}
        rules={[{ required: true, whitespace: true, message: a('reasonRequired') }, { max: 500 }]}
      >
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      {kind === 'deduction' ? (
        <>
          <Form.Item
            name="deductionType"
            label={a('deductionType')}
            rules={[{ required: true, message: a('deductionTypeRequired') }]}
          >
            <Select options={DEDUCTION_TYPES.map((d) => ({ value: d, label: t(`payrollItem.deductionType.${d}`) }))} />
          </Form.Item>
          <Form.Item
            name="consentRef"
            label={a('consentRef')}
            rules={[{ required: true, whitespace: true, message: a('consentRefRequired') }, { max: 100 }]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="workRecordId" label={a('workRecordId')}>
          <InputNumber {...ID_INPUT} />
        </Form.Item>
      )}
    </ActionDialog>
  );
}
