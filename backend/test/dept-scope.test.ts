/**
 * The department list applies the caller's data scope like the user list: all, custom
 * departments, own department, department and below, self only (own department). Admin sees all.
 * Moving a department pushes tokenUpdated (permissionsChanged) to the sockets of the users whose
 * "department and below" reach changed, and to no one else.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import WebSocket from 'ws';
import { SOCKET_PATH } from '../src/realtime/plugin';
import { sysDept } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { adminToken, userWith } from './support/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Node {
  id: number;
  deptName: string;
  children: Node[];
}
const flatten = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.deptName, ...flatten(n.children)]);
async function listed(token: string, query = '') {
  const res = await api(t, token).get(`/system/dept/list${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.list as Node[];
}
const as = (dataScope: number, dept: string, customDepts?: string[]) =>
  userWith(t, { rules: ['api/v1/system/dept/list'], dataScope, dept, customDepts }).then((u) => u.token);

async function allNames() {
  const rows = await t.db.select({ name: sysDept.deptName }).from(sysDept).where(isNull(sysDept.deletedAt));
  return rows.map((r) => r.name).sort();
}
async function subtreeNames(name: string): Promise<string[]> {
  const [root] = await t.db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptName, name), isNull(sysDept.deletedAt)));
  const kids = await t.db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.parentId, root.id), isNull(sysDept.deletedAt)));
  return [name, ...(await Promise.all(kids.map((k) => subtreeNames(k.deptName)))).flat()];
}

test('admin and "all" (1) see every department', async () => {
  const everyone = await allNames();
  expect(flatten(await listed((await adminToken(t)).token)).sort()).toEqual(everyone);
  expect(flatten(await listed(await as(1, 'Operations'))).sort()).toEqual(everyone);
});

test('own department (3): only it, as a root', async () => {
  const list = await listed(await as(3, 'Operations'));
  expect(flatten(list)).toEqual(['Operations']);
  expect(list[0].children).toEqual([]);
});

test('department and below (4): its subtree, rooted at it', async () => {
  const list = await listed(await as(4, 'Operations'));
  const expected = (await subtreeNames('Operations')).sort();
  expect(expected.length).toBeGreaterThan(1); // the seed has departments below Operations
  expect(flatten(list).sort()).toEqual(expected);
  expect(list.map((n) => n.deptName)).toEqual(['Operations']);
});

test('custom (2): the listed departments and their own; self only (5): their own', async () => {
  expect(flatten(await listed(await as(2, 'IT', ['Finance']))).sort()).toEqual(['Finance', 'IT']);
  expect(flatten(await listed(await as(5, 'IT')))).toEqual(['IT']);
});

test('the name filter works inside the scope, never beyond it', async () => {
  const token = await as(3, 'Operations');
  expect(flatten(await listed(token, '?deptName=Finance'))).toEqual([]);
  expect(flatten(await listed(token, '?deptName=Operat'))).toEqual(['Operations']);
});

/** A socket of `token` that counts the tokenUpdated frames it receives. */
async function socketOf(token: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}?token=${encodeURIComponent(token)}`);
  const frames: string[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)).event));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, updates: () => frames.filter((e) => e === 'tokenUpdated').length };
}

test('moving a department pushes tokenUpdated to the users above its old and new place only', async () => {
  const idOf = async (name: string) =>
    (
      await t.db
        .select()
        .from(sysDept)
        .where(and(eq(sysDept.deptName, name), isNull(sysDept.deletedAt)))
    )[0];
  const [ops, finance, recruitment, hq] = await Promise.all(
    ['Operations', 'Finance', 'Recruitment', 'Shiftdesk HQ'].map(idOf),
  );
  expect(recruitment.parentId).toBe(ops.id);
  expect(finance.parentId).toBe(hq.id);
  const rules = ['api/v1/system/dept/list', 'api/v1/system/user/list'];
  const [atOps, atFinance, atHq, atRecruitment, atIt] = await Promise.all(
    ['Operations', 'Finance', 'Shiftdesk HQ', 'Recruitment', 'IT'].map((dept) =>
      userWith(t, { rules, dataScope: 4, dept }),
    ),
  );
  const sockets = await Promise.all([atOps, atFinance, atHq, atRecruitment, atIt].map((u) => socketOf(u.token)));
  const admin = api(t, (await adminToken(t)).token);
  const move = (parentId: number, deptName = 'Recruitment') =>
    admin.put('/system/dept/edit', { id: recruitment.id, parentId, deptName, orderNum: 1, status: 1 });

  // A rename without a move changes nobody's reach.
  expect((await move(ops.id, 'Recruitment ')).json().code).toBe(0);
  expect((await move(finance.id)).json().code).toBe(0);
  const [ops1, fin1, hq1, rec1, it1] = sockets;
  // The pushes go out after the answer: wait for the expected ones (the unexpected ones, sent in
  // the same publish, would have arrived by then).
  for (let i = 0; i < 100 && (ops1.updates() < 1 || fin1.updates() < 1); i++)
    await new Promise((r) => setTimeout(r, 30));
  expect([ops1.updates(), fin1.updates()]).toEqual([1, 1]);
  expect([hq1.updates(), rec1.updates(), it1.updates()]).toEqual([0, 0, 0]);
  // Operations' "and below" no longer reaches Recruitment; Finance's does.
  const names = async (token: string) => flatten(await listed(token));
  expect(await names(atOps.token)).not.toContain('Recruitment');
  expect(await names(atFinance.token)).toContain('Recruitment');
  for (const s of sockets) s.ws.close();
  expect((await move(ops.id)).json().code).toBe(0);
});
