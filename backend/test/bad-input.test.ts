/**
 * Bad input, GENERATED from the route table: for every mutating route (POST/PUT/PATCH/DELETE)
 * with a body schema, bad variants are derived from the schema (support/schema-inputs.ts):
 * each required field missing, a wrong type per field, strings over maxLength, arrays over
 * maxItems, an unknown extra field, negative / huge / fractional integers and ids, and SQL/HTML
 * injection strings in every field restricted by a pattern, format or enum. Each must answer a
 * 400 envelope whose `data.errors` names the offending field (and only it), and the database
 * must be unchanged (row counts + md5 of every row of every table except the log-like ones).
 * The schemas themselves are checked too: every string has maxLength, every number a minimum
 * and a maximum (ids: int32), every array maxItems, every body object additionalProperties:false.
 * Password fields are exempt from the injection probe: any characters are legal in a password
 * (it is hashed, never stored or shown as text).
 *
 * Injection strings in FREE-TEXT fields (nickname, remark, titles…) are valid input: they are
 * stored literally through bound parameters (never concatenated into SQL) and returned as
 * text; the front end renders text through React, which escapes it. The only HTML field is a
 * notice's content, which part B sanitises on the server. The last test shows the round trip.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the route schemas refuse every variant before a handler runs any SQL.
 */
import { eq } from 'drizzle-orm';
import { sysUser } from '../src/db/schema';
import { API, type TestApp, createTestApp } from './helpers';
import { checkBadVariants, isBusinessRoute, withBody } from './support/bad-input-run';
import { type JsonSchema, badCases } from './support/schema-inputs';
import { adminToken } from './support/sessions';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t)).token;
});
afterAll(async () => {
  // Operation-log rows are written after each answer (onResponse): let the last ones land
  // before the throw-away database is dropped.
  await new Promise((r) => setTimeout(r, 1000));
  await t.close();
});

test('there are mutating routes with body schemas to check (incl. users, roles, depts, posts)', () => {
  const urls = withBody(t).map((r) => r.url);
  expect(urls.length).toBeGreaterThan(15);
  for (const e of [
    'user/add',
    'user/edit',
    'user/resetPwd',
    'role/add',
    'role/edit',
    'dept/add',
    'post/edit',
    'user/delete',
  ]) {
    expect(urls).toContain(`${API}/system/${e}`);
  }
});

test('every body schema is bounded (maxLength, int32 bounds, maxItems, no unknown fields)', () => {
  const problems = withBody(t).flatMap((r) =>
    badCases(r.schema.body as JsonSchema).problems.map((p) => `${r.method} ${r.url} ${p}`),
  );
  expect(problems).toEqual([]);
});

test('every bad variant of the system routes → 400 naming the field, database unchanged (business routes: bad-input-business.test.ts)', async () => {
  const { failures, checked } = await checkBadVariants(
    t,
    token,
    withBody(t).filter((r) => !isBusinessRoute(r)),
  );
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(150);
}, 240_000);

test('free text is stored literally: a nickname with SQL and HTML round-trips as text', async () => {
  const nickname = `' OR 1=1 -- <script>alert(1)</script>`;
  const [dept] = await t.db.select({ id: sysUser.deptId }).from(sysUser).where(eq(sysUser.userName, 'admin'));
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/system/user/add`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      userName: 'inject1',
      userNickname: nickname,
      deptId: dept.id,
      mobile: '91234567',
      userType: 1,
      password: 'Passw0rdXYZ',
      roleIds: [],
      postIds: [],
    },
  });
  expect(res.json()).toMatchObject({ code: 0 });
  const id = res.json().data.id;
  const got = await t.get(`${API}/system/user/get?id=${id}`, token);
  expect(got.json().data.user.userNickname).toBe(nickname);
  // The keyword filter treats it as text too (bound parameter, LIKE wildcards escaped).
  const list = await t.get(`${API}/system/user/list?keyWords=${encodeURIComponent("' OR 1=1 --")}`, token);
  expect(list.json().data.list.map((u: { userName: string }) => u.userName)).toEqual(['inject1']);
  const [row] = await t.db.select({ n: sysUser.userNickname }).from(sysUser).where(eq(sysUser.id, id));
  expect(row.n).toBe(nickname);
});
