/**
 * Required fields and PATCH semantics of the user form (issue 11): user/add without roleIds
 * or postIds is refused; user/edit without an optional field keeps the stored value (roles,
 * posts, email, sex, description, status are never silently emptied); `[]` clears a list.
 */
import { eq } from 'drizzle-orm';
import { sysDept, sysPost, sysRole } from '../src/db/schema';
import { API, type TestApp, createTestApp } from './helpers';
import { adminToken } from './support/sessions';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminToken(t)).token;
}, 180_000);
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url: `${API}/system/user/${url}`, headers: { authorization: `Bearer ${admin}` }, payload: payload as object });

test('add without roleIds or postIds → 400 naming the field; edit keeps absent fields; [] clears', async () => {
  const [it] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'IT'));
  const [common] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'common'));
  const [post] = await t.db.select().from(sysPost).limit(1);
  const base = { userName: 'patch1', userNickname: 'Patch', deptId: it.id, mobile: '+65 91234567', userType: 1, password: 'Secret123' };

  for (const missing of ['roleIds', 'postIds']) {
    const body: Record<string, unknown> = { ...base, roleIds: [common.id], postIds: [post.id] };
    delete body[missing];
    const res = await call('POST', 'add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: `body.${missing}`, message: 'is required' }]);
  }

  const add = await call('POST', 'add', { ...base, roleIds: [common.id], postIds: [post.id], email: 'p@example.com', sex: 2, description: 'keep me' });
  expect(add.json()).toMatchObject({ code: 0 });
  const id = add.json().data.id;
  const get = async () => (await t.get(`${API}/system/user/get?id=${id}`, admin)).json().data;

  // Only the required fields: everything else stays as stored.
  const { password: _, ...required } = base;
  expect((await call('PUT', 'edit', { ...required, id, userNickname: 'Patched' })).json()).toMatchObject({ code: 0 });
  expect(await get()).toMatchObject({
    user: { userNickname: 'Patched', email: 'p@example.com', sex: 2, description: 'keep me', status: 1 },
    roleIds: [common.id],
    postIds: [post.id],
  });

  // Explicit empties clear.
  expect((await call('PUT', 'edit', { ...required, id, roleIds: [], postIds: [], email: '', description: '' })).json()).toMatchObject({ code: 0 });
  expect(await get()).toMatchObject({ user: { email: '', description: '', sex: 2 }, roleIds: [], postIds: [] });

  // The schema documents it.
  const route = t.app.apiRoutes.find((r) => r.url === `${API}/system/user/edit`);
  const props = (route?.schema.body as { properties: Record<string, { description?: string }> }).properties;
  for (const f of ['roleIds', 'postIds', 'email', 'sex', 'description', 'status']) {
    expect(props[f].description).toMatch(/Absent: the stored value is kept/);
  }
});
