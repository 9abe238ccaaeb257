/**
 * transition() beyond the walk: events only after commit, reasons, 404s, the 409 message in
 * both languages through the API envelope, bulk moves, a registered drizzle table with patch
 * columns, and (PostgreSQL) two concurrent moves of one row serialised by the row lock.
 */
import { contractOrderMachine, invoiceMachine, jobMachine, payrollMonthMachine } from '@shiftdesk/shared/api';
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { actorOf, changedFields, recordAudit } from '../src/core/data/audit-trail';
import { type AppError, ConflictError } from '../src/core/base/errors';
import type { StateChange } from '../src/core/base/events';
import { registerMachineTable } from '../src/core/data/machine-registry';
import { transition, transitionMany } from '../src/core/data/transition';
import { registerTransitionRoutes } from '../src/core/routes/transition-routes';
import { afterCommit, withTransaction } from '../src/core/data/unit-of-work';
import { rowsOf } from '../src/db/migrate';
import { auditLog } from '../src/db/schema';
import { ADMIN_PASSWORD, API, createTestApp, createUser, TEST_USER_PASSWORD, type TestApp } from './helpers';
import { walkMachine } from './support/machine-walk';

let t: TestApp;
let admin: string;
const actor = { id: 1, name: 'admin' };
const ctx = () => t.app.ctx;

/** A stand-in business table (the real ones come with their modules). */
const demoInvoice = pgTable('t_demo_invoice', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  docStatus: varchar('doc_status', { length: 32 }).notNull(),
  invoiceNo: varchar('invoice_no', { length: 32 }),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
});

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      app.put<{ Body: { id: number; reason?: string } }>(
        // A test-only path: the real contract-order routes come with the finance module.
        '/backend/api/v1/test/contractOrder/activate',
        {
          config: { rule: 'api/v1/finance/contractOrder/activate' },
          schema: { summary: 'Test: activate a stand-in contract', operationId: 'testContractOrderActivate' },
        },
        async (req) => {
          const r = await withTransaction(app.ctx, (tx) =>
            transition(tx, {
              machine: contractOrderMachine,
              table: 't_contract',
              id: req.body.id,
              action: 'activate',
              actor: actorOf(req),
            }),
          );
          return { code: 0, message: 'ok', data: r };
        },
      );
      app.register(
        async (scope) =>
          registerTransitionRoutes(scope, {
            machine: jobMachine,
            table: 't_job',
            scope: 'shared',
            effects: {
              // e.g. a rule the machine cannot see: refuse and roll the move back
              close: async (_tx, moved) => {
                if (moved.reason === 'refuse') throw new ConflictError('error.conflict');
              },
              cancel: async (tx, moved) => {
                await recordAudit(tx, {
                  entity: 'job',
                  entityId: moved.id,
                  action: 'edited',
                  actor: moved.actor,
                  data: { effect: 'cancel' },
                });
              },
            },
          }),
        // Beside the real job routes (workforce module): the same machine over the scratch table.
        { prefix: '/backend/api/v1/scratch' },
      );
    },
  });
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const name of ['t_contract', 't_job']) {
    await t.db.execute(
      sql`create table ${sql.identifier(name)} (id integer generated always as identity primary key, status varchar(64) not null)`,
    );
  }
  await t.db.execute(
    sql`create table t_demo_invoice (id integer generated always as identity primary key, doc_status varchar(32) not null, invoice_no varchar(32), issued_at timestamptz)`,
  );
  registerMachineTable(invoiceMachine, {
    table: demoInvoice,
    statusKey: 'docStatus',
    sample: async (tx, state) =>
      (await tx.insert(demoInvoice).values({ docStatus: state }).returning({ id: demoInvoice.id }))[0].id,
  });
});
afterAll(() => t.close());

const insert = async (table: string, status: string) =>
  Number(
    rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into ${sql.identifier(table)} (status) values (${status}) returning id`),
    )[0].id,
  );
const stateOf = async (table: string, id: number) =>
  String(
    rowsOf<{ status: string }>(await t.db.execute(sql`select status from ${sql.identifier(table)} where id = ${id}`))[0]
      .status,
  );
const auditOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as AppError,
  );

test('stateChanged is published after the commit, and never for a rolled-back transaction', async () => {
  const seen: StateChange[] = [];
  const off = ctx().events.on('stateChanged', (e) => seen.push(e));
  try {
    const id = await insert('t_contract', 'draft');
    await withTransaction(ctx(), async (tx) => {
      await transition(tx, { machine: contractOrderMachine, table: 't_contract', id, action: 'activate', actor });
      expect(seen).toEqual([]); // still inside the transaction
    });
    expect(seen).toEqual([
      { entity: 'contractOrder', id, action: 'activate', from: 'draft', to: 'active', actorId: 1 },
    ]);

    const other = await insert('t_contract', 'draft');
    const boom = withTransaction(ctx(), async (tx) => {
      await transition(tx, {
        machine: contractOrderMachine,
        table: 't_contract',
        id: other,
        action: 'activate',
        actor,
      });
      throw new Error('later step failed');
    });
    await expect(boom).rejects.toThrow('later step failed');
    expect(seen).toHaveLength(1);
    expect(await stateOf('t_contract', other)).toBe('draft');
    expect(await auditOf('contractOrder', other)).toHaveLength(0);
  } finally {
    off();
  }
});

test('after-commit work needs withTransaction (a plain transaction would lose its events)', async () => {
  await expect(t.db.transaction(async (tx) => afterCommit(tx, () => {}))).rejects.toThrow(/withTransaction/);
});

test('a required reason: missing or blank → 400 and nothing changed; given → kept on the audit row', async () => {
  const id = await insert('t_job', 'published');
  for (const reason of [undefined, '   ']) {
    const err = await failure(
      withTransaction(ctx(), (tx) =>
        transition(tx, { machine: jobMachine, table: 't_job', id, action: 'cancel', actor, reason }),
      ),
    );
    expect(err.statusCode).toBe(400);
    expect(err.messageKey).toBe('transition.reasonRequired');
  }
  expect(await stateOf('t_job', id)).toBe('published');
  expect(await auditOf('job', id)).toHaveLength(0);
  await withTransaction(ctx(), (tx) =>
    transition(tx, { machine: jobMachine, table: 't_job', id, action: 'cancel', actor, reason: ' client withdrew ' }),
  );
  const [row] = await auditOf('job', id);
  expect(row).toMatchObject({
    action: 'cancel',
    fromState: 'published',
    toState: 'cancelled',
    reason: 'client withdrew',
    actorId: 1,
    actorName: 'admin',
  });
});

test('a missing record → 404 naming the entity (its own message when it has one)', async () => {
  // Payroll months have no message of their own yet: the generic one names the entity.
  const err = await failure(
    withTransaction(ctx(), (tx) =>
      transition(tx, { machine: payrollMonthMachine, table: 't_contract', id: 999999, action: 'calculate', actor }),
    ),
  );
  expect(err.statusCode).toBe(404);
  expect(err.messageKey).toBe('transition.notFound');
  expect(err.params.entity).toEqual(['Payroll month', '薪资月']);
  // Jobs have theirs ("The job does not exist").
  const own = await failure(
    withTransaction(ctx(), (tx) =>
      transition(tx, { machine: jobMachine, table: 't_job', id: 999999, action: 'publish', actor }),
    ),
  );
  expect([own.statusCode, own.messageKey]).toEqual([404, 'job.notFound']);
});

test('the 409 names the entity, its state, the states the action starts from, the target and the action — en and zh', async () => {
  const id = await insert('t_contract', 'expired');
  const put = (lang: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/test/contractOrder/activate`,
      payload: { id },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': lang },
    });
  const en = await put('en');
  expect(en.statusCode).toBe(409);
  expect(en.json()).toMatchObject({
    code: 409,
    message: `Cannot activate contract order #${id}: it is expired, and only draft can become active.`,
  });
  const zh = await put('zh-CN');
  expect(zh.json().message).toBe(`无法激活合同订单 #${id}：当前状态为“已过期”，只有“草稿”可以变为“生效中”。`);
  expect(await stateOf('t_contract', id)).toBe('expired');

  const ok = await insert('t_contract', 'draft');
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/test/contractOrder/activate`,
    payload: { id: ok },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.json().data).toEqual({ id: ok, from: 'draft', to: 'active' });
  const [row] = await auditOf('contractOrder', ok);
  expect(row).toMatchObject({ actorId: 1, actorName: 'admin' });
});

test('bulk: one UPDATE, one audit row per record; any refusal or missing id → nothing changes', async () => {
  const ids = [await insert('t_job', 'draft'), await insert('t_job', 'draft'), await insert('t_job', 'draft')];
  const done = await withTransaction(ctx(), (tx) =>
    transitionMany(tx, { machine: jobMachine, table: 't_job', ids, action: 'publish', actor }),
  );
  expect(done.map((d) => d.to)).toEqual(['published', 'published', 'published']);
  for (const id of ids) expect(await auditOf('job', id)).toHaveLength(1);

  const mixed = [await insert('t_job', 'draft'), await insert('t_job', 'completed')];
  const err = await failure(
    withTransaction(ctx(), (tx) =>
      transitionMany(tx, { machine: jobMachine, table: 't_job', ids: mixed, action: 'publish', actor }),
    ),
  );
  expect(err.statusCode).toBe(409);
  expect(err.params.id).toBe(mixed[1]);
  expect([await stateOf('t_job', mixed[0]), await stateOf('t_job', mixed[1])]).toEqual(['draft', 'completed']);
  expect(await auditOf('job', mixed[0])).toHaveLength(0);

  const missing = await failure(
    withTransaction(ctx(), (tx) =>
      transitionMany(tx, {
        machine: jobMachine,
        table: 't_job',
        ids: [mixed[0], 999998, 999999],
        action: 'publish',
        actor,
      }),
    ),
  );
  expect(missing.statusCode).toBe(404);
  expect(missing.params.ids).toBe('999998, #999999');
  expect(await stateOf('t_job', mixed[0])).toBe('draft');
});

test('the walk runs on a registered table (its own state column, rows made by its sample)', async () => {
  const { allowed, refused } = await walkMachine(ctx(), invoiceMachine, actor);
  expect([allowed, refused]).toEqual([2, 4]);
  const scratch = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from pg_tables where tablename = 'walk_invoice'`),
  );
  expect(Number(scratch[0].n)).toBe(0);
});

test('a registered drizzle table: the state column is its own, patch columns move with the state', async () => {
  const [{ id }] = await t.db.insert(demoInvoice).values({ docStatus: 'draft' }).returning({ id: demoInvoice.id });
  const at = new Date('2026-03-02T01:30:00.000Z');
  // no `table`: the registered one is used
  await withTransaction(ctx(), (tx) =>
    transition(tx, {
      machine: invoiceMachine,
      id,
      action: 'issue',
      actor,
      patch: { invoiceNo: 'INV-0001', issuedAt: at },
    }),
  );
  const [row] = await t.db.select().from(demoInvoice).where(eq(demoInvoice.id, id));
  expect(row).toEqual({ id, docStatus: 'issued', invoiceNo: 'INV-0001', issuedAt: at });
  const err = await failure(
    withTransaction(ctx(), (tx) => transition(tx, { machine: invoiceMachine, id, action: 'issue', actor })),
  );
  expect(err.statusCode).toBe(409);
});

test('recordAudit writes History lines that are not state moves; changedFields lists what differs', async () => {
  const fields = changedFields(
    { name: 'A', phone: '91234567', at: new Date(0) },
    { name: 'A', phone: '81234567', at: new Date(0) },
  );
  expect(fields).toEqual({ phone: ['91234567', '81234567'] });
  expect(changedFields({ a: 1 }, { a: 1 })).toBeUndefined();
  await withTransaction(ctx(), (tx) =>
    recordAudit(tx, [
      { entity: 'job', entityId: 424242, action: 'created', to: 'draft', actor },
      { entity: 'job', entityId: 424242, action: 'edited', actor, data: { fields } },
    ]),
  );
  const rows = await auditOf('job', 424242);
  expect(rows.map((r) => [r.action, r.fromState, r.toState, r.data])).toEqual([
    ['created', null, 'draft', null],
    ['edited', null, null, { fields: { phone: ['91234567', '81234567'] } }],
  ]);
});

test('generated routes: PUT /<entity>/<action> per user action with its own rule; effects share the transaction', async () => {
  const put = (action: string, payload: object, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/scratch/job/${action}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const id = await insert('t_job', 'draft');
  const res = await put('publish', { id });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    code: 0,
    message: `Done: Job #${id} is now published`,
    data: { id, from: 'draft', to: 'published', status: 'published' },
  });
  const routes = t.app.apiRoutes.filter((r) => r.url.startsWith(`${API}/scratch/job/`));
  expect(routes.map((r) => [r.url.split('/').pop(), r.protection.rule])).toEqual([
    ['publish', 'api/v1/workforce/job/publish'],
    ['close', 'api/v1/workforce/job/close'],
    ['cancel', 'api/v1/workforce/job/cancel'],
  ]);
  expect((await put('fill', { id })).statusCode).toBe(404); // system actions have no route

  expect((await put('cancel', { id })).statusCode).toBe(400); // reason required
  expect((await put('cancel', { id, reason: 'Client called off', extra: 1 })).statusCode).toBe(400);
  expect((await put('cancel', { id, reason: 'Client called off' })).statusCode).toBe(200);
  expect((await auditOf('job', id)).map((r) => r.action)).toEqual(['publish', 'cancel', 'edited']);

  const done = await insert('t_job', 'completed');
  expect((await put('close', { id: done, reason: 'refuse' })).statusCode).toBe(409);
  expect(await stateOf('t_job', done)).toBe('completed');
  expect(await auditOf('job', done)).toHaveLength(0);

  await createUser(t.db, { userName: 'norules', dept: 'IT', roles: ['common'] });
  const plain = await t.login('norules', TEST_USER_PASSWORD);
  expect((await put('close', { id: done }, plain)).statusCode).toBe(403);
  expect(await stateOf('t_job', done)).toBe('completed');
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
onPostgres('two concurrent moves of one row are serialised by the row lock: one wins, the other gets 409', async () => {
  const id = await insert('t_contract', 'draft');
  let second: Promise<unknown> = Promise.resolve();
  const first = withTransaction(ctx(), async (tx) => {
    await transition(tx, { machine: contractOrderMachine, table: 't_contract', id, action: 'activate', actor });
    second = withTransaction(ctx(), (tx2) =>
      transition(tx2, { machine: contractOrderMachine, table: 't_contract', id, action: 'activate', actor }),
    );
    second.catch(() => {}); // awaited below
    // Hold the lock until the second transaction is waiting on it.
    for (let i = 0; i < 400; i++) {
      const [w] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (Number(w.n) > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the second transaction never waited for the lock');
  });
  await first;
  const err = await failure(second);
  expect(err.statusCode).toBe(409);
  expect(await stateOf('t_contract', id)).toBe('active');
  expect(await auditOf('contractOrder', id)).toHaveLength(1);
});
