/**
 * The timesheet on paper: a heading (number, client, department, period, status, logo), the
 * records by the template's columns — grouped with subtotals when the template asks — the
 * totals as stored on the timesheet, the signature block and the footer note.
 */
import { stateLabel } from '@shiftdesk/shared/api';
import { sgDate, sgTime } from '../../../core/base/time';
import type { Storage } from '../../../core/files/storage';
import { contentBox, createPdf, FONT, type Pdf } from '../../../core/pdf/document';
import { drawTable, type PdfTableRow } from '../../../core/pdf/table';
import { type DocColumn, docColumns, type Summed, sumRows, sumText } from './document-columns';
import type { Sheet, SheetHead, SheetRow } from './document-data';
import { DOC_TEXT, type DocText } from './document-text';

async function stored(storage: Storage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const c of file.stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sgStamp = (d: Date, w: DocText) => `${sgDate(d)} ${sgTime(d)} ${w.singapore}`;

/** The cells of a line of sums: the label in the first column that is not summed. */
function sumCells(cols: DocColumn[], label: string, sums: Record<Summed, number>): string[] {
  const at = cols.findIndex((c) => !c.sum);
  return cols.map((c, i) => (c.sum ? sumText(c.sum, sums[c.sum]) : i === at ? label : ''));
}

function groupKey(sheet: Sheet): ((r: SheetRow) => string) | null {
  switch (sheet.layout.grouping) {
    case 'date':
      return (r) => r.shiftDate;
    case 'position':
      return (r) => r.position;
    case 'worker':
      return (r) => `${r.workerName} (${r.nricMasked})`;
    default:
      return null;
  }
}

/** The table's rows, and the sheet row behind each data row (for the page subtotals). */
function tableRows(sheet: Sheet, cols: DocColumn[], w: DocText) {
  const rows: PdfTableRow[] = [];
  const behind = new Map<number, SheetRow>();
  const push = (r: SheetRow) => {
    behind.set(rows.length, r);
    rows.push({ kind: 'data', cells: cols.map((c) => c.text(r)) });
  };
  const key = groupKey(sheet);
  if (!key) {
    sheet.rows.forEach(push);
    return { rows, behind };
  }
  // Groups in the order of their first row (shift order); within one, shift order still.
  const groups = new Map<string, SheetRow[]>();
  for (const r of sheet.rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const ordered = sheet.layout.grouping === 'date' ? [...groups] : [...groups].sort(([a], [b]) => a.localeCompare(b));
  for (const [label, members] of ordered) {
    rows.push({ kind: 'group', label });
    members.forEach(push);
    rows.push({ kind: 'subtotal', cells: sumCells(cols, w.subtotal, sumRows(members)) });
  }
  return { rows, behind };
}

function heading(doc: Pdf, head: SheetHead, logo: Buffer | null, w: DocText, lang: 'en' | 'zh-cn'): void {
  const box = contentBox(doc);
  if (logo) doc.image(logo, box.right - 140, box.top, { fit: [140, 48], align: 'right' });
  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(w.title(head.number), box.left, box.top, { width: box.right - box.left - 150 });
  doc.moveDown(0.3);
  const facts: [string, string][] = [
    [w.client, head.clientName],
    [w.department, head.deptName],
    [w.period, `${head.period} ${w.periodRange(head.periodFrom, head.periodTo)}`],
    [w.status, capitalised(stateLabel(head.status, lang))],
    [w.records, String(head.recordCount)],
  ];
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font(FONT.bold).text(`${label}${w.colon}`, { continued: true }).font(FONT.regular).text(value);
  }
  doc.y = Math.max(doc.y, box.top + 52) + 8;
}

/** `reserve`: the height of what must follow on the same page (the footer note). */
async function signatureBlock(doc: Pdf, storage: Storage, head: SheetHead, reserve: number, w: DocText) {
  const box = contentBox(doc);
  // The tallest block: a heading, three lines and the 60-point image with its rule.
  if (doc.y + 140 + reserve > box.bottom) doc.addPage();
  const x = box.left;
  doc.moveDown(0.5).font(FONT.bold).fontSize(10).text(w.approval, x);
  doc.font(FONT.regular).fontSize(9);
  if (head.signedAt && head.signerName) {
    doc.text(`${w.approvedBy}${w.colon}${head.signerName}`, x);
    doc.text(`${w.signedAt}${w.colon}${sgStamp(head.signedAt, w)}`, x);
    doc.text(`${w.contentHash}${w.colon}${head.signedHash ?? ''}`, x, undefined, { width: box.right - x });
    const image = await stored(storage, head.signatureKey);
    if (image) {
      const y = doc.y + 4;
      doc.image(image, x, y, { fit: [180, 60] });
      doc
        .moveTo(x, y + 62)
        .lineTo(x + 180, y + 62)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      doc.y = y + 66;
    }
    // Invoiced without a signer: it got there through the deadline.
  } else if (head.status === 'auto_approved' || (head.status === 'invoiced' && !head.signerName)) {
    doc.text(w.autoApproved, x);
  } else {
    // Not signed yet: lines to sign on paper.
    const y = doc.y + 24;
    const line = (at: number, label: string) => {
      doc
        .moveTo(at, y)
        .lineTo(at + 180, y)
        .lineWidth(0.5)
        .strokeColor('black')
        .stroke();
      doc.text(label, at, y + 3, { width: 180, lineBreak: false });
    };
    line(x, w.name);
    line(x + 220, w.signature);
    line(x + 440, w.date);
    doc.x = x;
    doc.y = y + 18;
  }
}

export async function sheetPdf(sheet: Sheet, storage: Storage): Promise<Buffer> {
  const { head, layout } = sheet;
  const cols = docColumns(layout);
  const w = DOC_TEXT[layout.lang];
  const width = cols.reduce((n, c) => n + c.width, 0);
  const { doc, finish } = createPdf({
    // Many columns read better across the long side.
    landscape: width > 90,
    title: w.title(head.number),
    footerLeft: `${w.title(head.number)} · ${head.clientName}`,
  });
  heading(doc, head, await stored(storage, layout.logoKey), w, layout.lang);
  const { rows, behind } = tableRows(sheet, cols, w);
  drawTable(doc, {
    columns: cols.map((c) => ({ header: c.header, width: c.width, align: c.align })),
    rows,
    pageSubtotal: (onPage) =>
      sumCells(
        cols,
        w.pageSubtotal,
        sumRows(onPage.map((i) => behind.get(i)).filter((r): r is SheetRow => r !== undefined)),
      ),
    // The stored totals: what the client approves and is billed on.
    totals: layout.showTotals ? sumCells(cols, w.total, head) : undefined,
  });
  const box = contentBox(doc);
  const noteOptions = { width: box.right - box.left };
  doc.font(FONT.regular).fontSize(8);
  const noteHeight = layout.footerNote ? doc.heightOfString(layout.footerNote, noteOptions) + 12 : 0;
  if (layout.signatureBlock) await signatureBlock(doc, storage, head, noteHeight, w);
  if (layout.footerNote) {
    doc.moveDown(0.8).font(FONT.regular).fontSize(8).fillColor('#333333');
    doc.text(layout.footerNote, box.left, undefined, noteOptions);
    doc.fillColor('black');
  }
  return finish();
}
