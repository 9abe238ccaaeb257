/**
 * A state action of a business record (approve, issue, cancel …): shown only when the entity's
 * machine allows the action from the record's state, the action is not a system one, and the
 * user holds its rule. Confirms naming the action and both states, asks for a reason when the
 * action takes one (required ones are validated), then `PUT url {id, reason?}`. A refusal (e.g.
 * the 409 of a record someone else moved meanwhile) is shown in the dialog.
 */
import { Alert, Button, type ButtonProps, Form, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyMachine } from '../api/machine';
import { useAuth } from '../auth';
import { ApiError } from '../http/errors';
import { api } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { MACHINE_NS, useMachineLabels } from './machineI18n';
import { ReasonField } from './ReasonField';
import { useRowActionName } from './RowActions';

export interface TransitionButtonProps {
  machine: AnyMachine;
  /** The record's current state */
  state: string;
  action: string;
  /** e.g. '/api/v1/finance/invoice/issue' */
  url: string;
  id: number;
  /** Several records in the same state (a bulk action): one PUT per id, in order. */
  ids?: readonly number[];
  /** More inputs of the action (Form.Items, e.g. "until" of a suspension), sent with the body. */
  fields?: ReactNode;
  /** Turns the dialog's values (reason and `fields`) into the body's extra keys. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Permission rule of the action, e.g. 'api/v1/finance/invoice/issue' */
  rule: string;
  /** After the server accepted the move, with the new state */
  onDone?: (to: string) => void;
  /** Text of the button (default: the action's name). */
  label?: ReactNode;
  /** Look of the button (type, size, danger …); its text is the action's name */
  buttonProps?: Omit<ButtonProps, 'onClick'>;
  /** The record's name in a list row: the button's accessible name says it ("Approve Tan Golden"). */
  rowLabel?: string;
}

export function TransitionButton({
  machine,
  state,
  action,
  url,
  id,
  ids,
  fields,
  toBody,
  label,
  rule,
  onDone,
  buttonProps,
  rowLabel,
}: TransitionButtonProps) {
  const { t } = useTranslation(MACHINE_NS);
  const labels = useMachineLabels();
  const { has } = useAuth();
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<Record<string, unknown>>();
  const nameFor = useRowActionName(rowLabel);
  const spec = machine.action(action);
  const hasForm = !!spec?.reason || !!fields;
  const to = machine.next(state, action);
  if (!spec || spec.system || !to || !has(rule)) return null;

  const title = labels.actionTitle(action);
  const targets = ids ?? [id];
  const many = !!ids;
  const entity = labels.entity(machine.entity);

  const submit = async () => {
    // Without a reason field or extra inputs the form is not rendered: nothing to validate.
    const values = hasForm ? await form.validateFields() : {};
    const { reason, ...rest } = values as { reason?: string };
    setBusy(true);
    setRefusal(null);
    try {
      const trimmed = reason?.trim();
      const extra = toBody ? toBody(values) : rest;
      for (const one of targets)
        await api.put(url, { id: one, ...extra, ...(trimmed ? { reason: trimmed } : {}) }, { silent: true, headers: langHeaders() });
      ui.message.success(
        many
          ? t('transition.doneMany', { entity, count: targets.length, to: labels.state(to) })
          : t('transition.done', { entity, id, to: labels.state(to) }),
      );
      setOpen(false);
      form.resetFields();
      onDone?.(to);
    } catch (e) {
      setRefusal(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button aria-label={nameFor(label ?? title)} {...buttonProps} onClick={() => setOpen(true)}>
        {label ?? title}
      </Button>
      <Modal
        open={open}
        title={
          many
            ? t('transition.confirmTitleMany', { action: title, entity, count: targets.length })
            : t('transition.confirmTitle', { action: title, entity, id })
        }
        okText={title}
        // A "Cancel" action's dialog would otherwise offer two "Cancel" buttons: it dismisses with "Back".
        cancelText={t(action === 'cancel' ? 'transition.back' : 'transition.cancel')}
        okButtonProps={{ loading: busy, danger: buttonProps?.danger }}
        onOk={() => void submit().catch(() => {})}
        onCancel={() => {
          setOpen(false);
          setRefusal(null);
          form.resetFields();
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('transition.confirmBody', { from: labels.state(state), to: labels.state(to) })}
        </Typography.Paragraph>
        {hasForm && (
          <Form form={form} layout="vertical">
            {fields}
            <ReasonField required={spec.reason === 'required'} max={1000} hidden={!spec.reason} />
          </Form>
        )}
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      </Modal>
    </>
  );
}
