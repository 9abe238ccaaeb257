/**
 * A tax invoice, credit note or debit note on paper, with what IRAS asks of a tax invoice: the
 * words "Tax Invoice", the supplier's name, address and GST registration number, the customer's
 * name and address, the number and date, each line, the total before GST, the GST rate and amount
 * and the total with GST. A note also names the invoice it corrects and why. A draft says plainly
 * that it is not a tax invoice, and a voided document carries a mark no one can miss.
 */
import type { InvoiceDetail, InvoiceKind, InvoiceLine, InvoiceParty } from '@shiftdesk/shared/api';
import { formatMoney } from '@shiftdesk/shared/numbers';
import { block, contentBox, createPdf, FONT, type Pdf, stamp } from '../../../core/pdf/document';
import { drawTable, type PdfColumn, type PdfTableRow } from '../../../core/pdf/table';

const TITLES: Record<InvoiceKind, string> = {
  invoice: 'Tax Invoice',
  credit_note: 'Credit Note',
  debit_note: 'Debit Note',
};

const DRAFT_NOTICE: Record<InvoiceKind, string> = {
  invoice: 'Draft — not a tax invoice',
  credit_note: 'Draft — not an issued credit note',
  debit_note: 'Draft — not an issued debit note',
};

const RED = '#b00020';
const GREY = '#555555';
const DASH = '—';

/** Hundredths as a two-place decimal, in integers (8.08, not 8.083333). */
function twoPlaces(hundredths: number): string {
  const abs = Math.abs(hundredths);
  return `${hundredths < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const hoursText = (minutes: number) => (minutes === 0 ? '' : twoPlaces(Math.round((minutes * 100) / 60)));
const percentText = (bp: number) => twoPlaces(bp).replace(/\.?0+$/, '');

function datesText(l: InvoiceLine): string {
  if (l.dateFrom && l.dateTo && l.dateFrom !== l.dateTo) return `${l.dateFrom} – ${l.dateTo}`;
  return l.dateFrom ?? l.dateTo ?? '';
}

const COLUMNS: PdfColumn[] = [
  { header: '#', width: 4, align: 'right' },
  { header: 'Description', width: 30 },
  { header: 'Position', width: 14 },
  { header: 'Dates', width: 20 },
  { header: 'Hours', width: 8, align: 'right' },
  { header: 'Rate / hour', width: 11, align: 'right' },
  { header: 'Amount', width: 13, align: 'right' },
];

function lineRows(lines: InvoiceLine[]): PdfTableRow[] {
  return lines.map((l, i) => ({
    kind: 'data',
    cells: [
      String(i + 1),
      l.description,
      l.positionName ?? '',
      datesText(l),
      hoursText(l.minutes),
      l.unitRate === null ? '' : formatMoney(l.unitRate),
      formatMoney(l.amount),
    ],
  }));
}

function partyLines(p: InvoiceParty, withEmptyGst: boolean): string[] {
  const lines = [p.name, ...p.address.split(/\r?\n/).filter((l) => l.trim())];
  if (p.uen) lines.push(`UEN: ${p.uen}`);
  if (p.gstRegNo || withEmptyGst) lines.push(`GST Reg. No.: ${p.gstRegNo || DASH}`);
  return lines;
}

/** Label and value pairs in two columns; the value wraps within its own column. */
function facts(doc: Pdf, x: number, y: number, width: number, rows: [string, string][]): void {
  const labelW = 78;
  doc.y = y;
  for (const [label, value] of rows) {
    const at = doc.y;
    doc.font(FONT.bold).fontSize(9).text(label, x, at, { width: labelW });
    doc.font(FONT.regular).text(value, x + labelW, at, { width: width - labelW });
    doc.y = Math.max(doc.y, at + doc.currentLineHeight(true));
  }
}

function factRows(d: InvoiceDetail): [string, string][] {
  const rows: [string, string][] = [['Number', d.number ?? 'Draft']];
  rows.push(['Issue date', d.issueDate ?? DASH]);
  if (d.kind !== 'credit_note') rows.push(['Due date', d.dueDate ?? DASH]);
  if (d.poNumber) rows.push(['PO number', d.poNumber]);
  if (d.periodFrom || d.periodTo) rows.push(['Period', `${d.periodFrom ?? ''} – ${d.periodTo ?? ''}`]);
  if (d.deptName) rows.push(['Department', d.deptName]);
  return rows;
}

function heading(doc: Pdf, d: InvoiceDetail): void {
  const box = contentBox(doc);
  const w = box.right - box.left;
  const half = w / 2 - 10;
  const title = TITLES[d.kind];

  if (d.supplier) block(doc, box.left, box.top, half, 'From', partyLines(d.supplier, true));
  else block(doc, box.left, box.top, half, 'From', [DASH]);
  const leftEnd = doc.y;

  const rightX = box.left + w / 2 + 10;
  doc.y = box.top;
  if (d.status === 'draft') {
    doc.font(FONT.bold).fontSize(11).fillColor(RED).text(DRAFT_NOTICE[d.kind], rightX, box.top, {
      width: half,
      align: 'right',
    });
  }
  doc.font(FONT.bold).fontSize(20).fillColor('black').text(title, rightX, doc.y, { width: half, align: 'right' });
  if (d.status === 'void') {
    doc.font(FONT.bold).fontSize(11).fillColor(RED).text('VOID', rightX, doc.y, { width: half, align: 'right' });
    doc.font(FONT.regular).fontSize(9).text(d.voidReason, rightX, doc.y, { width: half, align: 'right' });
    doc.fillColor('black');
  }
  const rightEnd = doc.y;

  let y = Math.max(leftEnd, rightEnd) + 10;
  doc.moveTo(box.left, y).lineTo(box.right, y).lineWidth(0.6).strokeColor('#999999').stroke();
  y += 8;

  const customer = d.customer ? partyLines(d.customer, false) : [d.clientName];
  block(doc, box.left, y, half, d.kind === 'credit_note' ? 'Credit to' : 'Bill to', customer);
  const billEnd = doc.y;
  facts(doc, rightX, y, half, factRows(d));
  doc.x = box.left;
  doc.y = Math.max(billEnd, doc.y) + 12;
  if (d.kind !== 'invoice') noteReference(doc, d);
}

/** What a note corrects and why, across the page: a reason can run to a paragraph. */
function noteReference(doc: Pdf, d: InvoiceDetail): void {
  const box = contentBox(doc);
  const width = box.right - box.left;
  for (const [label, value] of [
    [
      'Original invoice',
      d.originalNumber ? `${d.originalNumber}${d.originalIssueDate ? ` of ${d.originalIssueDate}` : ''}` : DASH,
    ],
    ['Reason', d.reason || DASH],
  ]) {
    doc.font(FONT.bold).fontSize(9).text(`${label}: `, box.left, doc.y, { width, continued: true });
    doc.font(FONT.regular).text(value);
  }
  doc.y += 10;
}

function summaryRows(d: InvoiceDetail): { label: string; value: string; bold?: boolean }[] {
  const gstLabel = d.gstRateBp === null ? 'GST' : `GST ${percentText(d.gstRateBp)}%`;
  const rows = [
    { label: 'Total before GST', value: formatMoney(d.subtotal) },
    { label: gstLabel, value: formatMoney(d.gst) },
    { label: 'Total (SGD)', value: formatMoney(d.total), bold: true },
  ];
  if (d.kind === 'invoice') {
    rows.push(
      { label: 'Paid', value: formatMoney(d.paid) },
      { label: 'Credited', value: formatMoney(d.credited) },
      { label: 'Balance due (SGD)', value: formatMoney(d.balance), bold: true },
    );
  }
  return rows;
}

function summary(doc: Pdf, d: InvoiceDetail): void {
  const rows = summaryRows(d);
  const lineH = 15;
  const box = contentBox(doc);
  if (doc.y + rows.length * lineH + 4 > box.bottom) doc.addPage();
  const width = 240;
  const x = box.right - width;
  let y = doc.y;
  for (const r of rows) {
    if (r.bold) {
      doc.moveTo(x, y).lineTo(box.right, y).lineWidth(0.8).strokeColor('black').stroke();
    }
    doc.font(r.bold ? FONT.bold : FONT.regular).fontSize(r.bold ? 10 : 9);
    doc.text(r.label, x, y + 2, { width: width - 100, lineBreak: false });
    doc.text(r.value, x + width - 100, y + 2, { width: 100, align: 'right', lineBreak: false });
    y += lineH;
  }
  doc.x = box.left;
  doc.y = y + 10;
}

function payment(doc: Pdf, d: InvoiceDetail): void {
  if (d.kind === 'credit_note' || !d.bank.trim()) return;
  const box = contentBox(doc);
  const width = box.right - box.left;
  const quote = d.number ? `Please quote ${d.number} with your payment.` : '';
  doc.font(FONT.regular).fontSize(9);
  const height = doc.heightOfString(`${d.bank}\n${quote}`, { width }) + 20;
  if (doc.y + height > box.bottom) doc.addPage();
  doc.font(FONT.bold).fontSize(10).text('Payment', box.left, doc.y, { width });
  doc.font(FONT.regular).fontSize(9).text(d.bank, { width });
  if (quote) doc.text(quote, { width });
}

export async function invoicePdf(d: InvoiceDetail): Promise<Buffer> {
  const title = TITLES[d.kind];
  const name = `${title} ${d.number ?? 'Draft'}`;
  const { doc, finish } = createPdf({ title: name, footerLeft: name });
  heading(doc, d);
  drawTable(doc, {
    columns: COLUMNS,
    rows: lineRows(d.lines),
    pageSubtotal: (onPage) => {
      const sum = onPage.reduce((n, i) => n + (d.lines[i]?.amount ?? 0), 0);
      return ['', 'Page subtotal', '', '', '', '', formatMoney(sum)];
    },
  });
  summary(doc, d);
  payment(doc, d);
  if (d.status === 'void') stamp(doc, 'VOID', RED);
  else if (d.status === 'draft') stamp(doc, 'DRAFT', GREY);
  return finish();
}
