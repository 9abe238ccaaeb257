/**
 * A machine action on one row or on the selected rows of an entity whose state endpoints take
 * `{ids, reason?}` (withdrawals, appeals, incentive records, payroll items) and move them all or
 * none in one transaction, so one PUT carries every id; TransitionButton sends `{id}` per record.
 * Like the kit's: offered by the machine and the action's rule, a confirm naming the action, both
 * states and what the page says of the rows (a worker and an amount, a total), a reason where the
 * machine asks for one, and the server's refusal (a 409 of a row someone else moved, a 400) shown
 * in the dialog.
 */
import { Alert, Button, type ButtonProps, Form, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyMachine } from '../api/machine';
import { useAuth } from '../auth';
import { ApiError } from '../http/errors';
import { api } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { CRUD_NS } from './i18n';
import { MACHINE_NS, useMachineLabels } from './machineI18n';
import { ReasonField } from './ReasonField';

/** What the action needs of a row: its id and its state. */
export type IdsActionRow = { id: number; status: string };

export interface IdsActionProps<R extends IdsActionRow> {
  machine: AnyMachine;
  /** The entity's urls and rules (`defineEntity`'s descriptor): `url[action]`, `rule[action]`. */
  entity: {
    readonly url: Readonly<Partial<Record<string, string>>>;
    readonly rule: Readonly<Partial<Record<string, string>>>;
  };
  action: string;
  /** The rows it moves, all in the state it moves from (a row, or the eligible selected ones). */
  rows: readonly R[];
  /** Selected rows in another state, left out (said in the confirm). */
  leftOut?: number;
  /** The confirm's sentence for the rows left out (given their count). */
  leftOutText?: (count: number) => ReactNode;
  /** A row's name: the row button's accessible name and the confirm's title. */
  rowName: (row: R) => string;
  /** What the confirm says of the rows: `one` is the row of a row button, else null. */
  summary?: (rows: readonly R[], one: R | null) => ReactNode;
  /** A batch button (the count in its text, disabled without rows) rather than a row's link. */
  batch?: boolean;
  /** The batch button's text (default: the action's name). */
  label?: string;
  danger?: boolean;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'disabled' | 'danger'>;
  onDone: () => void;
}

/** The selected rows the machine lets take `action`, and how many others were selected. */
export function eligibleFor<R extends { status: string }>(machine: AnyMachine, rows: readonly R[], action: string) {
  const ok = rows.filter((r) => machine.can(r.status, action));
  return { rows: ok, leftOut: rows.length - ok.length };
}

export function IdsAction<R extends IdsActionRow>({
  machine,
  entity,
  action,
  rows,
  leftOut = 0,
  leftOutText,
  rowName,
  summary,
  batch,
  label,
  danger,
  buttonProps,
  onDone,
}: IdsActionProps<R>) {
  const m = useTranslation(MACHINE_NS).t;
  const kit = useTranslation(CRUD_NS).t;
  const labels = useMachineLabels();
  const { has } = useAuth();
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason?: string }>();
  const spec = machine.action(action);
  const url = entity.url[action];
  const rule = entity.rule[action];
  const from = rows[0]?.status ?? spec?.from[0] ?? '';
  const to = machine.next(from, action);
  if (!spec || !to || !url || !rule || !has(rule)) return null;
  // A row's button exists only where the machine allows the action; a batch one is disabled instead.
  if (!batch && !rows.every((r) => machine.can(r.status, action))) return null;

  const title = labels.actionTitle(action);
  const entityName = labels.entity(machine.entity);
  const one = rows.length === 1 && !batch ? rows[0] : null;
  const close = () => {
    setOpen(false);
    setRefusal(null);
    // The form exists only where the machine asks for a reason.
    if (spec.reason) form.resetFields();
  };

  const submit = async () => {
    const values: { reason?: string } = spec.reason ? await form.validateFields() : {};
    const trimmed = values.reason?.trim();
    setBusy(true);
    setRefusal(null);
    try {
      await api.put(
        url,
        { ids: rows.map((r) => r.id), ...(trimmed ? { reason: trimmed } : {}) },
        { silent: true, headers: langHeaders() },
      );
      ui.message.success(
        one
          ? m('transition.done', { entity: labels.entityTitle(machine.entity), id: one.id, to: labels.state(to) })
          : m('transition.doneMany', { entity: entityName, count: rows.length, to: labels.state(to) }),
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
  const about = summary?.(rows, one);
  return (
    <>
      <Button
        {...(batch ? {} : { type: 'link' as const, size: 'small' as const })}
        {...buttonProps}
        danger={danger}
        disabled={!rows.length}
        aria-label={one ? kit('row.of', { action: title, row: rowName(one) }) : undefined}
        onClick={() => setOpen(true)}
      >
        {text}
      </Button>
      <Modal
        open={open}
        title={
          one
            ? m('transition.confirmTitle', { action: title, entity: entityName, id: one.id })
            : m('transition.confirmTitleMany', { action: title, entity: entityName, count: rows.length })
        }
        okText={title}
        // A cancel action's dialog would otherwise offer "Cancel" twice.
        cancelText={m(action === 'cancel' ? 'transition.back' : 'transition.cancel')}
        okButtonProps={{ loading: busy, danger }}
        onOk={() => void submit().catch(() => {})}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {m('transition.confirmBody', { from: labels.state(from), to: labels.state(to) })}
        </Typography.Paragraph>
        {about ? <Typography.Paragraph strong>{about}</Typography.Paragraph> : null}
        {leftOut && leftOutText ? (
          <Typography.Paragraph type="secondary">{leftOutText(leftOut)}</Typography.Paragraph>
        ) : null}
        {spec.reason ? (
          <Form form={form} layout="vertical">
            <ReasonField required={spec.reason === 'required'} max={500} />
          </Form>
        ) : null}
        {refusal ? <Alert type="error" showIcon title={refusal} role="alert" /> : null}
      </Modal>
    </>
  );
}

/** A batch button of `idsActions`: the action, its text and whether it reads as dangerous. */
export interface IdsBatch {
  action: string;
  label: string;
  danger?: boolean;
}

export interface IdsActionsOptions<R extends IdsActionRow>
  extends Pick<IdsActionProps<R>, 'machine' | 'entity' | 'rowName' | 'summary' | 'leftOutText'> {
  /** The batch buttons, in order; none without a rule for any of them */
  batch?: readonly IdsBatch[];
  /** Actions drawn as dangerous on a row (reject, cancel) */
  danger?: readonly string[];
  /** A row action with its own control (a dialog asking an amount); undefined: the plain one */
  rowControl?: (action: string, row: R, reload: () => void) => ReactNode | undefined;
  /** After a move, beside the list's reload (a header's counts) */
  onChanged?: () => void;
  has: (rule: string) => boolean;
}

type ListPage = { list: { reload: () => void } };

/**
 * The list page's `rowExtra` and `batchActions` for an entity whose moves take `{ids}`: each row
 * gets the user actions its state allows, the selection gets one button per batch action over the
 * selected rows that action may move (the others counted as left out), rows selectable only for
 * a user with one of the batch rules.
 */
export function idsActions<R extends IdsActionRow>(o: IdsActionsOptions<R>) {
  const common = { machine: o.machine, entity: o.entity, rowName: o.rowName, summary: o.summary };
  const batch = (o.batch ?? []).filter((b) => {
    const rule = o.entity.rule[b.action];
    return rule !== undefined && o.has(rule);
  });
  return {
    rowExtra: (r: R, page: ListPage) => {
      const reload = () => {
        page.list.reload();
        o.onChanged?.();
      };
      return o.machine
        .actionsFrom(r.status, { user: true })
        .map(
          (a) =>
            o.rowControl?.(a, r, reload) ?? (
              <IdsAction<R> key={a} {...common} action={a} rows={[r]} danger={o.danger?.includes(a)} onDone={reload} />
            ),
        );
    },
    batchActions: batch.length
      ? (selected: R[], clear: () => void, page: ListPage) => {
          const done = () => {
            clear();
            page.list.reload();
            o.onChanged?.();
          };
          return batch.map((b) => {
            const ok = eligibleFor(o.machine, selected, b.action);
            return (
              <IdsAction<R>
                key={b.action}
                {...common}
                action={b.action}
                batch
                label={b.label}
                rows={ok.rows}
                leftOut={ok.leftOut}
                leftOutText={o.leftOutText}
                danger={b.danger}
                onDone={done}
              />
            );
          });
        }
      : undefined,
  };
}
