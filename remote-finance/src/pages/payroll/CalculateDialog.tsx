/**
 * "Calculate a month" (toolbar) and a row's "Calculate" / "Recalculate": POST calculate {month}
 * queues the month's job (the month moves to `calculating`, and the list follows its progress
 * over the socket). The toolbar's dialog picks the month, this Singapore month by default; a
 * row's button confirms first, saying a month in review is worked out again.
 */
import CalculatorOutlined from '@ant-design/icons/es/icons/CalculatorOutlined';
import { api, CRUD_NS, DialogButton, dayjs, langHeaders, TIMEZONE, useAuth, useFeedback } from '@shiftdesk/shared';
import {
  PayrollApi,
  type PayrollCalculateResult,
  type PayrollMonthRow,
  payrollMonthMachine,
} from '@shiftdesk/shared/api';
import { Button, DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ActionDialog } from '../invoice/ActionDialog';

export const calculate = (month: string, silent = false) =>
  api.post<PayrollCalculateResult>(PayrollApi.url.calculate, { month }, { silent, headers: langHeaders() });

export function CalculateButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <DialogButton
      rule={PayrollApi.rule.calculate}
      type="primary"
      icon={<CalculatorOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <CalculateDialog onClose={close} onDone={done} />}
    >
      {t('payroll.actions.calculateMonth')}
    </DialogButton>
  );
}

function CalculateDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [form] = Form.useForm<{ month: Dayjs }>();
  const c = (k: string) => t(`payroll.calculate.${k}`);
  return (
    <ActionDialog<{ month: Dayjs }>
      form={form}
      name="payroll-calculate"
      title={c('title')}
      intro={c('intro')}
      okText={c('submit')}
      width={440}
      initialValues={{ month: dayjs().tz(TIMEZONE) }}
      onClose={onClose}
      send={async (v) => {
        const month = v.month.format('YYYY-MM');
        await calculate(month, true);
        ui.message.success(t('payroll.calculate.queued', { month }));
        onDone();
      }}
    >
      <Form.Item name="month" label={c('month')} rules={[{ required: true, message: c('monthRequired') }]}>
        <DatePicker picker="month" format="YYYY-MM" allowClear={false} />
      </Form.Item>
    </ActionDialog>
  );
}

/** A row's calculate (from open) or recalculate (from review), confirmed. */
export function RecalculateButton({ row, onDone }: { row: PayrollMonthRow; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const kit = useTranslation(CRUD_NS).t;
  const { has } = useAuth();
  const ui = useFeedback();
  if (!has(PayrollApi.rule.calculate) || !payrollMonthMachine.can(row.status, 'calculate')) return null;
  const label = t(`payroll.actions.${row.status === 'review' ? 'recalculate' : 'calculate'}`);
  const open = () =>
    ui.modal.confirm({
      title: t('payroll.calculate.confirmTitle', { action: label, month: row.month }),
      content: row.status === 'review' ? t('payroll.calculate.againBody') : t('payroll.calculate.intro'),
      okText: label,
      // A refusal is the client's toast; the confirm closes either way.
      onOk: () =>
        calculate(row.month).then(
          () => {
            ui.message.success(t('payroll.calculate.queued', { month: row.month }));
            onDone();
          },
          () => {},
        ),
    });
  return (
    <Button type="link" size="small" aria-label={kit('row.of', { action: label, row: row.month })} onClick={open}>
      {label}
    </Button>
  );
}
