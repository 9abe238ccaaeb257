/**
 * Timesheet documents (issue 29): the PDF by its template — Chinese names in an embedded font,
 * the rows, totals, group subtotals, the signer and the hash — the XLSX whose totals row is the
 * timesheet's stored totals, a zip for several, the route's scope (404), and the PDF table's
 * pagination on its own. Reads the PDFs back with poppler's pdftotext / pdffonts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TimesheetApi } from '@shiftdesk/shared/api';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { createPdf } from '../../src/core/pdf/document';
import { drawTable, type PdfTableRow } from '../../src/core/pdf/table';
import { DataScope } from '../../src/core/lists/data-scope';
import { wfTimesheet, wfTimesheetTemplate } from '../../src/db/schema';
import { timesheetLayout } from '../../src/modules/workforce/timesheet/documents';
import { createTestApp, type InjectResponse, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-doc-'));
}, 180_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function verifiedRecord(terms: Terms, day: string, name: string): Promise<number> {
  const workerId = await activeWorker(A, { name });
  const id = await assignOne(A, await publishedJob(A, terms, day, '09:00', '19:00'), workerId);
  const edited = await A.put('/workforce/workRecord/edit', {
    id,
    clockInAt: sg(day, '09:08'),
    clockOutAt: sg(day, '19:07'),
    reason: 'Punches phoned in by the site supervisor',
  });
  expect(edited.json().code).toBe(0);
  expect((await A.put('/workforce/workRecord/verify', { ids: [id] })).json().code).toBe(0);
  return id;
}

const NAMES = ['陈美玲', 'Rajesh Kumar', 'Nurul Aisyah'];

/** A monthly timesheet of three workers' shifts, approved by the signer. */
async function approvedTimesheet() {
  const terms = await makeTerms(A);
  for (const [i, name] of NAMES.entries()) await verifiedRecord(terms, `2026-11-1${i + 1}`, name);
  const ts = (
    await A.post('/workforce/timesheet/generate', { contractDeptId: terms.contractDeptId, period: '2026-11' })
  ).json().data;
  expect((await A.put('/workforce/timesheet/send', { id: ts.id })).json().code).toBe(0);
  const shown = (await A.get(`/workforce/timesheet/get?id=${ts.id}`)).json().data;
  const approved = await A.put('/workforce/timesheet/approve', {
    id: ts.id,
    signerName: 'Mei Ling Tan',
    signature: PNG,
    version: shown.version,
  });
  expect(approved.json().code).toBe(0);
  return (await A.get(`/workforce/timesheet/get?id=${ts.id}`)).json().data;
}

const exportUrl = (ids: number[], format: 'pdf' | 'xlsx') =>
  `/workforce${TimesheetApi.path.export}?${ids.map((id) => `ids[]=${id}`).join('&')}&format=${format}`;

/** The reply's bytes (light-my-request keeps them beside the text body). */
const bytes = (res: InjectResponse) => (res as InjectResponse & { rawPayload: Buffer }).rawPayload;

function save(name: string, res: InjectResponse): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes(res));
  return file;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
const hours = (minutes: number) => (Math.round((minutes * 100) / 60) / 100).toFixed(2);
const money = (cents: number) =>
  `S$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

let ts: Awaited<ReturnType<typeof approvedTimesheet>>;
beforeAll(async () => {
  ts = await approvedTimesheet();
}, 180_000);

test('the PDF: heading, every row (a Chinese name too) in an embedded font, totals, the signer and the hash', async () => {
  const res = await A.get(exportUrl([ts.id], 'pdf'));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${ts.number}.pdf"`);
  const file = save('one.pdf', res);
  const text = pdfText(file);
  for (const s of [ts.number, ts.clientName, ts.deptName, '2026-11-01', '2026-11-30', 'Approved', ...NAMES])
    expect(text).toContain(s);
  // The default layout: hours, OT and PH columns with the stored totals.
  expect(text).toMatch(
    new RegExp(`Total\\s+${hours(ts.billMinutes)}\\s+${hours(ts.billOtMinutes)}\\s+${hours(ts.phMinutes)}`),
  );
  expect(text).toContain('Mei Ling Tan');
  expect(text).toContain(ts.signedHash);
  expect(text).toMatch(/Page 1 of 1/);
  // NRICs are masked: four asterisks, never seven digits.
  expect(text).toMatch(/[STFGM]\*{4}\d{3}[A-Z]/);
  expect(text).not.toMatch(/[STFGM]\d{7}[A-Z]/);

  const fonts = execFileSync('pdffonts', [file]).toString('utf8');
  const noto = fonts.split('\n').filter((l) => l.includes('NotoSansSC'));
  expect(noto.length).toBeGreaterThan(0);
  // Columns: name type encoding emb sub uni object ID — every Noto font embedded as a subset.
  for (const line of noto) expect(line).toMatch(/\+NotoSansSC\S*\s.*\byes\s+yes\b/);
});

test('a template grouping by worker prints each worker’s subtotal, and money when it asks for the amount', async () => {
  const [tpl] = await t.db
    .insert(wfTimesheetTemplate)
    .values({
      name: `By worker ${process.pid}`,
      columns: ['workerName', 'nricMasked', 'shiftDate', 'position', 'paidHours', 'billAmount'],
      grouping: 'worker',
      showTotals: true,
      signatureBlock: true,
      footerNote: 'Queries on this timesheet: ops@example.sg',
    })
    .returning({ id: wfTimesheetTemplate.id });
  await t.db.update(wfTimesheet).set({ templateId: tpl.id }).where(eq(wfTimesheet.id, ts.id));
  try {
    expect((await timesheetLayout(t.db, tpl.id)).grouping).toBe('worker');
    const text = pdfText(save('grouped.pdf', await A.get(exportUrl([ts.id], 'pdf'))));
    const per = ts.records[0];
    expect(text.match(/Subtotal/g)?.length).toBe(NAMES.length);
    expect(text).toMatch(
      new RegExp(`Subtotal\\s+${hours(per.billMinutes)}\\s+${money(per.billAmount).replace('$', '\\$')}`),
    );
    expect(text).toMatch(
      new RegExp(`Total\\s+${hours(ts.billMinutes)}\\s+${money(ts.billAmount).replace('$', '\\$')}`),
    );
    expect(text).toContain('Queries on this timesheet: ops@example.sg');
  } finally {
    await t.db.update(wfTimesheet).set({ templateId: null }).where(eq(wfTimesheet.id, ts.id));
  }
});

test('a Chinese template prints the headings, columns, totals and signature block in Chinese; the XLSX too', async () => {
  const made = await A.post('/workforce/timesheetTemplate/add', {
    name: `中文 ${process.pid}`,
    columns: ['workerName', 'shiftDate', 'paidHours', 'billAmount'],
    grouping: 'none',
    showTotals: true,
    signatureBlock: true,
    lang: 'zh-cn',
  });
  expect(made.json().code).toBe(0);
  const tplId = made.json().data.id as number;
  expect((await A.get(`/workforce/timesheetTemplate/get?id=${tplId}`)).json().data.lang).toBe('zh-cn');
  await t.db.update(wfTimesheet).set({ templateId: tplId }).where(eq(wfTimesheet.id, ts.id));
  try {
    const text = pdfText(save('zh.pdf', await A.get(exportUrl([ts.id], 'pdf'))));
    for (const s of [
      `工时表 ${ts.number}`,
      '客户：',
      '部门：',
      '期间：',
      '（2026-11-01 至 2026-11-30）',
      '状态：已批准',
    ])
      expect(text).toContain(s);
    // Column headings, the totals row and the signature block, in Chinese; names and numbers as they are.
    expect(text).toMatch(/员工\s+日期\s+工时\s+金额/);
    expect(text).toMatch(new RegExp(`合计\\s+${hours(ts.billMinutes)}\\s+${money(ts.billAmount).replace('$', '\\$')}`));
    expect(text).toContain('客户确认');
    expect(text).toContain('批准人：Mei Ling Tan');
    expect(text).toContain(ts.signedHash);
    expect(text).not.toMatch(/\b(Worker|Total|Client approval)\b/);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes(await A.get(exportUrl([ts.id], 'xlsx'))) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('工时表');
    const rows = ws.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows.find((r) => r.includes('员工')) as unknown[];
    const totals = rows.find((r) => r.includes('合计')) as unknown[];
    expect(totals[header.indexOf('工时')]).toBe(Number(hours(ts.billMinutes)));
  } finally {
    await t.db.update(wfTimesheet).set({ templateId: null }).where(eq(wfTimesheet.id, ts.id));
  }
});

test('no template, or a missing one: the default layout', async () => {
  const layout = await timesheetLayout(t.db, null);
  expect(layout.columns).toContain('workerName');
  expect(await timesheetLayout(t.db, 2_000_000_000)).toEqual(layout);
});

test('the XLSX: numbers as numbers, and the totals row is the timesheet’s stored totals', async () => {
  const res = await A.get(exportUrl([ts.id], 'xlsx'));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${ts.number}.xlsx"`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes(res) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows = ws.getSheetValues().filter(Boolean) as unknown[][];
  expect(rows[0]).toContain(ts.number);
  const header = rows.find((r) => r.includes('Worker')) as unknown[];
  const totals = rows.find((r) => r.includes('Total')) as unknown[];
  const col = (h: string) => header.indexOf(h);
  expect(totals[col('Hours')]).toBe(Number(hours(ts.billMinutes)));
  expect(totals[col('OT h')]).toBe(Number(hours(ts.billOtMinutes)));
  expect(totals[col('PH h')]).toBe(Number(hours(ts.phMinutes)));
  const records = rows.slice(rows.indexOf(header) + 1, rows.indexOf(totals));
  expect(records.map((r) => r[col('Worker')])).toEqual(NAMES);
  for (const r of records) expect(typeof r[col('Hours')]).toBe('number');
});

test('two ids → a zip of one file each', async () => {
  const other = await approvedTimesheet();
  const res = await A.get(exportUrl([ts.id, other.id], 'pdf'));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toBe('attachment; filename="timesheets-2.zip"');
  const entries = unzipSync(new Uint8Array(bytes(res)));
  expect(Object.keys(entries).sort()).toEqual([`${ts.number}.pdf`, `${other.number}.pdf`].sort());
  for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
});

test('an unknown id, or one outside the caller’s data scope → 404; bad input → 400', async () => {
  const unknown = await A.get(exportUrl([ts.id, 2_000_000_000], 'pdf'));
  expect(unknown.statusCode).toBe(404);
  const own = api(t, (await userWith(t, { rules: [TimesheetApi.rule.export], dataScope: DataScope.SELF })).token);
  expect((await own.get(exportUrl([ts.id], 'xlsx'))).statusCode).toBe(404);
  const none = api(t, (await userWith(t, { rules: [] })).token);
  expect((await none.get(exportUrl([ts.id], 'xlsx'))).statusCode).toBe(403);
  expect((await A.get(exportUrl([ts.id], 'docx' as 'pdf'))).statusCode).toBe(400);
  expect((await A.get(`/workforce${TimesheetApi.path.export}?format=pdf`)).statusCode).toBe(400);
});

test('core/pdf table: 200 rows flow over pages, the header on each, page subtotals, the totals once', async () => {
  const { doc, finish } = createPdf({ title: 'Pagination' });
  const rows: PdfTableRow[] = Array.from({ length: 200 }, (_, i) => ({
    kind: 'data',
    cells: [`Row ${i + 1}`, 'a long remark that has to wrap inside its narrow cell and then be cut', String(i + 1)],
  }));
  drawTable(doc, {
    columns: [
      { header: 'HeadName', width: 2 },
      { header: 'HeadRemark', width: 3 },
      { header: 'HeadCount', width: 1, align: 'right' },
    ],
    rows,
    pageSubtotal: (onPage) => ['Page subtotal', '', String(onPage.length)],
    totals: ['Grand total', '', '200'],
  });
  const file = path.join(dir, 'table.pdf');
  fs.writeFileSync(file, await finish());
  const pages = pdfText(file)
    .split('\f')
    .filter((p) => p.trim());
  expect(pages.length).toBeGreaterThan(2);
  for (const [i, page] of pages.entries()) {
    expect(page.match(/HeadName/g)?.length).toBe(1);
    expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
  }
  expect(pages.slice(0, -1).every((p) => p.includes('Page subtotal'))).toBe(true);
  const text = pages.join('\n');
  expect(text.match(/Grand total/g)?.length).toBe(1);
  for (const n of [1, 100, 200]) expect(text).toMatch(new RegExp(`Row ${n}\\b`));
});
