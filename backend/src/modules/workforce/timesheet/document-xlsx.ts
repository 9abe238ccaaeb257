/**
 * The timesheet as a spreadsheet: the heading facts, a header row of the template's columns, one
 * row per record with numbers as numbers (decimal hours, dollars from integer cents), and a
 * totals row holding the timesheet's stored totals.
 */
import ExcelJS from 'exceljs';
import { docColumns, sumValue } from './document-columns';
import type { Sheet } from './document-data';
import { DOC_TEXT } from './document-text';

export async function sheetXlsx({ head, layout, rows }: Sheet): Promise<Buffer> {
  const cols = docColumns(layout);
  const w = DOC_TEXT[layout.lang];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(w.sheet);
  ws.addRow([w.sheet, head.number]);
  ws.addRow([w.client, head.clientName]);
  ws.addRow([w.department, head.deptName]);
  ws.addRow([w.period, `${head.period} ${w.periodRange(head.periodFrom, head.periodTo)}`]);
  for (let i = 1; i <= 4; i++) ws.getCell(i, 1).font = { bold: true };
  ws.addRow([]);
  const header = ws.addRow(cols.map((c) => c.header));
  header.font = { bold: true };
  for (const r of rows) ws.addRow(cols.map((c) => c.value(r)));
  const labelAt = cols.findIndex((c) => !c.sum);
  const totals = ws.addRow(cols.map((c, i) => (c.sum ? sumValue(c.sum, head[c.sum]) : i === labelAt ? w.total : null)));
  totals.font = { bold: true };
  cols.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(8, c.width * 1.2);
    if (c.numFmt) col.numFmt = c.numFmt;
    if (c.align === 'right') col.alignment = { horizontal: 'right' };
  });
  ws.getColumn(1).width = Math.max(ws.getColumn(1).width ?? 8, 12);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
