/**
 * The role form's trees (role/menuTree, role/deptTree) open to holders of role/edit or role/add
 * without menu/list or dept/treeSelect, carry only what the checkboxes draw, and are enough to
 * add and edit a role with menus and custom departments.
 */
import { count, isNull } from 'drizzle-orm';
import { sysDept, sysMenu } from '../src/db/schema';
import { type TestApp, createTestApp } from './helpers';
import { api } from './support/http';
import { userWith } from './support/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Node {
  id: number;
  pid: number;
  menuType?: string;
  deptName?: string;
  children: Node[];
}
const flat = (ns: Node[]): Node[] => ns.flatMap((n) => [n, ...flat(n.children)]);

test('a role editor without menu or department rules draws both trees and saves a role with them', async () => {
  const editor = api(
    t,
    (
      await userWith(t, {
        rules: [
          'api/v1/system/role/list',
          'api/v1/system/role/get',
          'api/v1/system/role/add',
          'api/v1/system/role/edit',
        ],
      })
    ).token,
  );
  // The general endpoints stay closed to them.
  expect((await editor.get('/system/menu/list')).statusCode).toBe(403);
  expect((await editor.get('/system/dept/treeSelect')).statusCode).toBe(403);

  const menus = await editor.get('/system/role/menuTree');
  expect(menus.statusCode).toBe(200);
  const menuNodes = flat(menus.json().data.list);
  const [{ n: menuCount }] = await t.db.select({ n: count() }).from(sysMenu);
  expect(menuNodes).toHaveLength(menuCount);
  // Only the drawing fields: no API rules, routes or components.
  for (const n of menuNodes)
    expect(Object.keys(n).sort()).toEqual(['children', 'id', 'menuType', 'pid', 'title', 'titleZh']);
  expect(menuNodes.some((n) => n.menuType === 'B' && n.pid > 0)).toBe(true);

  const depts = await editor.get('/system/role/deptTree');
  expect(depts.statusCode).toBe(200);
  const deptNodes = flat(depts.json().data.list);
  const [{ n: deptCount }] = await t.db.select({ n: count() }).from(sysDept).where(isNull(sysDept.deletedAt));
  expect(deptNodes).toHaveLength(deptCount);

  const page = menuNodes.find((n) => n.menuType === 'M')!;
  const dept = deptNodes.find((n) => n.deptName === 'Finance')!;
  const add = await editor.post('/system/role/add', {
    name: 'Tree-drawn',
    listOrder: 1,
    dataScope: 2,
    deptIds: [dept.id],
    menuIds: [page.id],
  });
  expect(add.json()).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
  const id = add.json().data.id;
  const edit = await editor.put('/system/role/edit', {
    id,
    name: 'Tree-drawn',
    listOrder: 1,
    dataScope: 2,
    deptIds: [dept.id],
    menuIds: [page.id, page.pid],
  });
  expect(edit.json().code).toBe(0);
  const got = (await editor.get(`/system/role/get?id=${id}`)).json().data;
  expect(got.menuIds).toEqual([page.id, page.pid].sort((a, b) => a - b));
  expect(got.deptIds).toEqual([dept.id]);
});

test('role/add alone opens the trees too; neither rule → 403; anonymous → 401', async () => {
  const adder = api(t, (await userWith(t, { rules: ['api/v1/system/role/add'] })).token);
  expect((await adder.get('/system/role/menuTree')).statusCode).toBe(200);
  expect((await adder.get('/system/role/deptTree')).statusCode).toBe(200);
  const lister = api(t, (await userWith(t, { rules: ['api/v1/system/role/list', 'api/v1/system/menu/list'] })).token);
  expect((await lister.get('/system/role/menuTree')).json()).toMatchObject({ code: 403 });
  expect((await lister.get('/system/role/deptTree')).statusCode).toBe(403);
  expect((await api(t, undefined).get('/system/role/deptTree')).statusCode).toBe(401);
});
