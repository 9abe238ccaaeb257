/**
 * The import workbook: the template (headers, an example row, a notes sheet) and reading an
 * uploaded one into raw rows (cell values as text, keyed by the header row's column keys),
 * both through the shared sheet helpers of core/files/workbook.ts.
 */
import { WORKER_IMPORT_COLUMNS } from '@shiftdesk/shared/api';
import { readSheet, sheetTemplate } from '../../../core/files/workbook';

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
  [
    'One worker per row, from row 2; the header row must stay as it is.',
    '每行一名员工，从第 2 行开始；表头行请勿修改。',
  ],
  ['Replace the example row with your own workers.', '请用实际员工数据替换示例行。'],
  [
    'Required: name, nric, dateOfBirth, gender, nationality, residency, engagementType, phone.',
    '必填：name、nric、dateOfBirth、gender、nationality、residency、engagementType、phone。',
  ],
  [
    'Dates as YYYY-MM-DD. gender: male / female. residency: citizen / pr / foreigner. engagementType: employee / contractor.',
    '日期格式 YYYY-MM-DD。gender：male / female。residency：citizen / pr / foreigner。engagementType：employee / contractor。',
  ],
  [
    'pr needs prStartDate; foreigner needs passType (ep, spass, wp, dp, ltvp, student, other) and passExpiry.',
    'pr 须填 prStartDate；foreigner 须填 passType（ep、spass、wp、dp、ltvp、student、other）和 passExpiry。',
  ],
  [
    'NRIC/FIN must pass the checksum; phone is a Singapore number (+65 and 8 digits).',
    'NRIC/FIN 须通过校验；电话为新加坡号码（+65 加 8 位数字）。',
  ],
  ['languages and skills: separated by commas.', 'languages 和 skills 以逗号分隔。'],
  [
    'If any row has an error, nothing is imported and every bad row is listed.',
    '任何一行有错误时不会导入任何数据，并列出所有错误行。',
  ],
];

export async function templateWorkbook(): Promise<Buffer> {
  return sheetTemplate({ sheet: 'Workers', columns: WORKER_IMPORT_COLUMNS, examples: [EXAMPLE], notes: NOTES });
}

/** The first sheet's rows with their sheet row numbers; null when the file is no workbook. */
export async function readWorkbook(buf: Buffer): Promise<{ row: number; raw: RawRow }[] | null> {
  return readSheet(buf, { columns: WORKER_IMPORT_COLUMNS });
}
