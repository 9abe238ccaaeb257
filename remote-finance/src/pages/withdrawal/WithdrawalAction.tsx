/**
 * A withdrawal machine action (approve, reject, process, mark paid, mark failed) on one row or on
 * the selected rows. The kit's TransitionButton sends `{id}` per record; these endpoints take
 * `{ids, reason?}` and move them all or none in one transaction, so one PUT carries every id.
 * Like the kit's: offered by the machine and the action's rule, a confirm naming the action,
 * both states and the money, a reason where the machine asks for one, and the server's refusal
 * (a 409 of a withdrawal someone else moved, a 400) shown in the dialog.
 */
import {
  ApiError,
  api,
  CRUD_NS,
  langHeaders,
  MACHINE_NS,
  useAuth,
  useFeedback,
  useMachineLabels,
} from '@shiftdesk/shared';
import { WithdrawalApi, type WithdrawalRow, withdrawalMachine } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { Alert, Button, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export type WithdrawalActionName = 'approve' | 'reject' | 'process' | 'markPaid' | 'fail';
type Row = Pick<WithdrawalRow, 'id' | 'status' | 'amount' | 'workerName'>;

export interface WithdrawalActionProps {
  action: WithdrawalActionName;
  /** The withdrawals it moves, all in the state it moves from (a row, or the eligible selected ones). */
  rows: readonly Row[];
  /** Selected rows in another state, left out (said in the confirm). */
  leftOut?: number;
  /** A batch button (the count in its text, disabled without rows) rather than a row's link. */
  batch?: boolean;
  /** The batch button's text (default: the action's name). */
  label?: string;
  danger?: boolean;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'disabled' | 'danger'>;
  onDone: () => void;
}

export function WithdrawalAction({
  action,
  rows,
  leftOut = 0,
  batch,
  label,
  danger,
  buttonProps,
  onDone,
}: WithdrawalActionProps) {
  const { t } = useTranslation(NS);
  const m = useTranslation(MACHINE_NS).t;
  const kit = useTranslation(CRUD_NS).t;
  const labels = useMachineLabels();
  const { has } = useAuth();
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason?: string }>();
  const spec = withdrawalMachine.action(action);
  const from = rows[0]?.status ?? withdrawalMachine.actions[action].from[0];
  const to = withdrawalMachine.next(from, action);
  if (!spec || !to || !has(WithdrawalApi.rule[action])) return null;
  // A row's button exists only where the machine allows the action; a batch one is disabled instead.
  if (!batch && !rows.every((r) => withdrawalMachine.can(r.status, action))) return null;

  const title = labels.actionTitle(action);
  const entity = labels.entity(withdrawalMachine.entity);
  const one = rows.length === 1 && !batch ? rows[0] : null;
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const close = () => {
    setOpen(false);
    setRefusal(null);
    form.resetFields();
  };

  const submit = async () => {
    const values: { reason?: string } = spec.reason ? await form.validateFields() : {};
    const trimmed = values.reason?.trim();
    setBusy(true);
    setRefusal(null);
    try {
      await api.put(
        WithdrawalApi.url[action],
        { ids: rows.map((r) => r.id), ...(trimmed ? { reason: trimmed } : {}) },
        { silent: true, headers: langHeaders() },
      );
      ui.message.success(
        one
          ? m('transition.done', {
              entity: labels.entityTitle(withdrawalMachine.entity),
              id: one.id,
              to: labels.state(to),
            })
          : m('transition.doneMany', { entity, count: rows.length, to: labels.state(to) }),
      );
      close();
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 401)) setRefusal(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const text = batch ? `${label ?? title}${rows.length ? ` (${rows.length})` : ''}` : title;
  return (
    <>
      <Button
        {...(batch ? {} : { type: 'link' as const, size: 'small' as const })}
        {...buttonProps}
        danger={danger}
        disabled={!rows.length}
        aria-label={one ? kit('row.of', { action: title, row: `${one.workerName} #${one.id}` }) : undefined}
        onClick={() => setOpen(true)}
      >
        {text}
      </Button>
      <Modal
        open={open}
        title={
          one
            ? m('transition.confirmTitle', { action: title, entity, id: one.id })
            : m('transition.confirmTitleMany', { action: title, entity, count: rows.length })
        }
        okText={title}
        cancelText={m('transition.cancel')}
        okButtonProps={{ loading: busy, danger }}
        onOk={() => void submit().catch(() => {})}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {m('transition.confirmBody', { from: labels.state(from), to: labels.state(to) })}
        </Typography.Paragraph>
        <Typography.Paragraph strong>
          {one
            ? `${one.workerName} · ${formatMoney(one.amount)}`
            : t('withdrawal.batch.total', { amount: formatMoney(total) })}
        </Typography.Paragraph>
        {leftOut ? (
          <Typography.Paragraph type="secondary">
            {t('withdrawal.batch.leftOut', { count: leftOut })}
          </Typography.Paragraph>
        ) : null}
        {spec.reason ? (
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={m('transition.reason')}
              rules={
                spec.reason === 'required'
                  ? [{ required: true, whitespace: true, message: m('transition.reasonRequired') }, { max: 500 }]
                  : [{ max: 500 }]
              }
            >
              <Input.TextArea rows={3} maxLength={500} showCount placeholder={m('transition.reasonPlaceholder')} />
            </Form.Item>
          </Form>
        ) : null}
        {refusal ? <Alert type="error" showIcon title={refusal} role="alert" /> : null}
      </Modal>
    </>
  );
}
