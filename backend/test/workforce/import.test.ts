/**
 * Bulk import: the template; a 5,000-row file with 3 bad rows is refused naming exactly those
 * rows and nothing is written; fixed, it is written all at once by the queue's job with progress
 * events to the requester; a small file imports inline. The workbooks are made here with exceljs.
 */
import { WORKER_IMPORT_COLUMNS } from '@shiftdesk/shared/api';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DomainEvents } from '../../src/core/base/events';
import { auditLog, wfWorker } from '../../src/db/schema';
import { API, createTestApp, eventually, type TestApp } from '../helpers';
import { adminToken } from '../support/sessions';
import { nric } from './fixtures';

let t: TestApp;
let token: string;
let adminId: number;
const progress: DomainEvents['jobProgress'][] = [];
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, schedules: [] } });
  t.app.ctx.events.on('jobProgress', (p) => progress.push(p));
  const admin = await adminToken(t);
  token = admin.token;
  adminId = admin.userId;
}, 120_000);
afterAll(() => t.close());

const B = 'wfImportBoundary';
function upload(xlsx: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="workers.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    xlsx,
    Buffer.from(`\r\n--${B}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${API}/workforce/worker/import`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${B}` },
  });
}

type Row = Record<(typeof WORKER_IMPORT_COLUMNS)[number], string>;
function row(i: number, base: number): Row {
  const foreigner = i % 5 === 0;
  return {
    name: `Import Worker ${base + i}`,
    nric: nric(foreigner ? 'G' : 'S', base + i),
    dateOfBirth: '1990-01-15',
    gender: i % 2 ? 'female' : 'male',
    nationality: foreigner ? 'Malaysian' : 'Singaporean',
    residency: foreigner ? 'foreigner' : 'citizen',
    prStartDate: '',
    passType: foreigner ? 'wp' : '',
    passExpiry: foreigner ? '2027-12-31' : '',
    engagementType: 'contractor',
    phone: `+658${String(base + i).padStart(7, '0')}`,
    email: '',
    address: '',
    bankName: '',
    bankAccount: '',
    payNow: '',
    emergencyName: '',
    emergencyPhone: '',
    emergencyRelation: '',
    languages: 'English, Malay',
    skills: 'warehouse',
  };
}

async function workbook(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Workers');
  ws.addRow([...WORKER_IMPORT_COLUMNS]);
  for (const r of rows) ws.addRow(WORKER_IMPORT_COLUMNS.map((c) => r[c]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const workers = async () => Number((await t.db.select({ n: count() }).from(wfWorker))[0].n);

test('the template: the columns in order, an example row, a notes sheet', async () => {
  const r = await t.app.inject({ method: 'GET', url: `${API}/workforce/worker/importTemplate`, headers: { authorization: `Bearer ${token}` } });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ExcelJS.Buffer);
  const [sheet, notes] = wb.worksheets;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...WORKER_IMPORT_COLUMNS]);
  expect(sheet.getRow(2).getCell(1).value).toBe('Tan Ah Kow');
  expect(notes.name).toBe('Notes');
  expect(notes.rowCount).toBeGreaterThan(3);
});

test('5,000 rows with 3 bad ones: refused naming exactly those rows, nothing written; fixed, all imported by the job with progress', async () => {
  const rows = Array.from({ length: 5000 }, (_, i) => row(i, 2_000_000));
  const good = rows.map((r) => ({ ...r }));
  // Sheet rows are the index + 2 (header is row 1).
  rows[99] = { ...rows[99], nric: `${rows[99].nric.slice(0, 8)}${rows[99].nric.endsWith('A') ? 'B' : 'A'}` };
  rows[2000] = { ...rows[2000], phone: '+6512345678' };
  rows[4001] = { ...rows[4001], nric: rows[8].nric };
  const before = await workers();
  const refused = await upload(await workbook(rows));
  expect(refused.statusCode).toBe(400);
  const named = refused.json().data.rows as { row: number; field: string; message: string }[];
  expect(named.map((e) => [e.row, e.field])).toEqual([
    [101, 'nric'],
    [2002, 'phone'],
    [4003, 'nric'],
  ]);
  expect(named[2].message).toBe('nric repeats row 10 of this file');
  expect(refused.json().message).toBe('3 row(s) have errors; nothing was imported');
  expect(await workers()).toBe(before);

  const accepted = await upload(await workbook(good));
  expect(accepted.json()).toMatchObject({ code: 0, data: { imported: 0, jobId: expect.any(String) } });
  const { jobId } = accepted.json().data;
  await eventually(async () => progress.some((p) => p.job === jobId && p.state === 'completed'), 60_000);
  expect(await workers()).toBe(before + 5000);
  const mine = progress.filter((p) => p.job === jobId);
  expect(mine.every((p) => p.userId === adminId && p.total === 5000)).toBe(true);
  expect(mine.map((p) => p.done)).toEqual(expect.arrayContaining([0, 500, 5000]));
  const [w] = await t.db.select().from(wfWorker).where(eq(wfWorker.nric, good[4001].nric));
  expect(w).toMatchObject({ status: 'pending_verification', residency: 'citizen', languages: ['English', 'Malay'], createdBy: adminId });
  const [audited] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'worker'));
  expect(Number(audited.n)).toBeGreaterThanOrEqual(5000);

  // The same file again: every row now names the worker who has its NRIC.
  const again = await upload(await workbook(good.slice(0, 3)));
  expect(again.statusCode).toBe(400);
  expect(again.json().data.rows[0].message).toMatch(/^NRIC already belongs to worker #\d+ Import Worker 2000000$/);
}, 240_000);

test('a small file imports inline', async () => {
  const before = await workers();
  const r = await upload(await workbook([row(1, 3_000_000), row(2, 3_000_000)]));
  expect(r.json()).toMatchObject({ code: 0, data: { imported: 2, jobId: null } });
  expect(await workers()).toBe(before + 2);
  const notXlsx = await upload(Buffer.from('PK\u0003\u0004 not really a zip'));
  expect(notXlsx.statusCode).toBe(400);
});
