/**
 * XLSX export of rows the page already holds (a dashboard card's table), where `exportXlsx`
 * fetches a list URL instead. The same workbook (`buildXlsx`: exceljs loaded on call only) and
 * the same `<fileName>-<stamp>.xlsx` name.
 */
import { buildXlsx, downloadBlob, type ExportColumn } from './exportXlsx';

export interface RowsExportOptions<Row> {
  rows: Row[];
  columns: ExportColumn<Row>[];
  /** File name without extension; a timestamp is appended. */
  fileName: string;
  sheetName?: string;
  /** Where the file goes (default: a browser download). */
  save?: (data: Blob, fileName: string) => void;
}

const stamp = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
};

/** Writes the given rows as `<fileName>-<stamp>.xlsx`; resolves to the row count (0: nothing written). */
export async function exportRowsXlsx<Row>(o: RowsExportOptions<Row>): Promise<number> {
  if (!o.rows.length) return 0;
  const bytes = await buildXlsx(o.rows, o.columns, o.sheetName ?? o.fileName);
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  (o.save ?? downloadBlob)(blob, `${o.fileName}-${stamp()}.xlsx`);
  return o.rows.length;
}
