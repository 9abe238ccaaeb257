/**
 * Invoices under concurrent requests (issue 30, done means 3): two issues at once get
 * consecutive numbers of the series, no gap and no duplicate; two generates of one timesheet at
 * once bill its records once; two payments that together exceed the balance cannot both land.
 * Meant for PostgreSQL (TEST_DATABASE_URL), where the requests really run side by side; on PGlite
 * the same holds.
 */
import type { api } from '../support/http';
import { billableMonth, withSupplierApp } from './invoice-fixtures';

let A: ReturnType<typeof api>;
withSupplierApp((_, a) => {
  A = a;
});

async function draft(day: string): Promise<number> {
  const { timesheetId } = await billableMonth(A, [day]);
  const r = await A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

const seq = (n: string) => Number(n.slice(-6));

test('two issues at once: consecutive numbers, no gap, no duplicate', async () => {
  const numbers: string[] = [];
  for (let round = 0; round < 4; round++) {
    const ids = [await draft('2026-11-02'), await draft('2026-11-03')];
    const answers = await Promise.all(ids.map((id) => A.put('/finance/invoice/issue', { id })));
    for (const a of answers) expect(a.json().code).toBe(0);
    const got = answers.map((a) => a.json().data.number as string).sort();
    expect(seq(got[1]) - seq(got[0])).toBe(1);
    numbers.push(...got);
  }
  const sorted = numbers.map(seq).sort((a, b) => a - b);
  expect(new Set(sorted).size).toBe(sorted.length);
  expect(sorted[sorted.length - 1] - sorted[0]).toBe(sorted.length - 1);
  const year = numbers[0].slice(4, 8);
  const report = (await A.get(`/finance/invoice/sequence?kind=invoice&year=${year}`)).json().data;
  expect(report).toMatchObject({ missing: [], duplicates: [] });
});

test('two generates of one timesheet at once: its records are billed once', async () => {
  for (let round = 0; round < 3; round++) {
    const { timesheetId, records } = await billableMonth(A, ['2026-11-05', '2026-11-06']);
    const answers = await Promise.all(
      [0, 1].map(() => A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.filter((a) => a.statusCode === 200)[0].json().data;
    const billed = winner.lines.flatMap((l: { recordIds: number[] }) => l.recordIds);
    expect([...new Set(billed)].sort()).toEqual([...records].sort());
    const drafts = (await A.get(`/finance/invoice/list?contractDeptId=${winner.contractDeptId}`)).json().data;
    expect(drafts.total).toBe(1);
  }
});

test('two payments that together exceed the balance: one lands, the other is refused', async () => {
  const id = await draft('2026-11-09');
  const inv = (await A.put('/finance/invoice/issue', { id })).json().data;
  const amount = Math.ceil(inv.total * 0.6);
  const answers = await Promise.all(
    ['A', 'B'].map((ref) =>
      A.post('/finance/invoice/pay', { id, date: inv.issueDate, method: 'giro', reference: ref, amount }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  const after = (await A.get(`/finance/invoice/get?id=${id}`)).json().data;
  expect(after).toMatchObject({ paid: amount, balance: inv.total - amount, paymentStatus: 'partially_paid' });
  expect(after.payments).toHaveLength(1);
});
