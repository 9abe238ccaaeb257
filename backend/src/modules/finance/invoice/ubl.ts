/**
 * An issued document as InvoiceNow sends it: UBL 2.1 under the Peppol PINT SG profile. Invoices
 * and debit notes are `<Invoice>` (type 380 / 383), credit notes `<CreditNote>` (381) that point
 * at the invoice they correct. Every amount is the stored integer cents written as a two-place
 * decimal, so the XML adds up exactly as the PDF does. The XML is written by hand: UBL's element
 * order is fixed by the schema and a builder would hide it.
 */
import type { InvoiceDetail, InvoiceLine, InvoiceParty } from '@shiftdesk/shared/api';

const CUSTOMIZATION_ID = 'urn:peppol:pint:billing-1@sg-1';
const PROFILE_ID = 'urn:peppol:bis:billing';
const CURRENCY = 'SGD';
/** Singapore's code for a standard-rated supply (IRAS GST category codes). */
const STANDARD_RATED = 'SR';
/** The Peppol participant scheme for a Singapore UEN (ISO 6523 ICD 0195). */
const UEN_SCHEME = '0195';
/** UN/ECE Rec. 20: an hour, and "one" for lines billed as a whole. */
const HOUR = 'HUR';
const ONE = 'C62';
/** UNTDID 4461: credit transfer, how the supplier's bank details are paid into. */
const CREDIT_TRANSFER = '30';

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** XML 1.0's Char production: anything else (controls, lone surrogates) makes the file unreadable. */
function isXmlChar(c: number): boolean {
  return (
    c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000
  );
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in element content and in double-quoted attributes alike. */
export function escapeXml(s: string): string {
  let out = '';
  // By code point, so a surrogate pair stays whole and only a lone half is dropped.
  for (const ch of s) if (isXmlChar(ch.codePointAt(0) ?? 0)) out += ENTITIES[ch] ?? ch;
  return out;
}

/** An integer in hundredths as a two-place decimal (12345 → "123.45", -5 → "-0.05"). */
export function decimal2(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Not an integer amount: ${hundredths}`);
  const abs = Math.abs(hundredths);
  return `${hundredths < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage without trailing zeros (900 → "9", 825 → "8.25"). */
export function percentText(bp: number): string {
  return decimal2(bp).replace(/\.?0+$/, '');
}

/** Minutes as hundredths of an hour, rounded half up in integers. */
const hundredthsOfHour = (minutes: number) => Math.round((minutes * 100) / 60);

type Attrs = Record<string, string>;
/** One element, or nothing when the value is empty (an optional field left out). */
function tag(name: string, value: string | null | undefined, attrs: Attrs = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  return `<${name}${a}>${escapeXml(value)}</${name}>`;
}
function group(name: string, children: string[]): string {
  const inner = children.filter(Boolean);
  return inner.length ? `<${name}>\n${inner.join('\n')}\n</${name}>` : '';
}
const amount = (name: string, cents: number) => tag(name, decimal2(cents), { currencyID: CURRENCY });

/**
 * The printed address is free text: its lines go to the street fields and a six-digit group
 * (a Singapore postal code) to the postcode, which PINT SG expects as its own field.
 */
function postalAddress(address: string): string {
  const lines = address
    .split(/\r?\n|,\s*(?=\S)/)
    .map((l) => l.trim())
    // "Singapore 079903" is the city and postcode fields already.
    .filter((l) => l && !/^singapore\s*\d{6}$/i.test(l));
  const postcode = address.match(/\b(\d{6})\b/)?.[1];
  return group('cac:PostalAddress', [
    tag('cbc:StreetName', lines[0]),
    tag('cbc:AdditionalStreetName', lines[1]),
    tag('cbc:CityName', 'Singapore'),
    tag('cbc:PostalZone', postcode),
    ...lines.slice(2).map((l) => group('cac:AddressLine', [tag('cbc:Line', l)])),
    group('cac:Country', [tag('cbc:IdentificationCode', 'SG')]),
  ]);
}

const gstScheme = () => group('cac:TaxScheme', [tag('cbc:ID', 'GST')]);

function party(role: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty', p: InvoiceParty | null): string {
  const who = role === 'cac:AccountingSupplierParty' ? 'supplier' : 'customer';
  if (!p) throw new Error(`The document has no ${who} snapshot: it was never issued`);
  // The UEN is the party's Peppol address: without it the document cannot be routed.
  if (!p.uen.trim()) throw new Error(`The ${who} has no UEN, which InvoiceNow needs as its address`);
  return group(role, [
    group('cac:Party', [
      tag('cbc:EndpointID', `SGUEN${p.uen}`, { schemeID: UEN_SCHEME }),
      group('cac:PartyName', [tag('cbc:Name', p.name)]),
      postalAddress(p.address),
      p.gstRegNo ? group('cac:PartyTaxScheme', [tag('cbc:CompanyID', p.gstRegNo), gstScheme()]) : '',
      group('cac:PartyLegalEntity', [tag('cbc:RegistrationName', p.name), tag('cbc:CompanyID', p.uen)]),
      p.email ? group('cac:Contact', [tag('cbc:ElectronicMail', p.email)]) : '',
    ]),
  ]);
}

const taxCategory = (name: string, rate: string) =>
  group(name, [tag('cbc:ID', STANDARD_RATED), tag('cbc:Percent', rate), gstScheme()]);

/**
 * Hours × rate when those reproduce the stored amount exactly; otherwise (a lump sum, or hours
 * that do not come out to two decimals) one unit at the amount, because a validator recomputes
 * quantity × price and the stored amount is what was billed. A price is never negative, so a
 * negative lump sum is minus one unit.
 */
function quantityAndPrice(l: InvoiceLine): { quantity: string; unit: string; price: number } {
  const hours = hundredthsOfHour(l.minutes);
  if (l.minutes !== 0 && l.unitRate !== null && Math.round((hours * l.unitRate) / 100) === l.amount) {
    return { quantity: decimal2(hours), unit: HOUR, price: l.unitRate };
  }
  return { quantity: l.amount < 0 ? '-1' : '1', unit: ONE, price: Math.abs(l.amount) };
}

function line(l: InvoiceLine, index: number, credit: boolean, rate: string): string {
  const q = quantityAndPrice(l);
  const period =
    l.dateFrom || l.dateTo
      ? group('cac:InvoicePeriod', [
          tag('cbc:StartDate', l.dateFrom ?? l.dateTo),
          tag('cbc:EndDate', l.dateTo ?? l.dateFrom),
        ])
      : '';
  return group(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
    tag('cbc:ID', String(index + 1)),
    tag(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', q.quantity, { unitCode: q.unit }),
    amount('cbc:LineExtensionAmount', l.amount),
    period,
    group('cac:Item', [
      tag('cbc:Description', l.positionName ? `${l.description} (${l.positionName})` : ''),
      tag('cbc:Name', l.description),
      taxCategory('cac:ClassifiedTaxCategory', rate),
    ]),
    group('cac:Price', [amount('cbc:PriceAmount', q.price)]),
  ]);
}

/** The UBL XML of an issued invoice, credit note or debit note. */
export function invoiceUbl(d: InvoiceDetail): string {
  if (d.status === 'draft' || !d.number) throw new Error('A draft has no number and is not sent as an e-invoice');
  if (!d.issueDate) throw new Error(`${d.number} has no issue date`);
  if (d.gstRateBp === null) throw new Error(`${d.number} has no GST rate fixed`);
  const credit = d.kind === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const rate = percentText(d.gstRateBp);
  const lineSum = d.lines.reduce((n, l) => n + l.amount, 0);
  const isInvoice = d.kind === 'invoice';

  const body = [
    tag('cbc:CustomizationID', CUSTOMIZATION_ID),
    tag('cbc:ProfileID', PROFILE_ID),
    tag('cbc:ID', d.number),
    tag('cbc:IssueDate', d.issueDate),
    // UBL's CreditNote has no due date: nothing is owed on one.
    credit ? '' : tag('cbc:DueDate', d.dueDate),
    credit ? tag('cbc:CreditNoteTypeCode', '381') : tag('cbc:InvoiceTypeCode', d.kind === 'debit_note' ? '383' : '380'),
    tag('cbc:Note', d.kind === 'invoice' ? '' : d.reason),
    tag('cbc:DocumentCurrencyCode', CURRENCY),
    d.periodFrom || d.periodTo
      ? group('cac:InvoicePeriod', [tag('cbc:StartDate', d.periodFrom), tag('cbc:EndDate', d.periodTo)])
      : '',
    d.poNumber ? group('cac:OrderReference', [tag('cbc:ID', d.poNumber)]) : '',
    d.originalNumber
      ? group('cac:BillingReference', [
          group('cac:InvoiceDocumentReference', [
            tag('cbc:ID', d.originalNumber),
            d.originalIssueDate ? tag('cbc:IssueDate', d.originalIssueDate) : '',
          ]),
        ])
      : '',
    party('cac:AccountingSupplierParty', d.supplier),
    party('cac:AccountingCustomerParty', d.customer),
    credit
      ? ''
      : group('cac:PaymentMeans', [
          tag('cbc:PaymentMeansCode', CREDIT_TRANSFER),
          // What the customer quotes with the transfer, so the payment finds this document.
          tag('cbc:PaymentID', d.number),
        ]),
    group('cac:TaxTotal', [
      amount('cbc:TaxAmount', d.gst),
      group('cac:TaxSubtotal', [
        amount('cbc:TaxableAmount', d.subtotal),
        amount('cbc:TaxAmount', d.gst),
        taxCategory('cac:TaxCategory', rate),
      ]),
    ]),
    group('cac:LegalMonetaryTotal', [
      amount('cbc:LineExtensionAmount', lineSum),
      amount('cbc:TaxExclusiveAmount', d.subtotal),
      amount('cbc:TaxInclusiveAmount', d.total),
      // Payments and applied credit notes already settle part of an invoice.
      isInvoice && d.paid + d.credited !== 0 ? amount('cbc:PrepaidAmount', d.paid + d.credited) : '',
      amount('cbc:PayableAmount', isInvoice ? d.balance : d.total),
    ]),
    ...d.lines.map((l, i) => line(l, i, credit, rate)),
  ];
  const ns = `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${ns}>\n${body.filter(Boolean).join('\n')}\n</${root}>\n`;
}
