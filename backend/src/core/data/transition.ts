/**
 * The one way a business record changes state (ARCHITECTURE §8, DOMAIN.md conventions):
 * lock the row, check the entity's declared machine, update the state (and any columns that
 * move with it), write the audit row in the same transaction, and publish `stateChanged` only
 * after the commit. Refusals: 404 (no such record), 409 naming the entity, its state, the states
 * the action starts from and the target, 400 when a required reason is missing.
 */
import { type ActionSpec, type AnyMachine, actionLabels, entityLabels, stateLabels } from '@shiftdesk/shared/api';
import { and, asc, eq, getTableColumns, getTableName, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/migrate';
import { BadRequestError, ConflictError, NotFoundError } from '../base/errors';
import { isMessageKey, type LocalText, type MessageKey, type MessageParams } from '../base/i18n';
import { type Actor, recordAudit, SYSTEM_ACTOR } from './audit-trail';
import { machineTable } from './machine-registry';
import { publishAfterCommit, type Tx } from './unit-of-work';

export interface TransitionInput {
  machine: AnyMachine;
  /**
   * The entity's table; defaults to the one registered for the machine. A plain name (a table
   * with `id` and `status` columns) is accepted for tables outside the schema.
   */
  table?: PgTable | string;
  /** Property (PgTable) or column (plain name) holding the state; default `status` */
  statusKey?: string;
  action: string;
  actor: Actor;
  reason?: string;
  /** Columns that change with the state (e.g. `{issuedAt: now, number}`), by property name */
  patch?: Record<string, unknown>;
  /** Extra detail for the audit row */
  data?: Record<string, unknown>;
}

export interface TransitionResult {
  id: number;
  from: string;
  to: string;
}

/** One record: `transition(tx, {machine, id, action, actor, reason})`. */
export async function transition(tx: Tx, input: TransitionInput & { id: number }): Promise<TransitionResult> {
  const [done] = await transitionMany(tx, { ...input, ids: [input.id] });
  return done;
}

export interface ExpireDue {
  machine: AnyMachine;
  table: PgTable & { id: PgColumn; status: PgColumn };
  /** The state that expires */
  from: string;
  /** The last day (`YYYY-MM-DD`) a row is good for: it expires on any later day */
  lastDay: PgColumn;
  /** The History line's reason, from the row's last day */
  reason: (lastDay: string) => string;
  /** Columns that change with the state */
  patch?: () => Record<string, unknown>;
}

/**
 * A scheduler sweep: every row in `from` whose last day is before `today` takes the `expire`
 * action as the system, one by one in id order (each with its own History line). Answers their ids.
 */
export async function expireDue(tx: Tx, today: string, e: ExpireDue): Promise<number[]> {
  const due = (await tx
    .select({ id: e.table.id, lastDay: e.lastDay })
    .from(e.table as PgTable)
    .where(and(eq(e.table.status, e.from), lt(e.lastDay, today)))
    .orderBy(asc(e.table.id))) as { id: number; lastDay: string }[];
  for (const { id, lastDay } of due) {
    const moved = { machine: e.machine, table: e.table, id, action: 'expire', actor: SYSTEM_ACTOR };
    await transition(tx, { ...moved, reason: e.reason(lastDay), patch: e.patch?.() });
  }
  return due.map((d) => d.id);
}

/**
 * Many records, all or nothing: every row is locked (in id order, so two bulk calls cannot
 * deadlock), every one must allow the action, then one UPDATE moves them all and one INSERT
 * writes an audit row per record.
 */
export async function transitionMany(tx: Tx, input: TransitionInput & { ids: number[] }): Promise<TransitionResult[]> {
  const { machine, action, actor } = input;
  const spec = machine.action(action);
  if (!spec) throw new Error(`${machine.entity} has no action "${action}"`);
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  if (!ids.length) return [];
  const target = resolveTarget(input);
  const reason = input.reason?.trim() ?? '';
  if (spec.reason === 'required' && !reason) {
    throw new BadRequestError('transition.reasonRequired', {
      action: label(actionLabels, action),
      entity: label(entityLabels, machine.entity),
      id: ids.join(', #'),
    });
  }

  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const locked = rowsOf<{ id: number | string; state: string }>(
    await tx.execute(
      sql`select ${target.id} as id, ${target.status} as state from ${target.table} where ${target.id} in (${idList}) order by ${target.id} for update`,
    ),
  );
  const found = new Map(locked.map((r) => [Number(r.id), r.state]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(machine, missing);

  const results = ids.map((id) => ({ id, from: found.get(id) ?? '', to: spec.to }));
  for (const r of results) {
    if (!machine.can(r.from, action)) throw refused(machine, spec, action, r.id, r.from);
  }

  const sets: SQL[] = [sql`${target.status} = ${spec.to}`, ...target.patch(input.patch ?? {})];
  await tx.execute(sql`update ${target.table} set ${sql.join(sets, sql`, `)} where ${target.id} in (${idList})`);

  await recordAudit(
    tx,
    results.map((r) => ({
      entity: machine.entity,
      entityId: r.id,
      action,
      from: r.from,
      to: r.to,
      actor,
      reason,
      data: input.data ?? null,
    })),
  );
  for (const r of results) {
    publishAfterCommit(tx, 'stateChanged', {
      entity: machine.entity,
      id: r.id,
      action,
      from: r.from,
      to: r.to,
      actorId: actor.id,
    });
  }
  return results;
}

type Name = ReturnType<typeof sql.identifier>;

interface Target {
  table: Name;
  id: Name;
  status: Name;
  patch(values: Record<string, unknown>): SQL[];
}

function resolveTarget(input: TransitionInput): Target {
  const given = input.table ?? machineTable(input.machine)?.table;
  if (!given) throw new Error(`${input.machine.entity}: no table given or registered`);
  const statusKey = input.statusKey ?? (input.table ? undefined : machineTable(input.machine)?.statusKey) ?? 'status';
  if (typeof given === 'string') {
    return {
      table: sql.identifier(given),
      id: sql.identifier('id'),
      status: sql.identifier(statusKey),
      patch: (values) => Object.entries(values).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`),
    };
  }
  const columns = getTableColumns(given) as Record<string, PgColumn>;
  const column = (key: string) => {
    const c = columns[key];
    if (!c) throw new Error(`${getTableName(given)} has no column ${key}`);
    return c;
  };
  return {
    table: sql.identifier(getTableName(given)),
    id: sql.identifier(column('id').name),
    status: sql.identifier(column(statusKey).name),
    // sql.param with the column applies its encoder (dates, json, bigint modes).
    patch: (values) =>
      Object.entries(values).map(([k, v]) => sql`${sql.identifier(column(k).name)} = ${sql.param(v, column(k))}`),
  };
}

function label(table: Record<string, LocalText>, key: string): LocalText {
  return table[key] ?? [key, key];
}

/** A state as the messages name it (the key itself when it has no label). */
export const stateLabel = (state: string): LocalText => label(stateLabels, state);

/**
 * 409 `message` unless the record is in `state`: for writes outside the machine that only one
 * state allows (editing a draft). `params` name the record; the message gets its state too.
 */
export function assertState(status: string, state: string, message: MessageKey, params: MessageParams): void {
  if (status !== state) throw new ConflictError(message, { ...params, state: stateLabel(status) });
}

/** `draft or active` / `草稿”或“生效中` (the zh template quotes each end). */
function states(list: readonly string[]): LocalText {
  const pairs = list.map(stateLabel);
  return [pairs.map((p) => p[0]).join(' or '), pairs.map((p) => p[1]).join('”或“')];
}

function notFound(machine: AnyMachine, ids: number[]): NotFoundError {
  const own = `${machine.entity}.notFound`;
  if (ids.length === 1 && isMessageKey(own)) return new NotFoundError(own, { id: ids[0] });
  const entity = label(entityLabels, machine.entity);
  const name: LocalText = [entity[0].charAt(0).toUpperCase() + entity[0].slice(1), entity[1]];
  return ids.length === 1
    ? new NotFoundError('transition.notFound', { entity: name, id: ids[0] })
    : new NotFoundError('transition.someNotFound', { entity: name, ids: ids.join(', #') });
}

function refused(
  machine: AnyMachine,
  spec: ActionSpec<string>,
  action: string,
  id: number,
  state: string,
): ConflictError {
  return new ConflictError('transition.refused', {
    action: label(actionLabels, action),
    entity: label(entityLabels, machine.entity),
    id,
    state: stateLabel(state),
    from: states(spec.from),
    to: stateLabel(spec.to),
  });
}
