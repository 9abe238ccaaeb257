/**
 * Invoices after issue (issue 30): a draft's adjustment lines, payments (partial, never above the
 * balance), credit notes (chosen lines, own series, applied to the original or another invoice
 * of the client; a partial credit never makes an invoice paid), debit notes, voiding (refused
 * once money is applied; the number stays used and the records can be billed again), the number
 * sequence report, receivables ageing, and the InvoiceNow XML agreeing with the document.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { XMLParser } from 'fast-xml-parser';
import { sgDate } from '../../src/core/base/time';
import type { api } from '../support/http';
import { approvedTimesheet, billableMonth, verifiedRecord, withSupplierApp } from './invoice-fixtures';

let A: ReturnType<typeof api>;
withSupplierApp((_, a) => {
  A = a;
});

const get = async (id: number) => (await A.get(`/finance/invoice/get?id=${id}`)).json().data;
const ok = async (r: Promise<{ json(): { code: number; data: unknown }; body: string }>) => {
  const res = await r;
  if (res.json().code !== 0) throw new Error(res.body);
  // biome-ignore lint/suspicious/noExplicitAny: test convenience, as InjectResponse.json()
  return res.json().data as Record<string, any>;
};

/** An issued invoice of one client's month (`days` of the worked example's shift). */
async function issuedInvoice(days: string[], client: Record<string, unknown> = {}) {
  const { terms, records, timesheetId } = await billableMonth(A, days, client);
  const draft = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  const inv = await ok(A.put('/finance/invoice/issue', { id: draft.id }));
  return { terms, records, timesheetId, inv };
}

test('a draft takes adjustment lines with reasons; totals follow; an old version is refused', async () => {
  const { timesheetId } = await billableMonth(A, ['2026-11-03']);
  const draft = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  expect(draft.subtotal).toBe(17_100);
  const edited = await ok(
    A.put('/finance/invoice/edit', {
      id: draft.id,
      version: draft.version,
      adjustments: [
        { description: 'Safety shoes supplied', amount: 2_500, reason: 'Agreed with the client on site' },
        { description: 'Goodwill discount', amount: -1_000, reason: 'Late roster last week' },
      ],
    }),
  );
  expect(edited.subtotal).toBe(17_100 + 2_500 - 1_000);
  expect(edited.lines.filter((l: { type: string }) => l.type === 'adjustment')).toHaveLength(2);
  expect(edited.lines.at(-1)).toMatchObject({
    description: 'Goodwill discount',
    amount: -1_000,
    reason: 'Late roster last week',
  });
  const stale = await A.put('/finance/invoice/edit', { id: draft.id, version: draft.version, adjustments: [] });
  expect(stale.statusCode).toBe(409);
  // Below zero is refused and nothing changes.
  const negative = await A.put('/finance/invoice/edit', {
    id: draft.id,
    adjustments: [{ description: 'x', amount: -50_000, reason: 'typo' }],
  });
  expect(negative.statusCode).toBe(400);
  expect((await get(draft.id)).subtotal).toBe(18_600);
  // A reason is required (schema).
  const noReason = await A.put('/finance/invoice/edit', {
    id: draft.id,
    adjustments: [{ description: 'x', amount: 1, reason: '' }],
  });
  expect(noReason.statusCode).toBe(400);
  const history = await ok(A.get(`/system/audit/history?entity=invoice&entityId=${draft.id}`));
  expect((history as unknown as { action: string }[]).map((h) => h.action)).toEqual(['edited', 'created']);
});

test('payments: partial, then the rest; never above the balance; only on issued invoices', async () => {
  const { timesheetId } = await billableMonth(A, ['2026-11-04']);
  const draft = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  const onDraft = await A.post('/finance/invoice/pay', {
    id: draft.id,
    date: '2026-12-01',
    method: 'giro',
    reference: 'x',
    amount: 100,
  });
  expect(onDraft.statusCode).toBe(409);
  const inv = await ok(A.put('/finance/invoice/issue', { id: draft.id }));
  expect(inv.total).toBe(17_100 + 1_539);
  const part = await ok(
    A.post('/finance/invoice/pay', {
      id: inv.id,
      date: '2026-12-01',
      method: 'paynow',
      reference: 'PN-1',
      amount: 10_000,
    }),
  );
  expect(part).toMatchObject({ paid: 10_000, balance: 8_639, paymentStatus: 'partially_paid' });
  const over = await A.post('/finance/invoice/pay', {
    id: inv.id,
    date: '2026-12-02',
    method: 'giro',
    reference: 'G-2',
    amount: 8_640,
  });
  expect(over.statusCode).toBe(400);
  expect(over.json().message).toMatch(/S\$86\.39/);
  const rest = await ok(
    A.post('/finance/invoice/pay', { id: inv.id, date: '2026-12-02', method: 'giro', reference: 'G-2', amount: 8_639 }),
  );
  expect(rest).toMatchObject({ paid: 18_639, balance: 0, paymentStatus: 'paid' });
  expect(rest.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([
    [10_000, 'paynow'],
    [8_639, 'giro'],
  ]);
  // Paid in full: nothing more, and it cannot be voided.
  expect(
    (await A.post('/finance/invoice/pay', { id: inv.id, date: '2026-12-03', method: 'cash', reference: '', amount: 1 }))
      .statusCode,
  ).toBe(400);
  const voided = await A.put('/finance/invoice/void', { id: inv.id, reason: 'wrong client' });
  expect(voided.statusCode).toBe(409);
  expect(voided.json().message).toMatch(/credit note/);
});

test('credit notes: chosen lines, own series, the original GST rate; a partial credit never pays; the rest applies elsewhere', async () => {
  const { inv, terms } = await issuedInvoice(['2026-11-05', '2026-11-06']);
  const ot = inv.lines.find((l: { type: string }) => l.type === 'ot');
  const cn = await ok(
    A.post('/finance/invoice/creditNote', { id: inv.id, lineIds: [ot.id], reason: 'OT not authorised by the client' }),
  );
  expect(cn).toMatchObject({
    kind: 'credit_note',
    status: 'issued',
    number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    originalId: inv.id,
    originalNumber: inv.number,
    subtotal: ot.amount,
    gstRateBp: 900,
    gst: 486,
    total: ot.amount + 486,
    reason: 'OT not authorised by the client',
    dueDate: null,
  });
  expect(cn.lines).toEqual([expect.objectContaining({ sourceLineId: ot.id, amount: ot.amount, type: 'ot' })]);
  const after = await get(inv.id);
  expect(after).toMatchObject({ credited: cn.total, paid: 0, balance: inv.total - cn.total, paymentStatus: 'unpaid' });
  expect(after.notes.map((n: { id: number }) => n.id)).toEqual([cn.id]);
  // The same line cannot be credited twice.
  const twice = await A.post('/finance/invoice/creditNote', { id: inv.id, lineIds: [ot.id], reason: 'again' });
  expect(twice.statusCode).toBe(409);

  // A credit bigger than what is owed: the rest stays on the note and applies to another invoice.
  await ok(
    A.post('/finance/invoice/pay', {
      id: inv.id,
      date: sgDate(new Date()),
      method: 'giro',
      reference: 'G',
      amount: after.balance - 100,
    }),
  );
  const normal = inv.lines.find((l: { type: string }) => l.type === 'normal');
  const big = await ok(
    A.post('/finance/invoice/creditNote', { id: inv.id, lineIds: [normal.id], reason: 'Rate was wrong' }),
  );
  expect(big.credited).toBe(100);
  expect(await get(inv.id)).toMatchObject({ balance: 0, paymentStatus: 'paid' });
  const left = big.total - big.credited;
  // Another client's invoice takes none of it.
  const { timesheetId } = await billableMonth(A, ['2026-11-09']);
  const otherClient = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  const foreign = await ok(A.put('/finance/invoice/issue', { id: otherClient.id }));
  const wrong = await A.put('/finance/invoice/applyCredit', {
    creditNoteId: big.id,
    invoiceId: foreign.id,
    amount: 100,
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toMatch(/same client/);
  // The same client's next month: the rest of the credit goes there, not one cent more.
  await verifiedRecord(A, terms, '2026-10-20');
  const october = await approvedTimesheet(A, terms, '2026-10');
  const next = await ok(
    A.put('/finance/invoice/issue', {
      id: (await ok(A.post('/finance/invoice/generate', { timesheetIds: [october] }))).id,
    }),
  );
  // The note has more credit left than the invoice owes: never more than the balance.
  expect(left).toBeGreaterThan(next.balance);
  const tooMuch = await A.put('/finance/invoice/applyCredit', {
    creditNoteId: big.id,
    invoiceId: next.id,
    amount: next.balance + 1,
  });
  expect(tooMuch.statusCode).toBe(400);
  const applied = await ok(
    A.put('/finance/invoice/applyCredit', { creditNoteId: big.id, invoiceId: next.id, amount: next.balance }),
  );
  expect(applied).toMatchObject({ credited: next.total, balance: 0, paid: 0 });
  expect(applied.allocations).toEqual([
    expect.objectContaining({ creditNoteId: big.id, creditNoteNumber: big.number, amount: next.total }),
  ]);
  expect(await get(big.id)).toMatchObject({ credited: 100 + next.total });
  // A credit note with credit applied cannot be voided.
  expect((await A.put('/finance/invoice/void', { id: big.id, reason: 'x' })).statusCode).toBe(409);
});

test('debit notes raise the amount as a receivable of their own', async () => {
  const { inv } = await issuedInvoice(['2026-11-10']);
  const dn = await ok(
    A.post('/finance/invoice/debitNote', {
      id: inv.id,
      lines: [{ description: 'Transport allowance omitted', amount: 5_000 }],
      reason: 'Missed on the timesheet',
    }),
  );
  expect(dn).toMatchObject({
    kind: 'debit_note',
    number: expect.stringMatching(/^DN-\d{4}-\d{6}$/),
    subtotal: 5_000,
    gst: 450,
    total: 5_450,
    balance: 5_450,
    paymentStatus: 'unpaid',
    dueDate: expect.any(String),
  });
  const paid = await ok(
    A.post('/finance/invoice/pay', {
      id: dn.id,
      date: sgDate(new Date()),
      method: 'giro',
      reference: 'DN',
      amount: 5_450,
    }),
  );
  expect(paid.paymentStatus).toBe('paid');
});

test('void: the number stays used, the records can be billed again; the sequence report shows no gap', async () => {
  const { inv, timesheetId, records } = await issuedInvoice(['2026-11-11']);
  const year = Number(inv.issueDate.slice(0, 4));
  const noReason = await A.put('/finance/invoice/void', { id: inv.id });
  expect(noReason.statusCode).toBe(400);
  await ok(A.put('/finance/invoice/void', { id: inv.id, reason: 'Issued to the wrong department' }));
  expect(await get(inv.id)).toMatchObject({ status: 'void', number: inv.number, balance: 0 });
  // Billed again on a new draft, which takes the next number at issue.
  const again = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  expect(again.lines[0].recordIds).toEqual(records);
  const reissued = await ok(A.put('/finance/invoice/issue', { id: again.id }));
  expect(Number(reissued.number.slice(-6))).toBeGreaterThan(Number(inv.number.slice(-6)));

  const report = await ok(A.get(`/finance/invoice/sequence?kind=invoice&year=${year}`));
  expect(report).toMatchObject({ series: `INV-${year}`, missing: [], duplicates: [] });
  expect(report.last).toBe(report.issued + report.void);
  expect(report.voided).toContainEqual({ id: inv.id, number: inv.number, reason: 'Issued to the wrong department' });
  // A draft never takes a number, so drafts do not count.
  const listed = (await A.get('/finance/invoice/list?status=draft&pageSize=100')).json().data.list;
  expect(listed.every((r: { number: string | null }) => r.number === null)).toBe(true);
});

test('receivables ageing by client, and the overdue filter', async () => {
  const { inv, terms } = await issuedInvoice(['2026-11-12'], { paymentTermsDays: 7 });
  const today = sgDate(new Date());
  const now = await ok(A.get(`/finance/invoice/ageing?clientId=${terms.clientId}`));
  expect(now).toMatchObject({
    asOf: today,
    list: [{ clientId: terms.clientId, current: inv.total, total: inv.total }],
  });
  const later = (days: number) =>
    new Date(Date.parse(`${inv.dueDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  for (const [days, bucket] of [
    [1, 'd1_30'],
    [45, 'd31_60'],
    [75, 'd61_90'],
    [91, 'd90_plus'],
  ] as const) {
    const a = await ok(A.get(`/finance/invoice/ageing?clientId=${terms.clientId}&asOf=${later(days)}`));
    expect(a.list[0][bucket]).toBe(inv.total);
    expect(a.totals.total).toBe(inv.total);
  }
  // Not overdue today (due in 7 days).
  const overdue = (await A.get(`/finance/invoice/list?overdue=true&clientId=${terms.clientId}`)).json().data;
  expect(overdue.total).toBe(0);
  const open = (await A.get(`/finance/invoice/list?paymentStatus=unpaid&clientId=${terms.clientId}`)).json().data;
  expect(open.list.map((r: { id: number }) => r.id)).toEqual([inv.id]);
});

test('InvoiceNow XML carries the number, dates, both parties, lines, GST and totals of the document', async () => {
  const { inv } = await issuedInvoice(['2026-11-13', '2026-11-16'], { gstRegistered: true, gstRegNo: 'M91234567X' });
  const r = await A.get(`/finance/invoice/xml?id=${inv.id}`);
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toMatch(/^application\/xml/);
  const doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(
    r.body,
  ).Invoice;
  const money = (c: number) => (c / 100).toFixed(2);
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { '#text': string })['#text'] : String(v));
  expect(doc.ID).toBe(inv.number);
  expect(doc.IssueDate).toBe(inv.issueDate);
  expect(doc.DueDate).toBe(inv.dueDate);
  const supplier = doc.AccountingSupplierParty.Party;
  const customer = doc.AccountingCustomerParty.Party;
  expect(text(supplier.PartyLegalEntity.CompanyID)).toBe('201812345D');
  expect(text(supplier.PartyTaxScheme.CompanyID)).toBe('M90312345A');
  expect(text(customer.PartyLegalEntity.CompanyID)).toBe(inv.customer.uen);
  expect(text(customer.PartyTaxScheme.CompanyID)).toBe('M91234567X');
  const lines = [doc.InvoiceLine].flat();
  expect(lines.map((l: { LineExtensionAmount: unknown }) => text(l.LineExtensionAmount))).toEqual(
    inv.lines.map((l: { amount: number }) => money(l.amount)),
  );
  expect(text(doc.TaxTotal.TaxAmount)).toBe(money(inv.gst));
  expect(text(doc.LegalMonetaryTotal.TaxExclusiveAmount)).toBe(money(inv.subtotal));
  expect(text(doc.LegalMonetaryTotal.TaxInclusiveAmount)).toBe(money(inv.total));
  expect(text(doc.LegalMonetaryTotal.PayableAmount)).toBe(money(inv.balance));
  // A draft has none.
  const { timesheetId } = await billableMonth(A, ['2026-11-17']);
  const draft = await ok(A.post('/finance/invoice/generate', { timesheetIds: [timesheetId] }));
  expect((await A.get(`/finance/invoice/xml?id=${draft.id}`)).statusCode).toBe(409);
});

test('generate refuses timesheets the client has not approved', async () => {
  const { terms } = await billableMonth(A, ['2026-11-18']);
  await verifiedRecord(A, terms, '2026-10-20');
  const g = await ok(
    A.post('/workforce/timesheet/generate', { contractDeptId: terms.contractDeptId, period: '2026-10' }),
  );
  const refused = await A.post('/finance/invoice/generate', { timesheetIds: [g.id] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/only approved timesheets/);
  expect((await A.post('/finance/invoice/generate', { timesheetIds: [999_999] })).statusCode).toBe(400);
});
