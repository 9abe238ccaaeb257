import type { MenuEntry } from '@shiftdesk/shared/api';
import { buildLayoutRoutes, findRoute, flattenMenus, menuTrail, routeMatches, STATIC_ROUTES, visibleMenuTree } from '../src/router/menuRoutes';
import { fallbackRoles, withRoleFallback } from '../src/router/roles';
import { buildPageTitle, routeTitle } from '../src/router/title';

let id = 0;
const entry = (
  path: string,
  component: string,
  roles: string[] = [],
  children: MenuEntry[] = [],
  extra: Partial<MenuEntry['meta']> = {},
): MenuEntry => ({
  id: ++id,
  pid: 0,
  name: path.replace(/\//g, '_'),
  path,
  component,
  redirect: '',
  meta: {
    title: `T${path}`,
    titleZh: `中${path}`,
    isLink: '',
    isHide: false,
    isKeepAlive: false,
    isAffix: false,
    isIframe: false,
    roles,
    icon: '',
    ...extra,
  },
  children,
});

const tree: MenuEntry[] = [
  entry(
    '/system',
    'layout/routerView/parent',
    ['admin'],
    [
      entry('/system/user', 'system/user/index', ['admin']),
      entry('/system/role', 'system/role/index', ['admin'], [], { isHide: true }),
    ],
  ),
  entry(
    '/workforce',
    'layout/routerView/parent',
    ['admin', 'common'],
    [
      entry('/workforce/workers', 'workforce/workers/index', ['admin', 'common']),
      entry('/workforce/secret', 'workforce/secret/index', ['admin']),
    ],
  ),
  entry('/docs', 'layout/routerView/link', [], [], { isLink: 'https://example.com/docs' }),
  entry('/embedded', 'whatever/index', [], [], { isLink: 'https://example.com', isIframe: true }),
];

describe('menu → routes', () => {
  it('flattens the tree, directories redirect to their first visible leaf', () => {
    const routes = flattenMenus(tree, ['admin']);
    expect(routes.map((r) => [r.path, r.component, r.redirect ?? ''])).toEqual([
      ['/system', 'layout/routerView/parent', '/system/user'],
      ['/system/user', 'system/user/index', ''],
      ['/system/role', 'system/role/index', ''],
      ['/workforce', 'layout/routerView/parent', '/workforce/workers'],
      ['/workforce/workers', 'workforce/workers/index', ''],
      ['/workforce/secret', 'workforce/secret/index', ''],
      ['/docs', 'layout/routerView/link', ''],
      ['/embedded', 'layout/routerView/iframes', ''],
    ]);
  });
  it('filters by roles', () => {
    const paths = flattenMenus(tree, ['common']).map((r) => r.path);
    expect(paths).toEqual(['/workforce', '/workforce/workers', '/docs', '/embedded']);
  });
  it('layout routes = static children + menu routes', () => {
    const routes = buildLayoutRoutes(tree, ['common']);
    expect(routes.slice(0, 3)).toEqual(STATIC_ROUTES);
    expect(STATIC_ROUTES.find((r) => r.path === '/home')?.meta).toMatchObject({
      roles: ['admin', 'common'],
      isAffix: true,
      isKeepAlive: true,
    });
    expect(STATIC_ROUTES.find((r) => r.path === '/personal')?.meta).toMatchObject({ roles: ['admin'], isHide: true });
    expect(STATIC_ROUTES.find((r) => r.path === '/signature')?.meta).toMatchObject({
      roles: ['admin', 'common'],
      isHide: true,
    });
  });
  it('side menu hides hidden entries and other roles', () => {
    const visible = visibleMenuTree(tree, ['admin']);
    expect(visible[0].children.map((c) => c.path)).toEqual(['/system/user']);
    expect(visibleMenuTree(tree, ['common']).map((m) => m.path)).toEqual(['/workforce', '/docs', '/embedded']);
  });
  it('breadcrumb trail', () => {
    expect(menuTrail(tree, '/system/user').map((m) => m.path)).toEqual(['/system', '/system/user']);
    expect(menuTrail(tree, '/nope')).toEqual([]);
  });
  it('hidden :param pages match the paths they open (title, tag, breadcrumb)', () => {
    expect(routeMatches('/system/dict/data/list/:dictType', '/system/dict/data/list/sys_user_sex')).toBe(true);
    expect(routeMatches('/system/dict/data/list/:dictType', '/system/dict/data/list/')).toBe(false);
    expect(routeMatches('/system/dict/data/list/:dictType', '/system/dict/data/list/a/b')).toBe(false);
    expect(routeMatches('/system/dict/data/list/:dictType', '/system/dict/data/other/a')).toBe(false);
    expect(routeMatches('/system/user', '/system/user/')).toBe(true);
    expect(routeMatches('/system/user', '/system/users')).toBe(false);
    const withData: MenuEntry[] = [
      entry('/system', 'layout/routerView/parent', ['admin'], [
        entry('/system/dict', 'system/dict/index', ['admin']),
        entry('/system/dict/data/list/:dictType', 'system/dict/data/index', ['admin'], [], { isHide: true }),
      ]),
    ];
    const routes = buildLayoutRoutes(withData, ['admin']);
    expect(findRoute(routes, '/system/dict/data/list/sys_user_sex')?.path).toBe('/system/dict/data/list/:dictType');
    expect(findRoute(routes, '/system/dict')?.path).toBe('/system/dict');
    expect(menuTrail(withData, '/system/dict/data/list/sys_user_sex').map((m) => m.path)).toEqual([
      '/system',
      '/system/dict/data/list/:dictType',
    ]);
  });
});

describe('role fallback (spec §6)', () => {
  it('admin → admin with add/del/edit/link; others → common with add/link', () => {
    expect(fallbackRoles('admin')).toEqual({
      roles: ['admin'],
      authBtnList: ['btn.add', 'btn.del', 'btn.edit', 'btn.link'],
    });
    expect(fallbackRoles('jane')).toEqual({ roles: ['common'], authBtnList: ['btn.add', 'btn.link'] });
  });
  it('applies only when the server sent no roles', () => {
    const base = { id: 1, userName: 'admin', userNickname: 'A', avatar: '', roles: [], time: '', authBtnList: [] };
    expect(withRoleFallback(base)).toMatchObject({
      roles: ['admin'],
      authBtnList: ['btn.add', 'btn.del', 'btn.edit', 'btn.link'],
    });
    const given = { ...base, roles: ['common'], authBtnList: ['x'] };
    expect(withRoleFallback(given)).toBe(given);
  });
});

describe('titles', () => {
  it('route title in the current language + brand', () => {
    const meta = { title: 'Users', titleZh: '用户管理' };
    expect(buildPageTitle(routeTitle(meta, 'en'), 'Shiftdesk')).toBe('Users - Shiftdesk');
    expect(buildPageTitle(routeTitle(meta, 'zh-cn'), 'Shiftdesk')).toBe('用户管理 - Shiftdesk');
    expect(routeTitle({ title: 'Only EN', titleZh: '' }, 'zh-cn')).toBe('Only EN');
    expect(buildPageTitle('', 'Acme')).toBe('Acme');
  });
});
