/**
 * Corrections after the client's approval (issue 29, POST timesheet/adjust): the record keeps what
 * was signed; the difference is an entry with its reason that reaches the invoice as a credit or
 * debit note (waiting for the invoice while it is not issued) and payroll as a payroll item. An
 * invoice with a standing note is voided only after it, and the next invoice posts the note anew.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { api } from '../support/http';
import { approvedTimesheet, billableMonth, verifiedRecord, withSupplierApp } from '../finance/invoice-fixtures';
import { activeWorker, assignOne, makeTerms, publishedJob, sg } from './job-fixtures';

let A: ReturnType<typeof api>;
withSupplierApp((_, a) => {
  A = a;
});

// biome-ignore lint/suspicious/noExplicitAny: test convenience, as InjectResponse.json()
type Json = Record<string, any>;
const ok = async (r: Promise<{ json(): { code: number; data: unknown }; body: string }>) => {
  const res = await r;
  if (res.json().code !== 0) throw new Error(res.body);
  return res.json().data as Json;
};
const sheet = async (id: number) => ok(A.get(`/workforce/timesheet/get?id=${id}`));
const invoice = async (id: number) => ok(A.get(`/finance/invoice/get?id=${id}`));
const item = async (id: number) => ok(A.get(`/finance/payroll/item/get?id=${id}`));
const adjust = (body: Json) => A.post('/workforce/timesheet/adjust', body);
const DAY = '2026-10-06';
/** The work record's own preview of the same punches: what an edit would store. */
const previewOf = (b: Json) =>
  ok(
    A.post('/workforce/workRecord/preview', {
      id: b.recordId,
      clockInAt: b.clockInAt,
      clockOutAt: b.clockOutAt,
      ...(b.earlyStartApproved ? { earlyStartApproved: true } : {}),
    }),
  );

test('after approval a correction is an adjustment that leaves the signed record as it was', async () => {
  const { timesheetId, records } = await billableMonth(A, [DAY]);
  const before = await sheet(timesheetId);
  const body = {
    id: timesheetId,
    recordId: records[0],
    clockInAt: sg(DAY, '09:00'),
    clockOutAt: sg(DAY, '18:00'),
    reason: 'The client’s gate log shows the worker left at 18:00',
  };
  const res = await adjust(body);
  expect(res.json().code).toBe(0);
  expect(res.body).toMatch(/Adjustment recorded/);
  const after = res.json().data as Json;
  // What the client signed stays: the state, the rows, the totals and the signed hash.
  expect(after).toMatchObject({
    status: 'approved',
    billAmount: before.billAmount,
    payAmount: before.payAmount,
    signedHash: before.signedHash,
    version: before.version,
  });
  expect(after.records[0].billAmount).toBe(before.records[0].billAmount);

  // The difference is what the same rules give for the corrected punches, against what was signed.
  const preview = await previewOf(body);
  const [a] = after.adjustments;
  expect(a).toMatchObject({
    workRecordId: records[0],
    billAmount: preview.billAmount - before.records[0].billAmount,
    payAmount: preview.payAmount - before.records[0].payAmount,
    billMinutes: preview.billMinutes - before.records[0].billMinutes,
    reason: body.reason,
    noteId: null,
  });
  // The worked example signed 09:08–19:07: billed 8 h at $18 and 1 h of overtime at $27, paid
  // 8 h at $12 and 45 min of overtime at $18 (the late start rounded to 09:15). 09:00–18:00 is 8 h
  // with no overtime either way.
  expect(a).toMatchObject({ billAmount: -2_700, payAmount: -1_350, billMinutes: -60 });
  // Paid less than was signed: recovered as an overpayment deduction.
  expect(await item(a.payrollItemId)).toMatchObject({
    kind: 'deduction',
    deductionType: 'overpayment',
    amount: -a.payAmount,
    originMonth: '2026-10',
    status: 'open',
  });

  // The same punches again change nothing against the record as corrected.
  const again = await adjust(body);
  expect(again.statusCode).toBe(400);
  expect(again.body).toMatch(/nothing to adjust/);

  const history = (await A.get(`/system/audit/history?entity=timesheet&entityId=${timesheetId}`)).json().data;
  expect(history[0]).toMatchObject({ action: 'adjustedAfterApproval', reason: body.reason });
  const recordHistory = (await A.get(`/system/audit/history?entity=workRecord&entityId=${records[0]}`)).json().data;
  expect(recordHistory[0].action).toBe('adjustedAfterApproval');
});

test('the invoice bills what was signed; issuing it posts the waiting credit note, later corrections get theirs at once', async () => {
  const { timesheetId, records } = await billableMonth(A, [DAY]);
  const signed = (await sheet(timesheetId)).records[0];
  const down = await ok(
    adjust({
      id: timesheetId,
      recordId: records[0],
      clockInAt: sg(DAY, '09:00'),
      clockOutAt: sg(DAY, '18:00'),
      reason: 'Left at 18:00',
    }),
  );
  const credit = down.adjustments[0];

  const draft = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  expect(draft.subtotal).toBe(signed.billAmount);
  const issued = await ok(A.put('/finance/invoice/issue', { id: draft.id }));
  const noted = (await sheet(timesheetId)).adjustments[0];
  expect(noted.noteId).toEqual(expect.any(Number));
  const note = await invoice(noted.noteId);
  expect(note).toMatchObject({ kind: 'credit_note', status: 'issued', originalId: issued.id, subtotal: -credit.billAmount });
  expect(note.number).toBe(noted.noteNumber);
  expect(note.lines[0]).toMatchObject({ type: 'adjustment', amount: -credit.billAmount, reason: 'Left at 18:00' });
  // The credit went onto the invoice it corrects.
  expect((await invoice(issued.id)).credited).toBe(note.total);

  // More than the record now stands at (signed plus the first correction): a debit note at once.
  const up = {
    id: timesheetId,
    recordId: records[0],
    clockInAt: sg(DAY, '08:00'),
    clockOutAt: sg(DAY, '19:00'),
    earlyStartApproved: true,
    reason: 'The supervisor confirms an approved 08:00 start',
  };
  const preview = await previewOf(up);
  const res = await ok(adjust(up));
  expect(res.status).toBe('invoiced');
  const debit = res.adjustments[1];
  expect(debit.billAmount).toBe(preview.billAmount - (signed.billAmount + credit.billAmount));
  expect(debit.payAmount).toBe(preview.payAmount - (signed.payAmount + credit.payAmount));
  expect(debit.billAmount).toBeGreaterThan(0);
  const debitNote = await invoice(debit.noteId);
  expect(debitNote).toMatchObject({ kind: 'debit_note', status: 'issued', subtotal: debit.billAmount });
  expect(await item(debit.payrollItemId)).toMatchObject({ kind: 'backPay', amount: debit.payAmount });
});

test('refused: a timesheet not approved yet (409), a record not on it, an empty reason, an older version', async () => {
  const { terms, records, timesheetId } = await billableMonth(A, [DAY]);
  const other = await billableMonth(A, [DAY]);
  const body = {
    id: timesheetId,
    recordId: records[0],
    clockInAt: sg(DAY, '09:00'),
    clockOutAt: sg(DAY, '18:00'),
    reason: 'Left early',
  };
  const notOn = await adjust({ ...body, recordId: other.records[0] });
  expect(notOn.statusCode).toBe(400);
  expect(notOn.body).toMatch(/is not on timesheet/);
  expect((await adjust({ ...body, reason: '   ' })).statusCode).toBe(400);
  const stale = await adjust({ ...body, version: (await sheet(timesheetId)).version - 1 });
  expect(stale.statusCode).toBe(409);
  const outBeforeIn = await adjust({ ...body, clockOutAt: sg(DAY, '08:00') });
  expect(outBeforeIn.statusCode).toBe(400);

  // A draft: corrections go through the work record, not as adjustments.
  const day = '2026-10-13';
  const id = await verifiedRecord(A, terms, day);
  const g = await ok(A.post('/workforce/timesheet/generate', { contractDeptId: terms.contractDeptId, period: '2026-10' }));
  const draft = await adjust({ ...body, id: g.id, recordId: id, clockInAt: sg(day, '09:00'), clockOutAt: sg(day, '18:00') });
  expect(draft.statusCode).toBe(409);
  expect(draft.body).toMatch(/until the client approves it/);
  expect((await sheet(g.id)).adjustments).toEqual([]);
});

test('an invoice with a correction’s note cannot be voided until the note is; billed again, the correction gets a new note', async () => {
  const { timesheetId, records } = await billableMonth(A, [DAY]);
  const draft = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  const issued = await ok(A.put('/finance/invoice/issue', { id: draft.id }));
  const up = await ok(
    adjust({
      id: timesheetId,
      recordId: records[0],
      clockInAt: sg(DAY, '08:00'),
      clockOutAt: sg(DAY, '19:00'),
      earlyStartApproved: true,
      reason: 'An approved 08:00 start',
    }),
  );
  const debit = up.adjustments[0];
  const debitNote = await invoice(debit.noteId);
  expect(debitNote).toMatchObject({ kind: 'debit_note', status: 'issued', originalId: issued.id });

  // The debit note bills a difference from this invoice: the invoice cannot go first.
  const refused = await A.put('/finance/invoice/void', { id: issued.id, reason: 'Wrong purchase order' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    `Invoice ${issued.number} has notes that stand (${debitNote.number}): void them first`,
  );
  expect((await invoice(issued.id)).status).toBe('issued');

  await ok(A.put('/finance/invoice/void', { id: debitNote.id, reason: 'Wrong purchase order' }));
  // A void note is no note: the timesheet shows the correction waiting again.
  expect((await sheet(timesheetId)).adjustments[0]).toMatchObject({ noteId: null, noteNumber: null });
  await ok(A.put('/finance/invoice/void', { id: issued.id, reason: 'Wrong purchase order' }));
  // Billed again: the new invoice bills what was signed, and its issue posts the correction's note anew.
  const again = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  expect(again.subtotal).toBe(issued.subtotal);
  const reissued = await ok(A.put('/finance/invoice/issue', { id: again.id }));
  const noted = (await sheet(timesheetId)).adjustments[0];
  expect(noted.noteId).not.toBe(debitNote.id);
  expect(await invoice(noted.noteId)).toMatchObject({
    kind: 'debit_note',
    status: 'issued',
    originalId: reissued.id,
    subtotal: debit.billAmount,
  });
});

test('records the client has keep their numbers when another record of their week changes; the week’s overtime lands on the changed one', async () => {
  // One worker, one ISO week: Tuesday to Saturday for a monthly client whose timesheet is approved,
  // Monday for another client, on no timesheet yet.
  const signedTerms = await makeTerms(A, {}, { billingFrequency: 'monthly' });
  const otherTerms = await makeTerms(A, {}, { billingFrequency: 'monthly' });
  const w = await activeWorker(A);
  const shift = async (terms: typeof signedTerms, day: string, out: string) => {
    const id = await assignOne(A, await publishedJob(A, terms, day, '09:00', '19:00'), w);
    await ok(A.put('/workforce/workRecord/edit', { id, clockInAt: sg(day, '09:00'), clockOutAt: sg(day, out), reason: 'sheet' }));
    return id;
  };
  const monday = await shift(otherTerms, '2026-10-05', '11:00');
  const held: number[] = [];
  for (const day of ['2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10'])
    held.push(await shift(signedTerms, day, '19:00'));
  await ok(A.put('/workforce/workRecord/verify', { ids: held }));
  const timesheetId = await approvedTimesheet(A, signedTerms, '2026-10');
  const record = (id: number) => ok(A.get(`/workforce/workRecord/get?id=${id}`));
  const before = await Promise.all(held.map(record));
  const sheetBefore = await sheet(timesheetId);
  const mondayBefore = await record(monday);

  // Monday turns out to be a full day: the week passes 44 hours by more than before.
  await ok(
    A.put('/workforce/workRecord/edit', {
      id: monday,
      clockInAt: sg('2026-10-05', '09:00'),
      clockOutAt: sg('2026-10-05', '19:00'),
      reason: 'The client’s sheet shows a full day',
    }),
  );
  const after = await Promise.all(held.map(record));
  // What the client signed does not move: numbers, versions, the timesheet's totals.
  expect(after).toEqual(before);
  const sheetAfter = await sheet(timesheetId);
  expect({ bill: sheetAfter.billAmount, pay: sheetAfter.payAmount }).toEqual({
    bill: sheetBefore.billAmount,
    pay: sheetBefore.payAmount,
  });
  // The held days count first in the week, so the extra hours are Monday's overtime.
  const m = await record(monday);
  expect(m.normalMinutes + m.otMinutes).toBe(m.payMinutes);
  expect(m.otMinutes).toBeGreaterThan(mondayBefore.otMinutes);
  // Five signed days of 8 normal hours, then Monday's 4: the week's 44, nothing over it, nothing lost.
  expect([m, ...after].reduce((n, r) => n + r.normalMinutes, 0)).toBe(44 * 60);
  expect(m).toMatchObject({ normalMinutes: 4 * 60, otMinutes: m.payMinutes - 4 * 60 });
});
