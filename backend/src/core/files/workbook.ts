/**
 * XLSX sheets people fill in and upload (the worker import, a client's attendance sheet): a
 * template from a column list (header row of the keys, example rows, a notes sheet in both
 * languages), and reading an uploaded workbook's first sheet into raw rows — each cell as the
 * text a person typed, keyed by the header row's column keys, with its sheet row number.
 */
import ExcelJS from 'exceljs';

export type RawSheetRow<K extends string> = Partial<Record<K, string>>;
export interface SheetRow<K extends string> {
  /** The sheet's row number (header = 1) */
  row: number;
  raw: RawSheetRow<K>;
}

/** A date cell as `YYYY-MM-DD` (what the worker import reads). */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A cell as the text a person typed (dates through `dateText`, rich text flattened). */
export function cellText(v: ExcelJS.CellValue, dateText: (d: Date) => string = isoDay): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return dateText(v);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue, dateText);
    return '';
  }
  return String(v).trim();
}

export interface ReadSheetOptions<K extends string> {
  columns: readonly K[];
  /** The column a header cell names (default: exactly one of `columns`). */
  header?: (text: string) => K | undefined;
  /** A date cell of a column as text (default `YYYY-MM-DD`). */
  dateText?: (d: Date, column: K) => string;
}

/** The first sheet's non-empty rows with their sheet row numbers; null when the file is no workbook. */
export async function readSheet<K extends string>(
  buf: Buffer,
  opts: ReadSheetOptions<K>,
): Promise<SheetRow<K>[] | null> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const ws = wb.worksheets[0];
  if (!ws) return null;
  const header =
    opts.header ?? ((text: string) => ((opts.columns as readonly string[]).includes(text) ? (text as K) : undefined));
  const keys = new Map<number, K>();
  ws.getRow(1).eachCell((cell, col) => {
    const k = header(cellText(cell.value));
    if (k) keys.set(col, k);
  });
  const out: SheetRow<K>[] = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const raw: RawSheetRow<K> = {};
    r.eachCell((cell, col) => {
      const k = keys.get(col);
      if (!k) return;
      const dateText = opts.dateText;
      const text = cellText(cell.value, dateText ? (d) => dateText(d, k) : undefined);
      if (text) raw[k] = text;
    });
    if (Object.keys(raw).length) out.push({ row: n, raw });
  });
  return out;
}

export interface SheetTemplate<K extends string> {
  /** The data sheet's name */
  sheet: string;
  columns: readonly K[];
  examples: Record<K, string>[];
  /** Lines of the Notes sheet: [English, 中文] */
  notes: readonly (readonly [string, string])[];
}

/** The template workbook: header row of the keys, the example rows as text cells, a Notes sheet. */
export async function sheetTemplate<K extends string>(spec: SheetTemplate<K>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(spec.sheet);
  ws.columns = spec.columns.map((key) => ({ header: key, key, width: Math.max(14, key.length + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const example of spec.examples) ws.addRow(example);
  // Text cells, so Excel keeps leading zeros and does not turn dates into serial numbers.
  for (let c = 1; c <= spec.columns.length; c++) ws.getColumn(c).numFmt = '@';
  const notes = wb.addWorksheet('Notes');
  notes.columns = [
    { header: 'English', key: 'en', width: 100 },
    { header: '中文', key: 'zh', width: 80 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [en, zh] of spec.notes) notes.addRow({ en, zh });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
