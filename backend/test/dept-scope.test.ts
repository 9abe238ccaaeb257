/**
 * The department list applies the caller's data scope like the user list: all, custom
 * departments, own department, department and below, self only (own department). Admin sees all.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { sysDept } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { adminToken, userWith } from './support/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
  const [root] = await t.db.select().from(sysDept).where(and(eq(sysDept.deptName, name), isNull(sysDept.deletedAt)));
  const kids = await t.db.select().from(sysDept).where(and(eq(sysDept.parentId, root.id), isNull(sysDept.deletedAt)));
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
