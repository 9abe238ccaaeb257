/**
 * Walks one machine: every state × every action on a fresh record each time. Allowed → the
 * record lands in the declared state with exactly one audit row; refused → 409 and nothing
 * changed (record and audit trail untouched). The record lives in the machine's registered
 * table (made by its `sample`), else in a scratch table `walk_<entity>` (id, status) made here.
 */
import type { AnyMachine } from '@shiftdesk/shared/api';
import { and, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Actor, SYSTEM_ACTOR } from '../../src/core/data/audit-trail';
import { AppError } from '../../src/core/base/errors';
import { machineTable } from '../../src/core/data/machine-registry';
import { transition } from '../../src/core/data/transition';
import { type UnitOfWorkContext, withTransaction } from '../../src/core/data/unit-of-work';
import { rowsOf } from '../../src/db/migrate';
import { auditLog } from '../../src/db/schema';

interface Subject {
  /** Given to transition(): a scratch table's name, or undefined for the registered table */
  table: string | undefined;
  insert(state: string): Promise<number>;
  state(id: number): Promise<string>;
}

async function subjectOf(ctx: UnitOfWorkContext, machine: AnyMachine): Promise<Subject> {
  const { db } = ctx;
  const real = machineTable(machine);
  const name = real ? getTableName(real.table) : `walk_${machine.entity.toLowerCase()}`;
  const statusCol = real
    ? (getTableColumns(real.table) as Record<string, PgColumn>)[real.statusKey ?? 'status'].name
    : 'status';
  const state = async (id: number) =>
    String(
      rowsOf<{ s: string }>(
        await db.execute(sql`select ${sql.identifier(statusCol)} as s from ${sql.identifier(name)} where id = ${id}`),
      )[0].s,
    );
  if (real) return { table: undefined, insert: (s) => withTransaction(ctx, (tx) => real.sample(tx, s)), state };
  await db.execute(
    sql`create table if not exists ${sql.identifier(name)} (id integer generated always as identity primary key, status varchar(64) not null)`,
  );
  return {
    table: name,
    insert: async (s) =>
      Number(
        rowsOf<{ id: number }>(
          await db.execute(sql`insert into ${sql.identifier(name)} (status) values (${s}) returning id`),
        )[0].id,
      ),
    state,
  };
}

/** Walks `machine`; returns how many moves were allowed and refused. */
export async function walkMachine(
  ctx: UnitOfWorkContext,
  machine: AnyMachine,
  user: Actor,
): Promise<{ allowed: number; refused: number }> {
  const subject = await subjectOf(ctx, machine);
  const auditOf = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, machine.entity), eq(auditLog.entityId, id)));
  let allowed = 0;
  let refused = 0;
  for (const state of machine.states) {
    for (const action of Object.keys(machine.actions)) {
      const id = await subject.insert(state);
      const expected = machine.next(state, action);
      // both kinds of actor: users and the system
      const actor = (allowed + refused) % 2 ? user : SYSTEM_ACTOR;
      const attempt = withTransaction(ctx, (tx) =>
        transition(tx, { machine, table: subject.table, id, action, actor, reason: 'walk' }),
      );
      // Each expectation carries the move, so a failure says which one.
      const where = `${machine.entity} #${id}: ${state} --${action}-->`;
      if (expected) {
        await expect(attempt).resolves.toEqual({ id, from: state, to: expected });
        expect([where, await subject.state(id)]).toEqual([where, expected]);
        const rows = await auditOf(id);
        expect([where, rows.length]).toEqual([where, 1]);
        expect(rows[0]).toMatchObject({
          action,
          fromState: state,
          toState: expected,
          reason: 'walk',
          actorId: actor.id,
          actorName: actor.name,
        });
        allowed++;
      } else {
        const err = await attempt.then(
          () => new Error(`${where} was allowed`),
          (e: unknown) => e,
        );
        expect([where, err instanceof AppError && err.statusCode]).toEqual([where, 409]);
        expect([where, await subject.state(id)]).toEqual([where, state]);
        expect([where, (await auditOf(id)).length]).toEqual([where, 0]);
        refused++;
      }
    }
  }
  return { allowed, refused };
}
