/**
 * The machine walk: for EVERY declared business machine, every state × every action.
 * Allowed → the record lands in the declared state with exactly one audit row; refused → 409
 * and nothing changed (record and audit trail untouched). Machines whose module registered
 * its real table are walked there; the others on a scratch table (id, status) made here.
 */
import { type AnyMachine, allMachines, entityLabels } from '@shiftdesk/shared/api';
import { and, eq, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../src/core/audit-trail';
import { AppError } from '../src/core/errors';
import { DomainEventBus } from '../src/core/events';
import { declaredMachines } from '../src/core/machine-registry';
import { transition } from '../src/core/transition';
import { withTransaction } from '../src/core/unit-of-work';
import { rowsOf } from '../src/db/migrate';
import { auditLog } from '../src/db/schema';
import { createTestDb, type TestDb } from './helpers';

let t: TestDb;
const events = new DomainEventBus();
const ctx = () => ({ db: t.db, events });
const actor = { id: 1, name: 'admin' };

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

interface Subject {
  table: string | undefined;
  insert(state: string): Promise<number>;
  state(id: number): Promise<string>;
}

/** The real table when registered, else a scratch table `walk_<entity>`. */
async function subjectOf(machine: AnyMachine): Promise<Subject> {
  const real = declaredMachines().find((d) => d.machine === machine)?.table;
  if (real) {
    const { getTableName } = await import('drizzle-orm');
    const name = getTableName(real.table);
    const statusCol = (real.table as unknown as Record<string, { name: string }>)[real.statusKey ?? 'status'].name;
    return {
      table: undefined,
      insert: (state) => withTransaction(ctx(), (tx) => real.sample(tx, state)),
      state: async (id) =>
        String(
          rowsOf<{ s: string }>(
            await t.db.execute(
              sql`select ${sql.identifier(statusCol)} as s from ${sql.identifier(name)} where id = ${id}`,
            ),
          )[0].s,
        ),
    };
  }
  const name = `walk_${machine.entity.toLowerCase()}`;
  await t.db.execute(
    sql`create table ${sql.identifier(name)} (id integer generated always as identity primary key, status varchar(64) not null)`,
  );
  return {
    table: name,
    insert: async (state) =>
      Number(
        rowsOf<{ id: number }>(
          await t.db.execute(sql`insert into ${sql.identifier(name)} (status) values (${state}) returning id`),
        )[0].id,
      ),
    state: async (id) =>
      String(
        rowsOf<{ s: string }>(
          await t.db.execute(sql`select status as s from ${sql.identifier(name)} where id = ${id}`),
        )[0].s,
      ),
  };
}

const auditOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));

test('every declared machine is walked (and has en + zh names)', () => {
  expect(allMachines.length).toBe(17);
  for (const m of allMachines) expect(entityLabels[m.entity]).toBeDefined();
});

describe.each(allMachines.map((m) => [m.entity, m] as const))('%s', (_entity, machine) => {
  test('every state × every action', async () => {
    const subject = await subjectOf(machine);
    let allowed = 0;
    let refused = 0;
    for (const state of machine.states) {
      for (const action of Object.keys(machine.actions)) {
        const id = await subject.insert(state);
        const expected = machine.next(state, action);
        const attempt = withTransaction(ctx(), (tx) =>
          transition(tx, {
            machine,
            table: subject.table,
            id,
            action,
            actor: action.length % 2 ? actor : SYSTEM_ACTOR,
            reason: 'walk',
          }),
        );
        const where = `${machine.entity} #${id}: ${state} --${action}-->`;
        if (expected) {
          await expect(attempt).resolves.toEqual({ id, from: state, to: expected });
          expect([where, await subject.state(id)]).toEqual([where, expected]);
          const rows = await auditOf(machine.entity, id);
          expect([where, rows.length]).toEqual([where, 1]);
          expect(rows[0]).toMatchObject({ action, fromState: state, toState: expected, reason: 'walk' });
          allowed++;
        } else {
          const err = await attempt.then(
            () => new Error(`${where} was allowed`),
            (e: unknown) => e,
          );
          expect([where, err instanceof AppError && err.statusCode]).toEqual([where, 409]);
          expect([where, await subject.state(id)]).toEqual([where, state]);
          expect([where, (await auditOf(machine.entity, id)).length]).toEqual([where, 0]);
          refused++;
        }
      }
    }
    // Every action is reachable from some state, and each machine refuses something.
    expect(allowed).toBe(Object.values(machine.actions).reduce((n, a) => n + a.from.length, 0));
    expect(refused).toBe(machine.states.length * Object.keys(machine.actions).length - allowed);
  });
});
