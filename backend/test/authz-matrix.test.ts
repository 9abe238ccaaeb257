/**
 * The authorization matrix, GENERATED from the server's own route table (`app.apiRoutes`,
 * collected by the guard's onRoute hook): every /backend/api route × anonymous / a user whose
 * roles lack the route's rule / a user holding exactly that rule / admin.
 *
 *   public route → anonymous is let through;
 *   login route  → anonymous 401, any logged-in user (even without roles) is let through;
 *   rule route   → anonymous 401, lacking 403, holder and admin let through ("let through" =
 *                  neither 401 nor 403: the answer may be 400/404/409 for the empty request);
 *   and every rule must be carried by a seeded menu, or no role could ever be granted it.
 *
 * New routes (of any module) are covered without touching this file. Sessions are created
 * directly (support/sessions.ts), so the matrix costs no argon2 logins.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the permission check answers before a handler runs any SQL.
 */
import { sql } from 'drizzle-orm';
import type { ApiRoute } from '../src/core/auth/guard';
import { type TestApp, createTestApp } from './helpers';
import { adminToken, createBareUser, sessionToken, userWith } from './support/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

async function call(r: ApiRoute, token?: string) {
  const res = await t.app.inject({
    method: r.method as 'GET',
    url: concrete(r.url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(r.method === 'GET' || r.method === 'HEAD' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

test('the route table is collected and has the system routes', () => {
  const urls = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
  expect(urls.length).toBeGreaterThan(40);
  for (const u of [
    'GET /backend/api/v1/system/user/list',
    'POST /backend/api/v1/system/user/add',
    'PUT /backend/api/v1/system/role/edit',
    'DELETE /backend/api/v1/system/dept/delete',
    'GET /backend/api/v1/system/post/get',
    'POST /backend/api/v1/system/login',
  ]) {
    expect(urls).toContain(u);
  }
});

test('every rule of every route is carried by a seeded menu (so a role can be granted it)', async () => {
  const rows = (await t.db.execute(sql`select distinct api_rule from sys_menu where api_rule <> ''`)) as unknown as
    | { rows: { api_rule: string }[] }
    | { api_rule: string }[];
  const seeded = new Set((Array.isArray(rows) ? rows : rows.rows).map((r) => r.api_rule));
  const missing = t.app.apiRoutes
    .filter((r) => r.protection.rule && !seeded.has(r.protection.rule))
    .map((r) => `${r.method} ${r.url} → ${r.protection.rule}`);
  expect(missing).toEqual([]);
});

test('matrix: anonymous / without the rule / holding exactly the rule / admin', async () => {
  const failures: string[] = [];
  const expectLet = (who: string, r: ApiRoute, status: number) => {
    if (status === 401 || status === 403) failures.push(`${r.method} ${r.url}: ${who} got ${status}, expected to pass`);
  };
  const expectIs = (who: string, r: ApiRoute, status: number, want: number) => {
    if (status !== want) failures.push(`${r.method} ${r.url}: ${who} got ${status}, expected ${want}`);
  };
  const admin = await adminToken(t);
  const noRolesUser = await createBareUser(t.db, { dept: 'Sales' });
  const byRule = new Map<string, { holder: number; lacking: number }>();

  for (const r of t.app.apiRoutes) {
    const p = r.protection;
    const anon = await call(r);
    if (p.auth === 'public') {
      expectLet('anonymous', r, anon);
      continue;
    }
    if (p.auth === 'device') {
      // The worker app's routes: a device token only; no staff session opens them, not even admin's.
      expectIs('anonymous', r, anon, 401);
      const staff = await call(r, await sessionToken(t, admin.userId));
      if (staff < 400) failures.push(`${r.method} ${r.url}: a staff session got ${staff}, expected a refusal`);
      continue;
    }
    expectIs('anonymous', r, anon, 401);
    if (p.auth === 'login') {
      expectLet('a user without roles', r, await call(r, await sessionToken(t, noRolesUser)));
    } else if (p.rule) {
      // A route that also opens to other rules (alsoRules) is refused only to a user lacking all of them.
      const key = [p.rule, ...(p.alsoRules ?? [])].join(' | ');
      let users = byRule.get(key);
      if (!users) {
        const holder = await userWith(t, { rules: [p.rule] });
        const lacking = await userWith(t, { allBut: [p.rule, ...(p.alsoRules ?? []), '*/*/*'] });
        users = { holder: holder.userId, lacking: lacking.userId };
        byRule.set(key, users);
      }
      expectIs(`a user lacking ${p.rule}`, r, await call(r, await sessionToken(t, users.lacking)), 403);
      expectLet(`a user holding only ${p.rule}`, r, await call(r, await sessionToken(t, users.holder)));
    }
    expectLet('admin', r, await call(r, await sessionToken(t, admin.userId)));
  }
  expect(failures).toEqual([]);
  expect(byRule.size).toBeGreaterThan(20);
  // About a thousand requests (every route × four callers): a loaded 2-core machine needs more
  // than the default minute.
}, 240_000);
