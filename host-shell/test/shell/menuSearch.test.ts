import { searchableItems, searchMenus } from '../../src/layout/navBars/search';
import type { AppRoute } from '../../src/router/menuRoutes';

const r = (path: string, title: string, titleZh: string, extra: Partial<AppRoute> & { isHide?: boolean } = {}): AppRoute => ({
  path,
  name: path,
  component: 'system/x/index',
  ...extra,
  meta: { title, titleZh, isLink: '', isHide: !!extra.isHide, isKeepAlive: true, isAffix: false, isIframe: false, roles: [], icon: '' },
});

const routes = [
  r('/home', 'Home', '首页'),
  r('/system', 'System', '系统管理', { redirect: '/system/user' }),
  r('/system/user', 'Users', '用户管理'),
  r('/system/role', 'Roles', '角色管理'),
  r('/system/online', 'Online users', '在线用户'),
  r('/personal', 'Personal Centre', '个人中心', { isHide: true }),
];
const items = searchableItems(routes, (p) => (p.startsWith('/system/') ? [{ title: 'System', titleZh: '系统管理' }] : []));

describe('menu search', () => {
  test('directories and hidden pages are not searchable', () => {
    expect(items.map((i) => i.path)).toEqual(['/home', '/system/user', '/system/role', '/system/online']);
  });
  test('matches English titles case-insensitively, title-prefix first', () => {
    expect(searchMenus(items, 'USER').map((i) => i.path)).toEqual(['/system/user', '/system/online']);
  });
  test('matches Chinese titles', () => {
    expect(searchMenus(items, '角色').map((i) => i.path)).toEqual(['/system/role']);
    expect(searchMenus(items, '用户').map((i) => i.path)).toEqual(['/system/user', '/system/online']);
  });
  test('matches paths and parent titles', () => {
    expect(searchMenus(items, '/system/ro').map((i) => i.path)).toEqual(['/system/role']);
    expect(searchMenus(items, 'system').map((i) => i.path)).toEqual(['/system/user', '/system/role', '/system/online']);
    expect(searchMenus(items, '系统 角色').map((i) => i.path)).toEqual(['/system/role']);
  });
  test('empty or unmatched queries give nothing', () => {
    expect(searchMenus(items, '   ')).toEqual([]);
    expect(searchMenus(items, 'payroll')).toEqual([]);
  });
});
