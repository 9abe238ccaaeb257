/**
 * Invoice documents (issue 30) on their own, without a database: the PDF read back with
 * poppler's pdftotext (heading, parties in Chinese, GST line, totals, a note's reference and
 * reason, a draft's notice, a long invoice's pages with the header repeated) and the InvoiceNow
 * UBL read back with an XML parser (parties, totals and lines equal to the stored cents).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InvoiceDetail, InvoiceLine } from '@shiftdesk/shared/api';
import { XMLParser } from 'fast-xml-parser';
import { invoicePdf } from '../../src/modules/finance/invoice/document-pdf';
import { decimal2, escapeXml, invoiceUbl } from '../../src/modules/finance/invoice/ubl';

const CLIENT = "陈氏清洁服务 Chen's Cleaning Pte Ltd";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inv-doc-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function line(n: number, over: Partial<InvoiceLine> = {}): InvoiceLine {
  const day = `2026-11-${String((n % 28) + 1).padStart(2, '0')}`;
  return {
    id: n,
    type: 'normal',
    description: `Cleaning crew, ${day}`,
    positionId: 3,
    positionName: 'Cleaner',
    dateFrom: day,
    dateTo: day,
    minutes: 480,
    unitRate: 1850,
    amount: 14800,
    reason: '',
    recordIds: [n],
    timesheetIds: [1],
    sourceLineId: null,
    ...over,
  };
}

/** A detail whose totals follow from its lines at 9%, GST rounded half up once on the subtotal. */
function detail(over: Partial<InvoiceDetail>, lines: InvoiceLine[]): InvoiceDetail {
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  const gst = Math.floor((subtotal * 900 + 5000) / 10000);
  const total = subtotal + gst;
  const base: InvoiceDetail = {
    id: 1,
    kind: 'invoice',
    number: 'INV-2026-000042',
    clientId: 7,
    clientName: CLIENT,
    contractDeptId: 5,
    deptName: 'Marina Bay office',
    poNumber: 'PO-88123',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    originalId: null,
    originalNumber: null,
    originalIssueDate: null,
    status: 'issued',
    paymentStatus: 'partially_paid',
    overdue: false,
    issueDate: '2026-12-01',
    dueDate: '2026-12-31',
    subtotal,
    gstRateBp: 900,
    gstRate: 9,
    gst,
    total,
    paid: 10000,
    credited: 0,
    balance: total - 10000,
    reason: '',
    createdAt: '2026-12-01T02:00:00.000Z',
    lines,
    payments: [],
    allocations: [],
    notes: [],
    supplier: {
      name: 'Shiftdesk Staffing Pte. Ltd.',
      address: '10 Anson Road\n#20-01 International Plaza\nSingapore 079903',
      uen: '201912345K',
      gstRegNo: '201912345K',
      email: 'accounts@shiftdesk.example',
    },
    customer: {
      name: CLIENT,
      address: '1 Raffles Place, #30-02\nSingapore 048616',
      uen: '53312345D',
      gstRegNo: 'M90312345X',
      email: '',
    },
    bank: 'DBS Bank Ltd\nAccount 012-345678-9 (Shiftdesk Staffing Pte. Ltd.)\nPayNow UEN 201912345K',
    voidReason: '',
    version: 3,
  };
  return { ...base, ...over };
}

const invoice = detail({}, [
  line(1),
  line(2, { type: 'ot', description: 'Overtime', minutes: 90, unitRate: 2775, amount: 4163 }),
  line(3, {
    type: 'public_holiday',
    description: 'Public holiday premium',
    positionName: null,
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
    minutes: 0,
    unitRate: null,
    amount: 7400,
  }),
]);

const creditNote = detail(
  {
    id: 2,
    kind: 'credit_note',
    number: 'CN-2026-000007',
    originalId: 1,
    originalNumber: 'INV-2026-000042',
    originalIssueDate: '2026-11-27',
    dueDate: null,
    poNumber: '',
    paid: 0,
    credited: 0,
    reason: 'Overtime billed twice on 3 Nov',
  },
  [line(20, { type: 'ot', description: 'Overtime', minutes: 90, unitRate: 2775, amount: 4163, sourceLineId: 2 })],
);
creditNote.balance = creditNote.total;

const draft = detail(
  { id: 3, number: null, status: 'draft', issueDate: null, dueDate: null, supplier: null, customer: null, paid: 0 },
  [line(1), line(2)],
);

const long = detail(
  { id: 4, number: 'INV-2026-000043' },
  Array.from({ length: 500 }, (_, i) => line(i + 1)),
);

async function pdfText(d: InvoiceDetail, name: string, pages?: [number, number]) {
  const file = path.join(dir, `${name}.pdf`);
  const bytes = await invoicePdf(d);
  fs.writeFileSync(file, bytes);
  const range = pages ? ['-f', String(pages[0]), '-l', String(pages[1])] : [];
  const text = execFileSync('pdftotext', ['-layout', ...range, file, '-']).toString('utf8');
  return { text, bytes, file };
}

const pageCount = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString('utf8'))?.[1] ?? 0);

describe('invoice PDF', () => {
  it('prints a tax invoice with both parties, the Chinese client name, GST at 9% and the totals', async () => {
    const { text } = await pdfText(invoice, 'invoice');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV-2026-000042');
    expect(text).toContain('陈氏清洁服务');
    expect(text).toContain("Chen's Cleaning Pte Ltd");
    expect(text).toContain('Shiftdesk Staffing Pte. Ltd.');
    expect(text).toMatch(/GST Reg\. No\.: 201912345K/);
    expect(text).toContain('M90312345X');
    expect(text).toContain('PO-88123');
    expect(text).toContain('2026-12-31');
    expect(text).toContain('Marina Bay office');
    // 14800 + 4163 + 7400 = 26363; GST 2372.67 → 2373; total 28736; paid 100; due 18736
    expect(text).toMatch(/Total before GST\s+S\$263\.63/);
    expect(text).toMatch(/GST 9%\s+S\$23\.73/);
    expect(text).toMatch(/Total \(SGD\)\s+S\$287\.36/);
    expect(text).toMatch(/Balance due \(SGD\)\s+S\$187\.36/);
    // Hours: 90 minutes are 1.50; the premium line has none and no rate.
    expect(text).toMatch(/Overtime.*1\.50\s+S\$27\.75\s+S\$41\.63/);
    expect(text).toMatch(/Public holiday premium\s+2026-11-01 – 2026-11-30\s+S\$74\.00/);
    expect(text).toContain('DBS Bank Ltd');
    expect(text).not.toContain('Draft');
    expect(text).not.toContain('VOID');
  });

  it('prints a credit note with the invoice it corrects and why, and no payment details', async () => {
    const { text } = await pdfText(creditNote, 'credit-note');
    expect(text).toContain('Credit Note');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('CN-2026-000007');
    expect(text).toContain('Original invoice: INV-2026-000042 of 2026-11-27');
    expect(text).toContain('Reason: Overtime billed twice on 3 Nov');
    expect(text).not.toContain('Due date');
    expect(text).not.toContain('DBS Bank Ltd');
    expect(text).toMatch(/Total \(SGD\)\s+S\$45\.38/);
  });

  it('heads a draft as not a tax invoice, without a number or supplier snapshot', async () => {
    const { text } = await pdfText(draft, 'draft');
    expect(text).toContain('Draft — not a tax invoice');
    expect(text).toMatch(/Number\s+Draft/);
    expect(text).toContain('陈氏清洁服务');
  });

  it('marks a voided invoice and prints the reason', async () => {
    const { text } = await pdfText(
      { ...invoice, status: 'void', voidReason: 'Issued to the wrong department' },
      'void',
    );
    expect(text).toContain('VOID');
    expect(text).toContain('Issued to the wrong department');
  });

  it('runs a 500-line invoice over pages with the header and page subtotals repeated', async () => {
    const { bytes, file } = await pdfText(long, 'long');
    // Generous: the embedded font subset and 500 rows come to well under this.
    expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
    const pages = pageCount(file);
    expect(pages).toBeGreaterThan(1);
    const page2 = execFileSync('pdftotext', ['-layout', '-f', '2', '-l', '2', file, '-']).toString('utf8');
    expect(page2).toMatch(/#\s+Description\s+Position\s+Dates\s+Hours\s+Rate \/ hour\s+Amount/);
    expect(page2).toContain(`Page 2 of ${pages}`);
    expect(page2).toContain('INV-2026-000043');
    const first = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', file, '-']).toString('utf8');
    expect(first).toMatch(/Page subtotal\s+S\$[\d,]+\.\d\d/);
    const all = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    // 500 × S$148.00 = S$74,000.00; GST S$6,660.00
    expect(all).toMatch(/Total before GST\s+S\$74,000\.00/);
    expect(all).toMatch(/GST 9%\s+S\$6,660\.00/);
  });
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'AddressLine'].includes(name),
});

// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree has no static shape
type Node = any;
const text = (n: Node): string => (typeof n === 'object' && n !== null ? n['#text'] : n);

describe('invoice UBL (InvoiceNow, PINT SG)', () => {
  it('writes cents as two-place decimals, negatives included', () => {
    expect(decimal2(0)).toBe('0.00');
    expect(decimal2(5)).toBe('0.05');
    expect(decimal2(-5)).toBe('-0.05');
    expect(decimal2(123456)).toBe('1234.56');
    expect(decimal2(-100)).toBe('-1.00');
    expect(() => decimal2(1.5)).toThrow(RangeError);
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    // XML cannot carry a control character or half a surrogate pair; a whole pair (an emoji) stays.
    expect(escapeXml('a\u0001b\uD800c😀')).toBe('abc😀');
  });

  it('is an Invoice whose parties, dates, lines and totals equal the stored document', () => {
    const xml = invoiceUbl(invoice);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    // The parser drops namespace declarations along with the prefixes, so read the root as written.
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    const doc: Node = parser.parse(xml).Invoice;
    expect(doc.CustomizationID).toBe('urn:peppol:pint:billing-1@sg-1');
    expect(doc.ProfileID).toBe('urn:peppol:bis:billing');
    expect(doc.ID).toBe('INV-2026-000042');
    expect(doc.IssueDate).toBe('2026-12-01');
    expect(doc.DueDate).toBe('2026-12-31');
    expect(doc.InvoiceTypeCode).toBe('380');
    expect(doc.DocumentCurrencyCode).toBe('SGD');
    expect(doc.OrderReference.ID).toBe('PO-88123');
    expect(doc.InvoicePeriod).toEqual({ StartDate: '2026-11-01', EndDate: '2026-11-30' });

    const supplier = doc.AccountingSupplierParty.Party;
    expect(supplier.EndpointID).toEqual({ '#text': 'SGUEN201912345K', '@schemeID': '0195' });
    expect(supplier.PartyLegalEntity.CompanyID).toBe('201912345K');
    expect(supplier.PartyTaxScheme.CompanyID).toBe('201912345K');
    expect(supplier.PartyTaxScheme.TaxScheme.ID).toBe('GST');
    expect(supplier.PostalAddress.PostalZone).toBe('079903');
    expect(supplier.PostalAddress.Country.IdentificationCode).toBe('SG');
    const customer = doc.AccountingCustomerParty.Party;
    expect(text(customer.EndpointID)).toBe('SGUEN53312345D');
    expect(customer.PartyLegalEntity.CompanyID).toBe('53312345D');
    expect(customer.PartyLegalEntity.RegistrationName).toBe(CLIENT);
    expect(customer.PartyName.Name).toBe(CLIENT);
    expect(customer.PartyTaxScheme.CompanyID).toBe('M90312345X');

    expect(text(doc.TaxTotal.TaxAmount)).toBe(decimal2(invoice.gst));
    expect(text(doc.TaxTotal.TaxSubtotal.TaxableAmount)).toBe(decimal2(invoice.subtotal));
    expect(doc.TaxTotal.TaxSubtotal.TaxCategory).toEqual({ ID: 'SR', Percent: '9', TaxScheme: { ID: 'GST' } });
    const totals = doc.LegalMonetaryTotal;
    expect(text(totals.LineExtensionAmount)).toBe('263.63');
    expect(text(totals.TaxExclusiveAmount)).toBe(decimal2(invoice.subtotal));
    expect(text(totals.TaxInclusiveAmount)).toBe(decimal2(invoice.total));
    expect(text(totals.PrepaidAmount)).toBe('100.00');
    expect(text(totals.PayableAmount)).toBe(decimal2(invoice.balance));
    expect(totals.PayableAmount['@currencyID']).toBe('SGD');

    const lines: Node[] = doc.InvoiceLine;
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => text(l.LineExtensionAmount))).toEqual(invoice.lines.map((l) => decimal2(l.amount)));
    expect(lines[0].InvoicedQuantity).toEqual({ '#text': '8.00', '@unitCode': 'HUR' });
    expect(text(lines[0].Price.PriceAmount)).toBe('18.50');
    expect(lines[0].Item.ClassifiedTaxCategory.ID).toBe('SR');
    // 1.50 h × S$27.75 = S$41.625, which rounds to the S$41.63 billed.
    expect(lines[1].InvoicedQuantity).toEqual({ '#text': '1.50', '@unitCode': 'HUR' });
    expect(text(lines[1].Price.PriceAmount)).toBe('27.75');
    expect(lines[2].InvoicedQuantity).toEqual({ '#text': '1', '@unitCode': 'C62' });
    expect(text(lines[2].Price.PriceAmount)).toBe('74.00');
    expect(lines[2].Item.Name).toBe('Public holiday premium');
  });

  it('bills a line as one unit when its hours at two decimals times the rate miss the amount', () => {
    // 485 minutes at S$18.50 is S$149.54, but 8.08 h × S$18.50 is S$149.48.
    const d = detail({}, [
      line(1, { minutes: 485, amount: 14954 }),
      line(2, { amount: -2500, minutes: 0, unitRate: null }),
    ]);
    const lines: Node[] = parser.parse(invoiceUbl(d)).Invoice.InvoiceLine;
    expect(lines[0].InvoicedQuantity).toEqual({ '#text': '1', '@unitCode': 'C62' });
    expect(text(lines[0].Price.PriceAmount)).toBe('149.54');
    // A price is never negative: a negative adjustment is minus one unit.
    expect(lines[1].InvoicedQuantity).toEqual({ '#text': '-1', '@unitCode': 'C62' });
    expect(text(lines[1].Price.PriceAmount)).toBe('25.00');
    expect(text(lines[1].LineExtensionAmount)).toBe('-25.00');
  });

  it('is a CreditNote that refers to the invoice it corrects and owes nothing further', () => {
    const xml = invoiceUbl(creditNote);
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    const doc: Node = parser.parse(xml).CreditNote;
    expect(doc.CreditNoteTypeCode).toBe('381');
    expect(doc.ID).toBe('CN-2026-000007');
    expect(doc.DueDate).toBeUndefined();
    expect(doc.BillingReference.InvoiceDocumentReference.ID).toBe('INV-2026-000042');
    expect(doc.Note).toBe('Overtime billed twice on 3 Nov');
    expect(doc.CreditNoteLine).toHaveLength(1);
    expect(text(doc.CreditNoteLine[0].LineExtensionAmount)).toBe('41.63');
    expect(doc.CreditNoteLine[0].CreditedQuantity).toBeDefined();
    expect(text(doc.LegalMonetaryTotal.PayableAmount)).toBe(decimal2(creditNote.total));
    expect(doc.LegalMonetaryTotal.PrepaidAmount).toBeUndefined();
  });

  it('is a debit note as an Invoice of type 383', () => {
    const debit = { ...creditNote, kind: 'debit_note' as const, number: 'DN-2026-000001', dueDate: '2026-12-31' };
    const doc: Node = parser.parse(invoiceUbl(debit)).Invoice;
    expect(doc.InvoiceTypeCode).toBe('383');
    expect(doc.BillingReference.InvoiceDocumentReference.ID).toBe('INV-2026-000042');
    expect(text(doc.LegalMonetaryTotal.PayableAmount)).toBe(decimal2(debit.total));
  });

  it('escapes XML special characters so names round-trip', () => {
    const name = `Tan & Sons <Pte> "Ltd" 'SG'`;
    const d = detail({}, invoice.lines);
    d.customer = { ...(d.customer as NonNullable<InvoiceDetail['customer']>), name };
    d.lines = [{ ...d.lines[0], description: 'Cleaning <night> & weekend' }];
    const xml = invoiceUbl(d);
    expect(xml).toContain('Tan &amp; Sons &lt;Pte&gt; &quot;Ltd&quot; &apos;SG&apos;');
    const doc: Node = parser.parse(xml).Invoice;
    expect(doc.AccountingCustomerParty.Party.PartyName.Name).toBe(name);
    expect(doc.InvoiceLine[0].Item.Name).toBe('Cleaning <night> & weekend');
  });

  it('refuses a draft', () => {
    expect(() => invoiceUbl(draft)).toThrow(/draft/i);
  });
});
