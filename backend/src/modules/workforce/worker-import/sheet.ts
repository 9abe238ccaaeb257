/**
 * The import workbook: the template (headers, an example row, a notes sheet) and reading an
 * uploaded one into raw rows (cell values as text, keyed by the header row's column keys).
 */
import { WORKER_IMPORT_COLUMNS } from '@shiftdesk/shared/api';
import ExcelJS from 'exceljs';

export type ImportColumn = (typeof WORKER_IMPORT_COLUMNS)[number];
export type RawRow = Partial<Record<ImportColumn, string>>;

const EXAMPLE: Record<ImportColumn, string> = {
  name: 'Tan Ah Kow',
  nric: 'S1234567D',
  dateOfBirth: '1990-05-17',
  gender: 'male',
  nationality: 'Singaporean',
  residency: 'citizen',
  prStartDate: '',
  passType: '',
  passExpiry: '',
  engagementType: 'contractor',
  phone: '+6591234567',
  email: 'ahkow.tan@example.com',
  address: 'Blk 123 Ang Mo Kio Ave 3 #05-67, Singapore 560123',
  bankName: 'DBS',
  bankAccount: '123-45678-9',
  payNow: '',
  emergencyName: 'Tan Mei Ling',
  emergencyPhone: '+6598765432',
  emergencyRelation: 'spouse',
  languages: 'English, Mandarin',
  skills: 'forklift, warehouse',
};

const NOTES: [string, string][] = [
  ['One worker per row, from row 2; the header row must stay as it is.', '每行一名员工，从第 2 行开始；表头行请勿修改。'],
  ['Replace the example row with your own workers.', '请用实际员工数据替换示例行。'],
  ['Required: name, nric, dateOfBirth, gender, nationality, residency, engagementType, phone.', '必填：name、nric、dateOfBirth、gender、nationality、residency、engagementType、phone。'],
  ['Dates as YYYY-MM-DD. gender: male / female. residency: citizen / pr / foreigner. engagementType: employee / contractor.', '日期格式 YYYY-MM-DD。gender：male / female。residency：citizen / pr / foreigner。engagementType：employee / contractor。'],
  ['pr needs prStartDate; foreigner needs passType (ep, spass, wp, dp, ltvp, student, other) and passExpiry.', 'pr 须填 prStartDate；foreigner 须填 passType（ep、spass、wp、dp、ltvp、student、other）和 passExpiry。'],
  ['NRIC/FIN must pass the checksum; phone is a Singapore number (+65 and 8 digits).', 'NRIC/FIN 须通过校验；电话为新加坡号码（+65 加 8 位数字）。'],
  ['languages and skills: separated by commas.', 'languages 和 skills 以逗号分隔。'],
  ['If any row has an error, nothing is imported and every bad row is listed.', '任何一行有错误时不会导入任何数据，并列出所有错误行。'],
];

export async function templateWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Workers');
  ws.columns = WORKER_IMPORT_COLUMNS.map((key) => ({ header: key, key, width: Math.max(14, key.length + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.addRow(EXAMPLE);
  // Text cells, so Excel keeps leading zeros and does not turn dates into serial numbers.
  for (let c = 1; c <= WORKER_IMPORT_COLUMNS.length; c++) ws.getColumn(c).numFmt = '@';
  const notes = wb.addWorksheet('Notes');
  notes.columns = [
    { header: 'English', key: 'en', width: 100 },
    { header: '中文', key: 'zh', width: 80 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [en, zh] of NOTES) notes.addRow({ en, zh });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell as the text a person typed (dates as YYYY-MM-DD, rich text flattened). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v).trim();
}

/** The first sheet's rows with their sheet row numbers; null when the file is no workbook. */
export async function readWorkbook(buf: Buffer): Promise<{ row: number; raw: RawRow }[] | null> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const ws = wb.worksheets[0];
  if (!ws) return null;
  const keys = new Map<number, ImportColumn>();
  ws.getRow(1).eachCell((cell, col) => {
    const k = cellText(cell.value) as ImportColumn;
    if ((WORKER_IMPORT_COLUMNS as readonly string[]).includes(k)) keys.set(col, k);
  });
  const out: { row: number; raw: RawRow }[] = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const raw: RawRow = {};
    r.eachCell((cell, col) => {
      const k = keys.get(col);
      const text = k ? cellText(cell.value) : '';
      if (k && text) raw[k] = text;
    });
    if (Object.keys(raw).length) out.push({ row: n, raw });
  });
  return out;
}
