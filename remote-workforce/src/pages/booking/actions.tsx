/**
 * A booking's actions in its row, by its state and the user's rules: Confirm (its own dialog, so a
 * refusal names every failed eligibility rule the way the assign screen does, and a full job says
 * so), Waitlist and Reject (the kit's machine buttons, reject with an optional reason), Cancel
 * (who cancelled, a required reason, and whether a worker's cancel is late) and Re-confirm (the
 * worker phoned in; not a state move).
 */
import {
  ApiError,
  api,
  langHeaders,
  TransitionButton,
  type TransitionButtonProps,
  useAuth,
  useFeedback,
} from '@shiftdesk/shared';
import {
  BookingApi,
  type BookingRow,
  bookingMachine,
  CANCELLED_BY,
  type EligibilityFailureRow,
} from '@shiftdesk/shared/api';
import { Alert, Button, Form, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { Verdict } from '../job/eligibility';
import { bookingShiftText, hoursUntil, jobText, reconfirmable } from './fields';

const { url, rule } = BookingApi;

/** The rules of a 409 eligibility refusal (`data.rules`), or nothing for any other error. */
export function refusedRules(e: unknown): EligibilityFailureRow[] | undefined {
  if (!(e instanceof ApiError) || e.code !== 409) return undefined;
  const rules = (e.data as { rules?: unknown } | null)?.rules;
  return Array.isArray(rules) ? (rules as EligibilityFailureRow[]) : undefined;
}

/** What a refused confirm or apply shows: every failed rule, or the server's message (a full job). */
export function Refusal({ error, rulesTitle }: { error: unknown; rulesTitle: string }) {
  const rules = refusedRules(error);
  if (rules)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={rulesTitle}
        description={<Verdict failures={rules} />}
        style={{ marginTop: 12 }}
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={error instanceof ApiError ? error.message : String(error)}
      style={{ marginTop: 12 }}
    />
  );
}

interface RowProps {
  row: BookingRow;
  onDone: () => void;
}

export function ConfirmBooking({ row, onDone }: RowProps) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!bookingMachine.can(row.status, 'confirm') || !has(rule.confirm)) return null;

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.put(url.confirm, { id: row.id }, { silent: true, headers: langHeaders() });
      ui.message.success(t('booking.confirm.done'));
      close();
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setError(e);
    } finally {
      setBusy(false);
    }
  };
  const label = t('booking.actions.confirm');
  return (
    <>
      <Button type="link" size="small" aria-label={`${label} ${row.workerName}`} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={t('booking.confirm.title', { worker: row.workerName })}
        okText={label}
        okButtonProps={{ loading: busy }}
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('booking.confirm.body', { job: jobText(row), shift: bookingShiftText(t, row) })}
        </Typography.Paragraph>
        {error ? <Refusal error={error} rulesTitle={t('booking.confirm.refused')} /> : null}
      </Modal>
    </>
  );
}

/** The cancel dialog's inputs for one booking: who cancelled, and what that means for the worker now. */
export function useCancelInputs(row: BookingRow): Pick<TransitionButtonProps, 'fields' | 'toBody'> {
  const { t } = useTranslation(NS);
  const hours = hoursUntil(row.startAt);
  const limit = row.lateCancelHours;
  const late = hours < limit;
  return {
    fields: (
      <>
        <Typography.Paragraph>
          {hours > 0 ? t('booking.cancel.startsIn', { hours }) : t('booking.cancel.started')}{' '}
          {t('booking.cancel.rule', { limit })}
        </Typography.Paragraph>
        <Form.Item
          name="cancelledBy"
          label={t('booking.fields.cancelledBy')}
          rules={[{ required: true, message: t('booking.cancelledByRequired') }]}
        >
          <Radio.Group options={CANCELLED_BY.map((v) => ({ value: v, label: t(`booking.cancelledBy.${v}`) }))} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.cancelledBy !== b.cancelledBy}>
          {({ getFieldValue }) => {
            const by = getFieldValue('cancelledBy');
            if (!by) return null;
            if (by !== 'worker')
              return <Alert type="info" showIcon title={t('booking.cancel.notWorker')} style={{ marginBottom: 16 }} />;
            return (
              <Alert
                type={late ? 'error' : 'warning'}
                showIcon
                role={late ? 'alert' : undefined}
                title={t(late ? 'booking.cancel.late' : 'booking.cancel.early', { limit })}
                style={{ marginBottom: 16 }}
              />
            );
          }}
        </Form.Item>
      </>
    ),
    toBody: (v) => ({ cancelledBy: v.cancelledBy }),
  };
}

function CancelBooking({ row, onDone }: RowProps) {
  const inputs = useCancelInputs(row);
  return (
    <TransitionButton
      machine={bookingMachine}
      state={row.status}
      action="cancel"
      url={url.cancel}
      rule={rule.cancel}
      id={row.id}
      rowLabel={row.workerName}
      onDone={onDone}
      {...inputs}
      buttonProps={{ type: 'link', size: 'small', danger: true }}
    />
  );
}

/** Re-confirm (`reconfirmable`): a confirmed booking the worker is being asked about. */
function ReconfirmBooking({ row, onDone }: RowProps) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const ui = useFeedback();
  if (!reconfirmable(row) || !has(rule.reconfirm)) return null;
  const label = t('booking.actions.reconfirm');
  const ask = () =>
    ui.modal.confirm({
      title: t('booking.reconfirm.title', { worker: row.workerName }),
      content: t('booking.reconfirm.body', { job: jobText(row), shift: bookingShiftText(t, row) }),
      okText: label,
      onOk: async () => {
        await api.put(url.reconfirm, { id: row.id }, { headers: langHeaders() });
        ui.message.success(t('booking.reconfirm.done'));
        onDone();
      },
    });
  return (
    <Button type="link" size="small" aria-label={`${label} ${row.workerName}`} onClick={ask}>
      {label}
    </Button>
  );
}

/** Waitlist and reject through the kit's machine button (PUT `{id, reason?}`). */
function MachineButton({ row, onDone, action }: RowProps & { action: 'waitlist' | 'reject' }) {
  return (
    <TransitionButton
      machine={bookingMachine}
      state={row.status}
      action={action}
      url={url[action]}
      rule={rule[action]}
      id={row.id}
      rowLabel={row.workerName}
      onDone={onDone}
      buttonProps={{ type: 'link', size: 'small', danger: action === 'reject' }}
    />
  );
}

/** Every action of a row the machine allows from its state and the user may take, in working order. */
export function BookingActions({ row, onDone }: RowProps) {
  return (
    <Space size={0} wrap>
      <ConfirmBooking row={row} onDone={onDone} />
      <MachineButton row={row} onDone={onDone} action="waitlist" />
      <MachineButton row={row} onDone={onDone} action="reject" />
      <ReconfirmBooking row={row} onDone={onDone} />
      <CancelBooking row={row} onDone={onDone} />
    </Space>
  );
}
