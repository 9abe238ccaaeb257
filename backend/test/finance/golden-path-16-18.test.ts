/**
 * Golden path steps 16–18 (shared/spec/golden-path.md) with its exact paths and field names, on a
 * timesheet approved by steps 13–15: a draft invoice from it, issued (number, dates, GST at the
 * rate in force, rounded once), and its PDF, whose text carries "Tax Invoice", the number, the
 * GST rate and the totals the API answered. The records are billed once: a second generate finds
 * nothing, and the timesheet is invoiced (locked). Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dueDateOf, gstCents } from '@shiftdesk/shared/rules';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { sgDate } from '../../src/core/base/time';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { billableMonth, setSupplier } from './invoice-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
}, 180_000);
afterAll(() => t.close());

test('steps 16–18: generate → issue → PDF, GST once on the total', async () => {
  // Two shifts of the worked example: 17,100 cents billed each.
  const { terms, records, timesheetId } = await billableMonth(A, ['2026-11-17', '2026-11-18'], {
    paymentTermsDays: 14,
  });

  // 16
  const generated = await A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] });
  expect(generated.json()).toMatchObject({
    code: 0,
    data: { id: expect.any(Number), status: 'draft', subtotal: 2 * 17_100, number: null, kind: 'invoice' },
  });
  const draft = generated.json().data;
  expect(draft.ids).toEqual([draft.id]);
  expect(draft.contractDeptId).toBe(terms.contractDeptId);
  // Lines by type: 960 normal minutes at 18.00 and 120 OT minutes at 27.00, covering both records.
  expect(
    draft.lines.map((l: { type: string; minutes: number; unitRate: number; amount: number }) => [
      l.type,
      l.minutes,
      l.unitRate,
      l.amount,
    ]),
  ).toEqual([
    ['normal', 960, 1800, 28_800],
    ['ot', 120, 2700, 5_400],
  ]);
  for (const l of draft.lines) {
    expect(l.recordIds).toEqual(records);
    expect(l.timesheetIds).toEqual([timesheetId]);
  }

  // Billed once: a second generate has nothing left; the timesheet is locked.
  const again = await A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] });
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toMatch(/no records left to invoice/);
  expect((await A.get(`/workforce/timesheet/get?id=${timesheetId}`)).json().data.status).toBe('invoiced');

  // 17 — refused until the supplier is known, then numbered.
  const early = await A.put('/finance/invoice/issue', { id: draft.id });
  expect(early.statusCode).toBe(400);
  expect(early.json().message).toMatch(/finance\.supplier\.name, finance\.supplier\.address/);
  expect((await A.get(`/finance/invoice/get?id=${draft.id}`)).json().data).toMatchObject({
    status: 'draft',
    number: null,
  });
  await setSupplier(A);
  const issued = await A.put('/finance/invoice/issue', { id: draft.id });
  const today = sgDate(new Date());
  const gst = gstCents(2 * 17_100, 900);
  expect(issued.json()).toMatchObject({
    code: 0,
    data: {
      status: 'issued',
      number: expect.stringMatching(new RegExp(`^INV-${today.slice(0, 4)}-\\d{6}$`)),
      issueDate: today,
      dueDate: dueDateOf(today, 14),
      gstRate: 9,
      gstRateBp: 900,
      subtotal: 34_200,
      gst,
      total: 34_200 + gst,
      balance: 34_200 + gst,
      paymentStatus: 'unpaid',
      overdue: false,
    },
  });
  expect(gst).toBe(3_078);
  const inv = issued.json().data;
  expect(inv.supplier).toMatchObject({ uen: '201812345D', gstRegNo: 'M90312345A' });
  // Issued is read-only.
  expect((await A.put('/finance/invoice/edit', { id: inv.id, adjustments: [] })).statusCode).toBe(409);
  expect((await A.put('/finance/invoice/issue', { id: inv.id })).statusCode).toBe(409);

  // 18
  const pdf = await A.get(`/finance/invoice/pdf?id=${inv.id}`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp18-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(inv.number);
  expect(text).toMatch(/GST 9%/);
  for (const cents of [inv.subtotal, inv.gst, inv.total]) expect(text).toContain(formatMoney(cents).replace('S$', ''));
});
