/**
 * Timesheet templates (issue 29): add/get/edit/list, unique names whatever their case, columns
 * checked, the logo stored (re-encoded) and removed, delete refused while a contract department
 * names the template, and the department refusing an unknown or inactive template.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { wfTimesheetTemplate } from '../../src/db/schema';
import { makeClient, makeDept } from '../finance/fixtures';
import { createTestApp, type TestApp } from '../helpers';
import { api } from '../support/http';
import { adminToken, userWith } from '../support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: `Layout ${++n}`,
  columns: ['workerName', 'shiftDate', 'paidHours'],
  grouping: 'none',
  showTotals: true,
  signatureBlock: true,
  ...over,
});

async function add(over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/workforce/timesheetTemplate/add', body(over));
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

/** A department's row as its edit body (the form's fields only). */
async function deptBody(id: number) {
  const d = (await A.get(`/finance/contractDept/get?id=${id}`)).json().data;
  const keys = ['clientId', 'name', 'siteAddress', 'postalCode', 'approverName', 'approverEmail', 'approverPhone'];
  return {
    id,
    ...Object.fromEntries(keys.map((k) => [k, d[k]])),
    otherApprovers: d.otherApprovers,
    timesheetTemplateId: d.timesheetTemplateId,
    costCentre: d.costCentre,
    status: d.status,
    remark: d.remark,
  };
}

/** The stored logo's key (the test fails here when there is none). */
async function logoKeyOf(id: number): Promise<string> {
  const key = (await stored(id)).logoKey;
  if (!key) throw new Error(`template ${id} has no logo`);
  return key;
}

const stored = async (id: number) =>
  (await t.db.select().from(wfTimesheetTemplate).where(eq(wfTimesheetTemplate.id, id)))[0];

const png = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 8, height: 4, channels: 3, background: { r: 10, g: 20, b: 30 } } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

test('add / get / edit / list: columns in order, grouping, flags, the department count', async () => {
  const id = await add({
    name: 'By worker (test)',
    columns: ['workerName', 'position', 'paidHours', 'billAmount'],
    grouping: 'worker',
    showTotals: false,
    footerNote: '  Thank you  ',
  });
  expect((await A.get(`/workforce/timesheetTemplate/get?id=${id}`)).json().data).toMatchObject({
    id,
    name: 'By worker (test)',
    columns: ['workerName', 'position', 'paidHours', 'billAmount'],
    grouping: 'worker',
    showTotals: false,
    signatureBlock: true,
    hasLogo: false,
    footerNote: 'Thank you',
    status: 'active',
    deptCount: 0,
  });
  const edited = await A.put('/workforce/timesheetTemplate/edit', {
    id,
    ...body({ name: 'By worker (test)', columns: ['paidHours', 'workerName'], grouping: 'date', status: 'inactive' }),
  });
  expect(edited.json().code).toBe(0);
  const row = (await A.get(`/workforce/timesheetTemplate/get?id=${id}`)).json().data;
  expect(row).toMatchObject({ columns: ['paidHours', 'workerName'], grouping: 'date', status: 'inactive' });

  const clientId = await makeClient(A);
  const other = await add();
  await makeDept(A, clientId, { timesheetTemplateId: other });
  await makeDept(A, clientId, { timesheetTemplateId: other });
  const page = (await A.get(`/workforce/timesheetTemplate/list?ids=${id}&ids=${other}&orderBy=id&pageSize=1`)).json()
    .data;
  expect(page.total).toBe(2);
  expect(page.list).toHaveLength(1);
  expect(page.list[0]).toMatchObject({ id, deptCount: 0 });
  const named = (await A.get(`/workforce/timesheetTemplate/list?ids=${other}`)).json().data;
  expect(named.list[0].deptCount).toBe(2);
  const inactive = (await A.get('/workforce/timesheetTemplate/list?status=inactive&name=by%20WORKER')).json().data;
  expect(inactive.list.map((r: { id: number }) => r.id)).toEqual([id]);

  // Its History has the created and edited lines.
  const history = await A.get(`/system/audit/history?entity=timesheetTemplate&entityId=${id}`);
  expect(history.statusCode).toBe(200);
  expect(JSON.stringify(history.json().data)).toMatch(/created[\s\S]*edited|edited[\s\S]*created/);
});

test('a name taken in any case → 409 on the name field; editing a template under its own name is fine', async () => {
  const id = await add({ name: 'Night Shift Sheet' });
  const dup = await A.post('/workforce/timesheetTemplate/add', body({ name: 'night shift SHEET' }));
  expect(dup.statusCode).toBe(409);
  expect(dup.json().message).toBe('Timesheet template "night shift SHEET" already exists');
  expect(dup.json().data.errors[0].field).toBe('body.name');
  const same = await A.put('/workforce/timesheetTemplate/edit', { id, ...body({ name: 'Night shift sheet' }) });
  expect(same.json().code).toBe(0);
});

test('columns: unknown, repeated or none → 400', async () => {
  for (const columns of [['workerName', 'salary'], ['workerName', 'workerName'], []]) {
    const r = await A.post('/workforce/timesheetTemplate/add', body({ columns }));
    expect(r.statusCode).toBe(400);
  }
  const grouping = await A.post('/workforce/timesheetTemplate/add', body({ grouping: 'client' }));
  expect(grouping.statusCode).toBe(400);
});

test('the logo: stored re-encoded under the template, kept when absent, replaced, removed by null; not an image → 400', async () => {
  const id = await add({ logo: await png() });
  const firstKey = await logoKeyOf(id);
  expect(firstKey).toMatch(new RegExp(`^timesheet-template/${id}/logo-[0-9a-f]{16}\\.png$`));
  const file = await t.app.ctx.storage.get(firstKey);
  expect(file?.contentType).toBe('image/png');
  file?.stream.destroy();
  expect((await A.get(`/workforce/timesheetTemplate/get?id=${id}`)).json().data.hasLogo).toBe(true);

  // Absent: kept
  const { logo: _none, ...noLogo } = body();
  expect((await A.put('/workforce/timesheetTemplate/edit', { id, ...noLogo })).json().code).toBe(0);
  expect((await stored(id)).logoKey).toBe(firstKey);

  // Another image: a new key, the old file gone once committed
  const wider = `data:image/png;base64,${(
    await sharp({ create: { width: 16, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  expect((await A.put('/workforce/timesheetTemplate/edit', { id, ...body(), logo: wider })).json().code).toBe(0);
  const second = await logoKeyOf(id);
  expect(second).not.toBe(firstKey);
  expect(await t.app.ctx.storage.get(firstKey)).toBeNull();
  const kept = await t.app.ctx.storage.get(second);
  expect(kept).not.toBeNull();
  kept?.stream.destroy();

  // Null: removed (the row, then the file once committed)
  expect((await A.put('/workforce/timesheetTemplate/edit', { id, ...body(), logo: null })).json().code).toBe(0);
  expect((await stored(id)).logoKey).toBeNull();
  expect((await A.get(`/workforce/timesheetTemplate/get?id=${id}`)).json().data.hasLogo).toBe(false);
  expect(await t.app.ctx.storage.get(second)).toBeNull();

  // Bytes that are not a PNG/JPEG, behind a PNG data URL
  const fake = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
  const bad = await A.post('/workforce/timesheetTemplate/add', body({ logo: fake }));
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('The logo must be a PNG or JPEG image of at most 500 KB');
});

test('delete: refused (409, how many) while a contract department names it; fine once none does', async () => {
  const id = await add({ name: 'Held Layout' });
  const clientId = await makeClient(A);
  const deptId = await makeDept(A, clientId, { timesheetTemplateId: id });
  const refused = await A.del('/workforce/timesheetTemplate/delete', { ids: [id] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('"Held Layout" is used by 1 contract department(s)');

  const cleared = await A.put('/finance/contractDept/edit', { ...(await deptBody(deptId)), timesheetTemplateId: null });
  expect(cleared.json().code).toBe(0);
  expect((await A.del('/workforce/timesheetTemplate/delete', { ids: [id] })).json().code).toBe(0);
  expect((await A.get(`/workforce/timesheetTemplate/get?id=${id}`)).statusCode).toBe(404);
});

test('a contract department refuses an unknown or inactive template (400 on the field) but keeps one it already names', async () => {
  const clientId = await makeClient(A);
  const unknown = await A.post('/finance/contractDept/add', {
    clientId,
    name: 'Unknown layout site',
    siteAddress: '1 Raffles Place',
    postalCode: '048616',
    timesheetTemplateId: 999999,
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().data.errors[0]).toEqual({
    field: 'body.timesheetTemplateId',
    message: 'Timesheet template #999999 does not exist',
  });

  const id = await add({ name: 'Retiring Layout' });
  const deptId = await makeDept(A, clientId, { timesheetTemplateId: id });
  expect(
    (
      await A.put('/workforce/timesheetTemplate/edit', { id, ...body({ name: 'Retiring Layout', status: 'inactive' }) })
    ).json().code,
  ).toBe(0);
  const inactive = await A.post('/finance/contractDept/add', {
    clientId,
    name: 'Inactive layout site',
    siteAddress: '1 Raffles Place',
    postalCode: '048616',
    timesheetTemplateId: id,
  });
  expect(inactive.statusCode).toBe(400);
  expect(inactive.json().data.errors[0].message).toBe(
    'Timesheet template "Retiring Layout" is inactive: choose an active one',
  );

  const kept = await A.put('/finance/contractDept/edit', {
    ...(await deptBody(deptId)),
    remark: 'still on the old layout',
  });
  expect(kept.json().code).toBe(0);
  expect((await A.get(`/finance/contractDept/get?id=${deptId}`)).json().data.timesheetTemplateId).toBe(id);
  const other = await makeDept(A, clientId);
  const moved = await A.put('/finance/contractDept/edit', { ...(await deptBody(other)), timesheetTemplateId: id });
  expect(moved.statusCode).toBe(400);
  expect(moved.json().data.errors[0].field).toBe('body.timesheetTemplateId');
});

test('403 without the rule', async () => {
  const { token } = await userWith(t, { rules: [] });
  const B = api(t, token);
  expect((await B.get('/workforce/timesheetTemplate/list')).statusCode).toBe(403);
  expect((await B.post('/workforce/timesheetTemplate/add', body())).statusCode).toBe(403);
});
