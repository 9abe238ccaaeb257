import type { DeptNode, RoleMenuNode, RoleRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dictRoute, fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/render';
import RolePage from './index';

const ue = userEvent.setup({ delay: null });
const ROLE_RULES = ['list', 'get', 'add', 'edit'].map((a) => `api/v1/system/role/${a}`);

const role: RoleRow = {
  id: 7,
  name: 'Schedulers',
  roleKey: 'sched',
  listOrder: 1,
  status: 1,
  remark: '',
  pid: 0,
  dataScope: 2,
  effectiveType: 'none',
  dateFrom: null,
  dateTo: null,
  weekDays: [],
  timeFrom: null,
  timeTo: null,
  createdAt: '2026-01-15T02:30:00.000Z',
  userCount: 3,
};
const menu = (
  id: number,
  pid: number,
  title: string,
  titleZh: string,
  menuType: string,
  children: RoleMenuNode[] = [],
): RoleMenuNode => ({ id, pid, title, titleZh, menuType, children });
const menus = [
  menu(1, 0, 'System', '系统管理', 'D', [
    menu(2, 1, 'Users', '用户管理', 'M', [menu(3, 2, 'Add user', '新增用户', 'B')]),
  ]),
];
const dept = (id: number, parentId: number, deptName: string, children: DeptNode[] = []): DeptNode => ({
  id,
  parentId,
  deptName,
  status: 1,
  children,
});
const depts = [dept(1, 0, 'Shiftdesk HQ', [dept(2, 1, 'Operations'), dept(3, 1, 'Finance team')])];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/system/role/list': () => ({ list: [role], total: 1, currentPage: 1 }),
    'api/v1/system/role/get': () => ({ role, menuIds: [1, 2], deptIds: [3] }),
    'api/v1/system/role/menuTree': () => ({ list: menus }),
    'api/v1/system/role/deptTree': () => ({ list: depts }),
    'api/v1/system/dict/data/getDictData': dictRoute,
  });
});
afterEach(() => api.restore());

describe('System → Roles: the form draws its trees from the role-scoped endpoints', () => {
  it('a user holding only role rules edits a role: menus and custom departments are drawn', async () => {
    renderPage(<RolePage />, { route: '/system/role', permissions: ROLE_RULES });
    const row = (await screen.findByText('Schedulers')).closest('tr') as HTMLElement;
    await ue.click(within(row).getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('System')).toBeInTheDocument();
    expect(await within(drawer).findByText('Finance team')).toBeInTheDocument();
    expect(api.callsTo('api/v1/system/role/menuTree').length).toBeGreaterThan(0);
    expect(api.callsTo('api/v1/system/role/deptTree').length).toBeGreaterThan(0);
    // The general endpoints (menu/list, dept/treeSelect rules) are never asked.
    expect(
      api.calls.filter((c) => c.url.startsWith('api/v1/system/menu/') || c.url.startsWith('api/v1/system/dept/')),
    ).toEqual([]);
    await waitFor(() =>
      expect(drawer.querySelectorAll('.ant-tree-treenode-checkbox-checked').length).toBeGreaterThan(0),
    );
  });
});
