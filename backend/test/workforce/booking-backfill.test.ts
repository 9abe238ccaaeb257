/**
 * Migration 0010 on a database that already has jobs and work records (made by the release before
 * bookings): every record gets the booking staff assignment makes today — confirmed for a
 * scheduled record, cancelled (with who and why) for a cancelled one, converted for the rest —
 * and the starts keep their instants at millisecond precision. PGlite; PostgreSQL with
 * TEST_DATABASE_URL (a database of its own).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { MIGRATIONS_DIR, migrate, rowsOf } from '../../src/db/migrate';

let database: Database;
let dropDb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    database = await openDatabase({ pgliteDir: 'memory' });
    return;
  }
  const name = `shiftdesk_test_${Date.now().toString(36)}_${process.pid}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: u.toString() });
  dropDb = async () => {
    const a = new Client({ connectionString: url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
}, 120_000);
afterAll(async () => {
  await database?.close();
  await dropDb?.();
});

/** Applies the migrations up to and including `last`, as a release that ended there would. */
async function migrateUntil(last: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-migrations-'));
  try {
    fs.mkdirSync(path.join(dir, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === last);
    journal.entries = journal.entries.slice(0, upTo + 1);
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries)
      fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    await migrate(database.db, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('existing work records get their bookings; starts keep their instant', async () => {
  const db = database.db;
  await migrateUntil('0009_jobs_work_records');
  const run = (q: string) => db.execute(sql.raw(q));
  await run(`insert into fin_client (name, uen, billing_address, billing_email, billing_frequency)
    values ('Backfill Pte Ltd', '201912345K', '1 Road', 'ap@backfill.sg', 'monthly')`);
  await run(`insert into fin_contract_dept (client_id, name, site_address, postal_code)
    select id, 'Main', '1 Road', '018956' from fin_client`);
  await run(`insert into fin_position (name) values ('Crew')`);
  await run(`insert into fin_contract_order (number, contract_dept_id, valid_from, valid_to, status, policy)
    select 'CO-1', id, '2026-01-01', '2026-12-31', 'active', '{}'::jsonb from fin_contract_dept`);
  await run(`insert into wf_worker (name, nric, date_of_birth, gender, nationality, residency, phone, engagement_type, status)
    values ('Tan Ah Kow', 'S1234567D', '1990-01-01', 'male', 'Singaporean', 'citizen', '+6591234567', 'contractor', 'active'),
           ('Lim Mei', 'S7654321A', '1992-01-01', 'female', 'Singaporean', 'citizen', '+6591234568', 'contractor', 'active'),
           ('Ng Boon', 'S1111111J', '1993-01-01', 'male', 'Singaporean', 'citizen', '+6591234569', 'contractor', 'active')`);
  await run(`insert into wf_job (code, contract_order_id, contract_dept_id, client_id, position_id, title, shift_date, start_at, end_at,
      break_minutes, break_paid, headcount, assigned, pay_rate, bill_rate, policy, status)
    select 'J-2026-000001', o.id, o.contract_dept_id, d.client_id, p.id, 'Crew', '2026-12-01',
      '2026-12-01T01:00:00.123456Z', '2026-12-01T10:00:00Z', 60, false, 3, 2, 1200, 1800, '{}'::jsonb, 'published'
    from fin_contract_order o join fin_contract_dept d on d.id = o.contract_dept_id cross join fin_position p`);
  await run(`insert into wf_work_record (job_id, worker_id, client_id, contract_dept_id, shift_date, scheduled_start_at,
      scheduled_end_at, break_minutes, break_paid, status, cancelled_by, reason)
    select j.id, w.id, j.client_id, j.contract_dept_id, j.shift_date, j.start_at, j.end_at, 60, false,
      case w.name when 'Tan Ah Kow' then 'scheduled' when 'Lim Mei' then 'cancelled' else 'verified' end,
      case w.name when 'Lim Mei' then 'worker' end,
      case w.name when 'Lim Mei' then 'Exam' else '' end
    from wf_job j cross join wf_worker w`);

  await migrate(db);

  const bookings = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select w.name, b.source, b.status, b.cancelled_by, b.reason, b.work_record_id = r.id as linked,
        b.start_at = date_trunc('milliseconds', r.scheduled_start_at) as same_start
      from wf_booking b join wf_worker w on w.id = b.worker_id join wf_work_record r on r.id = b.work_record_id
      order by w.name`),
  );
  expect(bookings).toEqual([
    {
      name: 'Lim Mei',
      source: 'staff_assign',
      status: 'cancelled',
      cancelled_by: 'worker',
      reason: 'Exam',
      linked: true,
      same_start: true,
    },
    {
      name: 'Ng Boon',
      source: 'staff_assign',
      status: 'converted',
      cancelled_by: null,
      reason: '',
      linked: true,
      same_start: true,
    },
    {
      name: 'Tan Ah Kow',
      source: 'staff_assign',
      status: 'confirmed',
      cancelled_by: null,
      reason: '',
      linked: true,
      same_start: true,
    },
  ]);
  // The start is now kept to the millisecond (the pager's cursor can name it).
  const [job] = rowsOf<{ start: string }>(
    await db.execute(sql`select to_char(start_at at time zone 'UTC', 'HH24:MI:SS.US') as start from wf_job`),
  );
  expect(job.start).toBe('01:00:00.123000');
});
