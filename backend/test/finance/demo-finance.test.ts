/** The finance demo data (DEMO=1), made through the services: clients, departments, positions, orders in every state but terminated. */
import { addDays, sgDate } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/migrate';
import { finClient, finContractDept, finPosition, wfCertificateType } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 180_000);
afterAll(() => t.close());

test('12 clients across the sectors, 30 departments, positions with certificate requirements', async () => {
  const clients = await t.db.select().from(finClient);
  expect(clients).toHaveLength(12);
  expect(clients.filter((c) => c.status === 'suspended')).toHaveLength(1);
  expect(await t.db.select().from(finContractDept)).toHaveLength(30);
  const positions = await t.db.select().from(finPosition);
  expect(positions.some((p) => (p.certificateTypeIds ?? []).length > 0)).toBe(true);
  // Required types are the demo's own, found by name (not ids assumed to be 1–6).
  const typeName = new Map((await t.db.select().from(wfCertificateType)).map((c) => [c.id, c.name]));
  const requires = (name: string) =>
    (positions.find((p) => p.name === name)?.certificateTypeIds ?? []).map((id) => typeName.get(id)).sort();
  expect(requires('Forklift operator')).toEqual(['Basic Safety Course', 'Forklift']);
  expect(requires('Patient care assistant')).toEqual(['Basic Patient Care', 'First Aid / CPR-AED']);
  expect(requires('Barista')).toEqual(['Food Hygiene']);
  expect(requires('Usher')).toEqual([]);
  // Owned by a Finance staff member, so department-scoped roles see them.
  expect(new Set(clients.map((c) => c.deptId)).size).toBe(1);
  expect(clients[0].deptId).not.toBeNull();
});

test('orders: active, expired and draft, each state reached through transition (audited)', async () => {
  const byStatus = rowsOf<{ status: string; n: number }>(
    await t.db.execute(sql`select status, count(*)::int as n from fin_contract_order group by status`),
  );
  const n = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  expect(n).toMatchObject({ active: 30, expired: 30 });
  expect(n.draft).toBeGreaterThan(0);
  expect(n.terminated).toBeUndefined();
  const audited = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'contractOrder' and action = 'expire'`,
    ),
  );
  expect(Number(audited[0].n)).toBeGreaterThanOrEqual(30);
  const A = api(t, (await adminToken(t)).token);
  const list = (await A.get('/finance/contractOrder/list?status=active&pageSize=1')).json().data;
  expect(list.total).toBe(30);
  expect(list.list[0].rates.length).toBeGreaterThan(0);
  expect(list.list[0].rates[0].markupBp).toBeGreaterThan(0);
});

test('payroll: the months before this one approved (the oldest paid), this one in review; the wallets still equal their ledgers', async () => {
  const months = rowsOf<{ month: string; status: string; workers: number }>(
    await t.db.execute(sql`select month, status, workers from fin_payroll_month order by month`),
  );
  expect(months.length).toBeGreaterThanOrEqual(2);
  const current = months.at(-1);
  expect(current?.status).toBe('review');
  expect(months[0].status).toBe('paid');
  expect(months.slice(1, -1).every((m) => m.status === 'approved')).toBe(true);
  // The current month may have no verified work yet in its first days.
  expect(months.slice(0, -1).every((m) => Number(m.workers) > 0)).toBe(true);
  expect(rowsOf(await t.db.execute(sql`select * from fin_wallet_mismatches()`))).toEqual([]);
  // A closed month settled the CPF its wallets held.
  const [held] = rowsOf<{ pending: string }>(
    await t.db.execute(
      sql`select coalesce(sum(pending_delta), 0) as pending from fin_wallet_transaction where month = ${months[0].month}`,
    ),
  );
  expect(Number(held.pending)).toBe(0);
});

test('payroll (issue 32): the two calendar months before this one closed (the older paid) with work from their first days, this one in review', async () => {
  const current = sgDate(new Date()).slice(0, 7);
  const previous = addDays(`${current}-01`, -1).slice(0, 7);
  const before = addDays(`${previous}-01`, -1).slice(0, 7);
  const months = rowsOf<{ month: string; status: string; workers: number }>(
    await t.db.execute(sql`select month, status, workers from fin_payroll_month order by month`),
  );
  expect(months.map((m) => [m.month, m.status])).toEqual([
    [before, 'paid'],
    [previous, 'approved'],
    [current, 'review'],
  ]);
  expect(months.slice(0, 2).every((m) => Number(m.workers) > 0)).toBe(true);
  // Verified work (now credited or paid) from the first days of both closed months.
  const worked = rowsOf<{ month: string; first: string; n: number }>(
    await t.db.execute(sql`
      select to_char(shift_date, 'YYYY-MM') as month, min(shift_date)::text as first, count(*)::int as n
        from wf_work_record where status in ('verified', 'credited', 'paid') and shift_date < ${`${current}-01`}
       group by 1 order by 1`),
  );
  expect(worked.map((w) => w.month)).toEqual([before, previous]);
  for (const w of worked) {
    expect([w.month, w.first <= `${w.month}-05`]).toEqual([w.month, true]);
    expect(Number(w.n)).toBeGreaterThan(5);
  }
  // Nothing of the older month still waits for its punches or a verifier.
  const [open] = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      select count(*)::int as n from wf_work_record
       where shift_date < ${`${previous}-01`} and status in ('scheduled', 'clocked_in', 'clocked_out', 'pending_verification')`),
  );
  expect(Number(open.n)).toBe(0);
});

test('a correction after approval (issue 29): the invoiced timesheet keeps what was signed; a credit note and an open deduction follow', async () => {
  const [a] = rowsOf<{
    timesheet_id: number;
    bill_amount: number;
    pay_amount: number;
    note_id: number;
    payroll_item_id: number;
  }>(await t.db.execute(sql`select * from wf_timesheet_adjustment order by id limit 1`));
  expect(Number(a.bill_amount)).toBeLessThan(0);
  const A = api(t, (await adminToken(t)).token);
  const ts = (await A.get(`/workforce/timesheet/get?id=${a.timesheet_id}`)).json().data;
  expect(ts.status).toBe('invoiced');
  expect(ts.adjustments).toHaveLength(1);
  expect(ts.adjustments[0].noteNumber).toMatch(/^CN-/);
  const note = (await A.get(`/finance/invoice/get?id=${a.note_id}`)).json().data;
  expect(note).toMatchObject({ kind: 'credit_note', status: 'issued', subtotal: -Number(a.bill_amount) });
  const item = (await A.get(`/finance/payroll/item/get?id=${a.payroll_item_id}`)).json().data;
  expect(item).toMatchObject({
    kind: 'deduction',
    deductionType: 'overpayment',
    amount: -Number(a.pay_amount),
    status: 'open',
  });
});
