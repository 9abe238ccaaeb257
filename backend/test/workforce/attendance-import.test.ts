/**
 * Attendance from a client's sign-in sheet (issue 28): the sheet is made here with exceljs and
 * uploaded to the check, which matches each row by worker and shift date and answers the diff
 * without writing — a day shift, an overnight shift (its out the next morning), an unknown
 * worker, a bad time, a verified record (not editable) and one the sheet agrees with. Apply
 * writes the punches with exactly the numbers the check previewed; a stale version is a 409
 * and nothing of the batch is written. Both databases.
 */
import ExcelJS from 'exceljs';
import { API, createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';
import { nric } from './fixtures';
import { activeWorker, assignOne, makeTerms, publishedJob, sg, type Terms } from './job-fixtures';

let t: TestApp;
let A: ReturnType<typeof api>;
let token: string;
let terms: Terms;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t)).token;
  A = api(t, token);
  terms = await makeTerms(A);
}, 180_000);
afterAll(() => t.close());

let seq = (process.pid % 500) * 1_000 + Math.floor(Math.random() * 500);
/** A worker with an NRIC and phone we know. */
async function person() {
  const i = ++seq;
  const w = { nric: nric('S', 8_000_000 + i), phone: `+658${String(5_000_000 + i).padStart(7, '0')}` };
  const id = await activeWorker(A, w);
  return { id, ...w };
}

const HEADERS = ['NRIC/FIN', 'Phone', 'Worker name', 'Date', 'Clock in', 'Clock out', 'Remarks'];
type Cell = string | Date;
async function sheet(rows: Cell[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sign-in');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const B = 'attendanceBoundary';
function check(xlsx: Buffer, fileName = 'golden-bakes-week-50.xlsx') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    xlsx,
    Buffer.from(`\r\n--${B}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${API}/workforce/workRecord/attendanceCheck`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${B}` },
  });
}

const get = async (id: number) => (await A.get(`/workforce/workRecord/get?id=${id}`)).json().data;
/** A stored row's numbers under the keys of a preview (whatever WorkRecordNumbers holds). */
const numbersLike = (r: Record<string, unknown>, like: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(like).map((k) => [k, r[k]]));

test('the check matches rows by worker and shift date and answers the diff; apply writes what it previewed', async () => {
  const day = await person();
  const night = await person();
  const badTime = await person();
  const done = await person();
  const agreed = await person();

  const dayJob = await publishedJob(A, terms, '2026-12-07', '09:00', '18:00');
  const nightJob = await publishedJob(A, terms, '2026-12-07', '22:00', '06:00');
  const dayId = await assignOne(A, dayJob, day.id);
  const nightId = await assignOne(A, nightJob, night.id);
  const badId = await assignOne(A, dayJob, badTime.id);
  const doneJob = await publishedJob(A, terms, '2026-12-08', '09:00', '18:00');
  const doneId = await assignOne(A, doneJob, done.id);
  const agreedId = await assignOne(A, doneJob, agreed.id);
  for (const id of [doneId, agreedId]) {
    const r = await A.put('/workforce/workRecord/edit', {
      id,
      clockInAt: sg('2026-12-08', '09:00'),
      clockOutAt: sg('2026-12-08', '18:00'),
      reason: 'phoned in',
    });
    expect(r.json().code).toBe(0);
  }
  expect((await A.put('/workforce/workRecord/verify', { ids: [doneId] })).json().code).toBe(0);

  const xlsx = await sheet([
    // A real Excel time cell for the in: read as 09:05.
    [day.nric, '', 'Tan (day)', '2026-12-07', new Date(Date.UTC(1899, 11, 30, 9, 5)), '18:02', 'signed'],
    // By phone (a masked NRIC names nobody), the date day-first; the out earlier than the in is the next morning.
    ['S****567D', night.phone.slice(3), 'Night', '07/12/2026', '21:58', '06:04', ''],
    [nric('S', 9_876_543), '', 'Nobody', '2026-12-07', '09:00', '18:00', ''],
    [badTime.nric, '', 'Bad time', '2026-12-07', '9h', '18:00', ''],
    [done.nric, '', 'Verified', '2026-12-08', '08:30', '18:00', ''],
    [agreed.nric, '', 'Agreed', '2026-12-08', '09:00', '18:00', ''],
  ]);
  const res = await check(xlsx);
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.fileName).toBe('golden-bakes-week-50.xlsx');
  expect(data.reason).toBe('Client attendance sheet golden-bakes-week-50.xlsx');
  expect(data.counts).toEqual({ change: 2, same: 1, error: 3 });
  const byRow = new Map(data.rows.map((r: { row: number }) => [r.row, r]));
  const dayRow = byRow.get(2) as Record<string, unknown>;
  expect(dayRow).toMatchObject({
    status: 'change',
    errors: [],
    id: dayId,
    workerId: day.id,
    recordStatus: 'scheduled',
    sheetIn: '09:05',
    sheetOut: '18:02',
    clockInAt: null,
    newClockInAt: sg('2026-12-07', '09:05'),
    newClockOutAt: sg('2026-12-07', '18:02'),
    remarks: 'signed',
  });
  // The numbers are those of the edit page's preview.
  const preview = await A.post('/workforce/workRecord/preview', {
    id: dayId,
    clockInAt: sg('2026-12-07', '09:05'),
    clockOutAt: sg('2026-12-07', '18:02'),
  });
  expect(dayRow.after).toEqual(preview.json().data);
  expect(dayRow.after).toMatchObject({ lateMinutes: 5 });

  const nightRow = byRow.get(3) as Record<string, unknown>;
  expect(nightRow).toMatchObject({
    status: 'change',
    id: nightId,
    date: '2026-12-07',
    newClockInAt: sg('2026-12-07', '21:58'),
    newClockOutAt: sg('2026-12-08', '06:04'),
  });
  expect(byRow.get(4)).toMatchObject({ status: 'error', id: null, workerId: null, workerName: 'Nobody' });
  expect((byRow.get(4) as { errors: unknown[] }).errors).toEqual([
    { field: 'nric', message: expect.stringMatching(/^No worker has NRIC\/FIN S\*+/) },
  ]);
  expect(byRow.get(5)).toMatchObject({
    status: 'error',
    id: badId,
    errors: [{ field: 'clockIn', message: 'clockIn must be a time HH:mm (24-hour)' }],
  });
  expect(byRow.get(6)).toMatchObject({
    status: 'error',
    id: doneId,
    recordStatus: 'verified',
    errors: [{ field: 'date', message: `Work record #${doneId} is verified: not editable` }],
  });
  expect(byRow.get(7)).toMatchObject({ status: 'same', id: agreedId, errors: [], after: null });

  // Nothing was written by the check.
  expect(await get(dayId)).toMatchObject({ status: 'scheduled', clockInAt: null, payAmount: 0 });

  const changes = data.rows.filter((r: { status: string }) => r.status === 'change');
  const applied = await A.put('/workforce/workRecord/attendanceApply', {
    rows: changes.map((r: Record<string, unknown>) => ({
      id: r.id,
      clockInAt: r.newClockInAt,
      clockOutAt: r.newClockOutAt,
      version: r.version,
    })),
    fileName: data.fileName,
  });
  expect(applied.json()).toMatchObject({ code: 0, data: { count: 2, ids: [dayId, nightId] } });
  for (const r of changes) {
    const stored = await get(r.id);
    expect(stored).toMatchObject({
      status: 'pending_verification',
      clockInAt: r.newClockInAt,
      clockOutAt: r.newClockOutAt,
      adjustReason: 'Client attendance sheet golden-bakes-week-50.xlsx',
    });
    expect(numbersLike(stored, r.after)).toEqual(r.after);
  }
  expect((await get(nightId)).shiftDate).toBe('2026-12-07');

  // Checked again, the sheet now agrees with those two.
  const again = (await check(xlsx)).json().data;
  expect(again.counts).toEqual({ change: 0, same: 3, error: 3 });
});

test('a record changed since the check answers 409 on apply, and nothing of the batch is written', async () => {
  const a = await person();
  const b = await person();
  const job = await publishedJob(A, terms, '2026-12-14', '09:00', '18:00');
  const aId = await assignOne(A, job, a.id);
  const bId = await assignOne(A, job, b.id);
  const data = (
    await check(
      await sheet([
        [a.nric, '', 'A', '2026-12-14', '09:00', '17:00', ''],
        [b.nric, '', 'B', '2026-12-14', '09:10', '18:00', ''],
      ]),
    )
  ).json().data;
  expect(data.counts).toEqual({ change: 2, same: 0, error: 0 });

  // Someone adjusts record A meanwhile.
  const meanwhile = await A.put('/workforce/workRecord/edit', {
    id: aId,
    clockInAt: sg('2026-12-14', '09:00'),
    clockOutAt: sg('2026-12-14', '18:00'),
    reason: 'supervisor called',
  });
  expect(meanwhile.json().code).toBe(0);
  const beforeB = await get(bId);

  const applied = await A.put('/workforce/workRecord/attendanceApply', {
    rows: data.rows.map((r: Record<string, unknown>) => ({
      id: r.id,
      clockInAt: r.newClockInAt,
      clockOutAt: r.newClockOutAt,
      version: r.version,
    })),
    reason: 'Sheet from the outlet',
  });
  expect(applied.statusCode).toBe(409);
  expect(applied.json().message).toMatch(new RegExp(`#${aId} was changed by someone else`));
  expect(await get(bId)).toEqual(beforeB);
  expect(await get(aId)).toMatchObject({ clockOutAt: sg('2026-12-14', '18:00'), adjustReason: 'supervisor called' });
});

test("a worker's rows in one week are previewed together, as the apply stores them (their weekly overtime)", async () => {
  const w = await person();
  // Mon 14 to Sat 19 December 2026, 09:00-18:00 with the unpaid hour: 8 h a day, 48 h a week.
  const days = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19'];
  const ids: number[] = [];
  for (const d of days) ids.push(await assignOne(A, await publishedJob(A, terms, d, '09:00', '18:00'), w.id));
  const data = (await check(await sheet(days.map((d) => [w.nric, '', 'Week', d, '09:00', '18:00', ''])))).json().data;
  expect(data.counts).toEqual({ change: 6, same: 0, error: 0 });
  const rows = data.rows as {
    id: number;
    after: Record<string, number>;
    newClockInAt: string;
    newClockOutAt: string;
    version: number;
  }[];

  // Alone, Saturday's row is a plain day: the week's other records hold no punches yet.
  const sat = rows[5];
  const alone = (
    await A.post('/workforce/workRecord/preview', {
      id: sat.id,
      clockInAt: sat.newClockInAt,
      clockOutAt: sat.newClockOutAt,
    })
  ).json().data;
  expect(alone.otMinutes).toBe(0);
  // With the week's other rows it passes the 44 weekly hours.
  const weekOt = rows.reduce((n, r) => n + r.after.otMinutes, 0);
  expect(weekOt).toBeGreaterThan(0);
  expect(rows.reduce((n, r) => n + r.after.normalMinutes + r.after.otMinutes, 0)).toBe(
    rows.reduce((n, r) => n + r.after.payMinutes, 0),
  );

  const applied = await A.put('/workforce/workRecord/attendanceApply', {
    rows: rows.map((r) => ({ id: r.id, clockInAt: r.newClockInAt, clockOutAt: r.newClockOutAt, version: r.version })),
  });
  expect(applied.json().code).toBe(0);
  for (const r of rows) expect(numbersLike(await get(r.id), r.after)).toEqual(r.after);
  expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
});

test('the template names the columns; a file that is no workbook is refused', async () => {
  const tpl = await t.app.inject({
    method: 'GET',
    url: `${API}/workforce/workRecord/attendanceTemplate`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(tpl.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(tpl.rawPayload as unknown as ExcelJS.Buffer);
  expect(wb.worksheets[0].getRow(1).values).toEqual([
    undefined,
    'nric',
    'phone',
    'workerName',
    'date',
    'clockIn',
    'clockOut',
    'remarks',
  ]);
  const bad = await check(Buffer.from('PK\u0003\u0004 not really a zip'));
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('The attendance sheet is not an XLSX workbook');
});
