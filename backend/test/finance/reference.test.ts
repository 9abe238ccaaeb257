/**
 * Reference tables: seeded rows name their source; the row in force across the 2025→2026 CPF
 * change and the GST 8%→9% change; overlaps and locked rows refused with 409; list paging and
 * sort; 403 without the rule; every change in the operation log.
 */
import { CPF_CEILINGS, CPF_RATES, GST_RATES, PUBLIC_HOLIDAYS, SDL_RATES } from '@shiftdesk/shared/rules';
import { desc, isNull } from 'drizzle-orm';
import { refCpfCeiling, refCpfRate, refGstRate, refPublicHoliday, refSdlRate, sysOperLog } from '../../src/db/schema';
import {
  cpfRatesInForce,
  inForce,
  lockReferenceRows,
  publicHolidaysBetween,
} from '../../src/modules/finance/reference/service';
import { seedReferenceOnce } from '../../src/seed/reference';
import { createTestApp, eventually, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
let zh: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  const token = (await adminToken(t)).token;
  A = api(t, token);
  zh = api(t, token, 'zh-CN');
});
afterAll(() => t.close());

test('every seeded row names its source, and seeding again adds nothing', async () => {
  const tables = [refPublicHoliday, refGstRate, refCpfRate, refCpfCeiling, refSdlRate] as const;
  const expected = [PUBLIC_HOLIDAYS, GST_RATES, CPF_RATES, CPF_CEILINGS, SDL_RATES].map((r) => r.length);
  for (const [i, tb] of tables.entries()) {
    const rows = await t.db.select({ source: tb.source }).from(tb);
    expect(rows).toHaveLength(expected[i]);
    for (const r of rows) expect(r.source.trim().length).toBeGreaterThan(5);
  }
  expect(await seedReferenceOnce(t.db)).toBe(0);
});

test('inForce picks the row of the date: GST 8% → 9%, CPF and ceilings 2025 → 2026', async () => {
  expect((await inForce(t.db, 'gstRate', '2023-12-31')).rateBp).toBe(800);
  expect((await inForce(t.db, 'gstRate', '2024-01-01')).rateBp).toBe(900);
  expect((await inForce(t.db, 'cpfCeiling', '2025-12-31')).owCeilingCents).toBe(7400_00);
  expect((await inForce(t.db, 'cpfCeiling', '2026-01-01')).owCeilingCents).toBe(8000_00);
  // Age 58 falls in the "above 55 to 60" band: employer 15.5% in 2025, 16% from 2026.
  const old = await inForce(t.db, 'cpfRate', '2025-12-31', { rateClass: 'citizen', age: 58 });
  const now = await inForce(t.db, 'cpfRate', '2026-01-01', { rateClass: 'citizen', age: 58 });
  expect([old.ageMax, old.employerBp, old.employeeBp]).toEqual([60, 1550, 1700]);
  expect([now.ageMax, now.employerBp, now.employeeBp]).toEqual([60, 1600, 1800]);
  expect((await inForce(t.db, 'cpfRate', '2026-03-01', { rateClass: 'citizen', age: 55 })).employeeBp).toBe(2000);
  expect((await inForce(t.db, 'cpfRate', '2026-03-01', { rateClass: 'citizen', age: 80 })).ageMax).toBeNull();
  const bands = await cpfRatesInForce(t.db, '2026-06-01', 'citizen');
  expect(bands.map((b) => b.ageMax)).toEqual([55, 60, 65, 70, null]);
  // The rules get the shared row shape (no ids or lock columns).
  expect(Object.keys(await inForce(t.db, 'sdlRate', '2026-01-01')).sort()).toEqual([
    'effectiveFrom',
    'effectiveTo',
    'maxCents',
    'minCents',
    'rateBp',
    'source',
  ]);
  expect(await inForce(t.db, 'publicHoliday', '2026-08-10')).toMatchObject({
    name: expect.any(String),
    substituteFor: '2026-08-09',
  });
  expect(await inForce(t.db, 'publicHoliday', '2026-08-11')).toBeNull();
  const aug = await publicHolidaysBetween(t.db, '2026-08-01', '2026-08-31');
  expect(aug.map((h) => h.date)).toEqual(['2026-08-09', '2026-08-10']);
  await expect(inForce(t.db, 'gstRate', '1990-01-01')).rejects.toMatchObject({ statusCode: 404 });
});

test('GET reference/inForce answers the stored row a rule would get', async () => {
  const gst = (await A.get('/finance/reference/inForce?kind=gstRate&date=2023-06-30')).json();
  expect(gst).toMatchObject({ code: 0, data: { rateBp: 800, lockedAt: null } });
  expect(gst.data.id).toEqual(expect.any(Number));
  const sdl = (await A.get('/finance/reference/inForce?kind=sdlRate&date=2026-02-01')).json().data;
  expect(sdl).toMatchObject({ rateBp: 25, minCents: 200, maxCents: 1125 });
  const cpf = (await A.get('/finance/reference/inForce?kind=cpfRate&date=2026-02-01&rateClass=pr1&age=30')).json().data;
  expect(cpf).toMatchObject({ rateClass: 'pr1', employerBp: 400, employeeBp: 500 });
  expect((await A.get('/finance/reference/inForce?kind=cpfRate&date=2026-02-01')).statusCode).toBe(400);
  expect((await A.get('/finance/reference/inForce?kind=publicHoliday&date=2026-06-02')).json()).toMatchObject({
    code: 0,
    data: null,
  });
  const none = await A.get('/finance/reference/inForce?kind=gstRate&date=1999-01-01');
  expect(none.statusCode).toBe(404);
  expect(none.json().message).toBe('No GST rate is in force on 1999-01-01');
});

test('list: paging, filters and whitelisted sort', async () => {
  const p1 = (await A.get('/finance/publicHoliday/list?year=2026&pageSize=5')).json().data;
  const all2026 = PUBLIC_HOLIDAYS.filter((h) => h.date.startsWith('2026-')).length;
  expect(p1).toMatchObject({ total: all2026, currentPage: 1 });
  expect(p1.list).toHaveLength(5);
  expect(p1.list[0].date).toBe('2026-01-01');
  const p2 = (await A.get('/finance/publicHoliday/list?year=2026&pageSize=5&pageNum=2')).json().data;
  expect(p2.list[0].date > p1.list[4].date).toBe(true);
  const byDateDesc = (await A.get('/finance/publicHoliday/list?year=2026&orderBy=date&orderDir=desc&pageSize=1')).json()
    .data;
  expect(byDateDesc.list[0].date).toBe('2026-12-25');
  const gst = (await A.get('/finance/gstRate/list?orderBy=rateBp&orderDir=desc')).json().data.list;
  expect(gst.map((r: { rateBp: number }) => r.rateBp)).toEqual(
    [...GST_RATES.map((r) => r.rateBp)].sort((a, b) => b - a),
  );
  const inForceGst = (await A.get('/finance/gstRate/list?inForceOn=2023-05-01')).json().data.list;
  expect(inForceGst.map((r: { rateBp: number }) => r.rateBp)).toEqual([800]);
  const pr = (await A.get('/finance/cpfRate/list?rateClass=pr2&year=2026')).json().data.list;
  expect(pr.length).toBeGreaterThan(0);
  expect(pr.every((r: { rateClass: string }) => r.rateClass === 'pr2')).toBe(true);
  expect((await A.get('/finance/gstRate/list?orderBy=source')).statusCode).toBe(400);
  expect((await A.get('/finance/publicHoliday/list?orderBy=rateBp')).statusCode).toBe(400);
});

test('overlapping periods are refused with 409 naming the row, in both languages', async () => {
  const body = { effectiveFrom: '2023-06-01', effectiveTo: '2024-06-30', rateBp: 850, source: 'test' };
  const en = await A.post('/finance/gstRate/add', body);
  expect(en.statusCode).toBe(409);
  expect(en.json().message).toMatch(/^The period overlaps GST rate #\d+ \(2023-01-01 – 2023-12-31\)/);
  const cn = await zh.post('/finance/gstRate/add', body);
  expect(cn.json().message).toMatch(/消费税税率 #\d+/);
  expect(cn.json().message).toMatch(/重叠/);
  // CPF: overlaps only count within one rate class and age band.
  const cpf = {
    effectiveFrom: '2026-07-01',
    effectiveTo: null,
    rateClass: 'pr1',
    ageMax: 60,
    employerBp: 400,
    employeeBp: 500,
    phasedEmployeeFactorBp: 1500,
    source: 'test',
  };
  const added = await A.post('/finance/cpfRate/add', cpf);
  expect(added.json()).toMatchObject({ code: 0 });
  const again = await A.post('/finance/cpfRate/add', {
    ...cpf,
    effectiveFrom: '2026-07-01',
    effectiveTo: '2026-12-31',
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toMatch(/PR year 1, age ≤ 60, 2026-07-01 – open-ended/);
  // Holidays: one a day.
  const dup = await A.post('/finance/publicHoliday/add', {
    date: '2026-08-09',
    name: 'Again',
    substituteFor: null,
    source: 'x',
  });
  expect(dup.statusCode).toBe(409);
  expect(dup.json().message).toMatch(/2026-08-09 is already a public holiday/);
});

test('a new open-ended row closes the current one the day before (GST 9% → 10% in 2030)', async () => {
  const res = await A.post('/finance/gstRate/add', {
    effectiveFrom: '2030-01-01',
    effectiveTo: null,
    rateBp: 1000,
    source: 'test',
  });
  expect(res.json()).toMatchObject({ code: 0 });
  expect((await inForce(t.db, 'gstRate', '2029-12-31')).rateBp).toBe(900);
  expect((await inForce(t.db, 'gstRate', '2029-12-31')).effectiveTo).toBe('2029-12-31');
  expect((await inForce(t.db, 'gstRate', '2030-01-01')).rateBp).toBe(1000);
  await A.del('/finance/gstRate/delete', { ids: [res.json().data.id] });
});

test('validation: period order, source required, bounds, cross-field checks', async () => {
  const r1 = await A.post('/finance/gstRate/add', {
    effectiveFrom: '2040-02-01',
    effectiveTo: '2040-01-01',
    rateBp: 900,
    source: 's',
  });
  expect(r1.statusCode).toBe(400);
  expect(r1.json().data.errors).toEqual([
    { field: 'body.effectiveTo', message: 'The start date must not be after the end date' },
  ]);
  const r2 = await A.post('/finance/gstRate/add', {
    effectiveFrom: '2040-01-01',
    effectiveTo: null,
    rateBp: 900,
    source: '',
  });
  expect(r2.json()).toMatchObject({ code: 400, message: 'Source cannot be empty' });
  const r3 = await A.post('/finance/gstRate/add', {
    effectiveFrom: '2040-01-01',
    effectiveTo: null,
    rateBp: 9000,
    source: 's',
  });
  expect(r3.json()).toMatchObject({ code: 400, message: 'The rate is out of the allowed range' });
  const r4 = await A.post('/finance/sdlRate/add', {
    effectiveFrom: '2040-01-01',
    effectiveTo: null,
    rateBp: 25,
    minCents: 2000,
    maxCents: 100,
    source: 's',
  });
  expect(r4.json().data.errors[0]).toEqual({
    field: 'body.maxCents',
    message: 'The minimum must not exceed the maximum',
  });
  const r5 = await zh.post('/finance/cpfCeiling/add', {
    effectiveFrom: '2040-01-01',
    effectiveTo: null,
    owCeilingCents: 900000,
    annualCeilingCents: 100,
    source: 's',
  });
  expect(r5.json().message).toBe('年度上限不能低于每月普通工资上限');
  const r6 = await A.post('/finance/publicHoliday/add', {
    date: '2027-01-01',
    name: 'X',
    substituteFor: '2027-01-02',
    source: 's',
  });
  expect(r6.json().data.errors[0].field).toBe('body.substituteFor');
});

test('locked rows cannot be edited or deleted (409, en + zh-cn); lockReferenceRows marks what a document used', async () => {
  const id = (
    await A.post('/finance/publicHoliday/add', {
      date: '2031-05-05',
      name: 'Test day',
      substituteFor: null,
      source: 'test',
    })
  ).json().data.id;
  expect(
    (
      await A.put('/finance/publicHoliday/edit', {
        id,
        date: '2031-05-05',
        name: 'Test day 2',
        substituteFor: null,
        source: 'test',
      })
    ).json().code,
  ).toBe(0);
  const locked = await t.db.transaction((tx) =>
    lockReferenceRows(tx, [
      { kind: 'publicHoliday', from: '2031-05-01', to: '2031-05-31' },
      { kind: 'gstRate', date: '2023-03-01' },
    ]),
  );
  expect(locked).toBe(2);
  const row = (await A.get(`/finance/publicHoliday/get?id=${id}`)).json().data;
  expect(row.lockedAt).toEqual(expect.any(String));
  const edit = await A.put('/finance/publicHoliday/edit', {
    id,
    date: '2031-05-05',
    name: 'Renamed',
    substituteFor: null,
    source: 'test',
  });
  expect(edit.statusCode).toBe(409);
  expect(edit.json().message).toMatch(
    /^This public holiday row was used by a locked document \(\d{4}-\d{2}-\d{2}\) and can no longer be edited or deleted$/,
  );
  const del = await zh.del('/finance/publicHoliday/delete', { ids: [id] });
  expect(del.statusCode).toBe(409);
  expect(del.json().message).toMatch(/^该公共假日记录已被已锁定的单据使用/);
  const gst8 = (await A.get('/finance/reference/inForce?kind=gstRate&date=2023-03-01')).json().data;
  expect(gst8.lockedAt).toEqual(expect.any(String));
  expect(
    (
      await A.put('/finance/gstRate/edit', {
        id: gst8.id,
        effectiveFrom: '2023-01-01',
        effectiveTo: '2023-12-31',
        rateBp: 800,
        source: 'edited',
      })
    ).statusCode,
  ).toBe(409);
});

test('a locked open-ended row is closed by a successor only after the last day it was used', async () => {
  const open = await t.db.select().from(refSdlRate).where(isNull(refSdlRate.effectiveTo));
  expect(open).toHaveLength(1);
  const [sdl] = open;
  await t.db.transaction((tx) => lockReferenceRows(tx, [{ kind: 'sdlRate', date: '2032-03-31' }]));
  const early = await A.post('/finance/sdlRate/add', {
    effectiveFrom: '2032-03-01',
    effectiveTo: null,
    rateBp: 30,
    minCents: 200,
    maxCents: 1200,
    source: 'test',
  });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toMatch(/used by a locked document up to 2032-03-31/);
  const later = await A.post('/finance/sdlRate/add', {
    effectiveFrom: '2032-04-01',
    effectiveTo: null,
    rateBp: 30,
    minCents: 200,
    maxCents: 1200,
    source: 'test',
  });
  expect(later.json().code).toBe(0);
  expect((await inForce(t.db, 'sdlRate', '2032-03-31')).rateBp).toBe(sdl.rateBp);
  expect((await inForce(t.db, 'sdlRate', '2032-04-01')).rateBp).toBe(30);
});

test('add, edit, delete a holiday; each change is in the operation log', async () => {
  const id = (
    await A.post('/finance/publicHoliday/add', {
      date: '2033-01-02',
      name: 'Extra',
      substituteFor: null,
      source: 'https://example.gov.sg',
    })
  ).json().data.id;
  expect(
    (
      await A.put('/finance/publicHoliday/edit', {
        id,
        date: '2033-01-03',
        name: 'Extra (moved)',
        substituteFor: null,
        source: 'https://example.gov.sg',
      })
    ).json().code,
  ).toBe(0);
  expect((await A.get(`/finance/publicHoliday/get?id=${id}`)).json().data).toMatchObject({
    date: '2033-01-03',
    name: 'Extra (moved)',
  });
  expect((await A.del('/finance/publicHoliday/delete', { ids: [id] })).json().code).toBe(0);
  expect((await A.get(`/finance/publicHoliday/get?id=${id}`)).statusCode).toBe(404);
  // The operation log is written after the answer is sent, each entry on whichever pooled
  // connection is free: on PostgreSQL the edit's entry can take a lower id than the add's. What
  // holds is that the three newest entries are these three changes.
  const changes = [
    'finance DELETE /backend/api/v1/finance/publicHoliday/delete',
    'finance POST /backend/api/v1/finance/publicHoliday/add',
    'finance PUT /backend/api/v1/finance/publicHoliday/edit',
  ];
  const newest = async () =>
    (await t.db.select().from(sysOperLog).orderBy(desc(sysOperLog.id)).limit(3))
      .map((l) => `${l.module} ${l.requestMethod} ${l.operUrl}`)
      .sort();
  await eventually(async () => (await newest()).join('|') === changes.join('|'));
  expect(await newest()).toEqual(changes);
});

test('403 without the rule; a user holding only list can list', async () => {
  const none = await userWith(t, { rules: ['api/v1/system/user/list'] });
  const N = api(t, none.token);
  expect((await N.get('/finance/gstRate/list')).statusCode).toBe(403);
  expect(
    (await N.post('/finance/gstRate/add', { effectiveFrom: '2050-01-01', effectiveTo: null, rateBp: 900, source: 's' }))
      .statusCode,
  ).toBe(403);
  expect((await N.get('/finance/reference/inForce?kind=gstRate&date=2026-01-01')).statusCode).toBe(403);
  const reader = await userWith(t, { rules: ['api/v1/finance/gstRate/list'] });
  const R = api(t, reader.token);
  expect((await R.get('/finance/gstRate/list')).statusCode).toBe(200);
  expect((await R.del('/finance/gstRate/delete', { ids: [1] })).statusCode).toBe(403);
});
