import type { MenuTreeNode } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dictRoute, fail, fakeApi, invalid } from '../../../test/fakeApi';
import { renderPage } from '../../../test/render';
import MenuPage from './index';

const ue = userEvent.setup({ delay: null });
// antd dialogs open with an animation; allow a loaded CI machine some slack.
/** Waits until no dialog is open (antd keeps the overlay during its close animation). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const field = (root: HTMLElement, label: string) =>
  (within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).querySelector(
    'input, textarea',
  ) as HTMLElement;
const T = '2026-01-15T02:30:00.000Z';

function node(
  id: number,
  pid: number,
  menuType: 'D' | 'M' | 'B',
  title: string,
  over: Partial<MenuTreeNode> = {},
): MenuTreeNode {
  return {
    id,
    pid,
    menuType,
    name: `n${id}`,
    title,
    titleZh: '',
    icon: '',
    path: menuType === 'B' ? '' : `/p${id}`,
    component: '',
    redirect: '',
    apiRule: menuType === 'D' ? '' : `api/v1/x/y${id}`,
    linkUrl: '',
    isLink: false,
    isHide: false,
    isKeepAlive: false,
    isAffix: false,
    isIframe: false,
    sort: id,
    status: 1,
    remark: '',
    createdAt: T,
    updatedAt: T,
    children: [],
    ...over,
  };
}

let tree: MenuTreeNode[];
let api: ReturnType<typeof fakeApi>;
const flat = (ns: MenuTreeNode[]): MenuTreeNode[] => ns.flatMap((n) => [n, ...flat(n.children)]);

beforeEach(() => {
  tree = [
    node(1, 0, 'D', 'System', {
      titleZh: '系统管理',
      icon: 'SettingOutlined',
      children: [node(2, 1, 'M', 'Users', { component: 'system/user/index' })],
    }),
  ];
  let next = 10;
  api = fakeApi({
    'api/v1/system/menu/list': () => ({ list: tree }),
    'api/v1/system/menu/getParams': () => ({ roles: [], menus: tree }),
    'api/v1/system/menu/get': (p) => ({ ...flat(tree).find((n) => n.id === Number(p.id)), roles: [] }),
    'api/v1/system/dict/data/getDictData': dictRoute,
    'POST api/v1/system/menu/add': (_p, c) => {
      if (c.body.name === 'n2') return invalid({ name: 'Route name "n2" is already used' });
      const parent = flat(tree).find((n) => n.id === c.body.pid) as MenuTreeNode;
      parent.children.push(node(++next, c.body.pid, c.body.menuType, c.body.title, c.body));
      return { id: next };
    },
    'PUT api/v1/system/menu/update': (_p, c) => {
      Object.assign(flat(tree).find((n) => n.id === c.body.id) as MenuTreeNode, c.body);
      tree = [...tree];
      return null;
    },
    'DELETE api/v1/system/menu/delete': (_p, c) => {
      const target = flat(tree).find((n) => c.body.ids.includes(n.id)) as MenuTreeNode;
      if (target.children.length)
        return fail(409, `Menu "${target.title}" has sub-menus or buttons; delete them first`);
      for (const n of flat(tree)) n.children = n.children.filter((x) => !c.body.ids.includes(x.id));
      tree = [...tree];
      return null;
    },
  });
});
afterEach(() => api.restore());

describe('System → Menus', () => {
  it('tree table with expand/collapse all, titles in the current language', async () => {
    renderPage(<MenuPage />, { route: '/system/menu' });
    const sys = (await screen.findByText('System')).closest('tr') as HTMLElement;
    expect(within(sys).getByText('Directory')).toBeInTheDocument();
    expect(screen.queryByText('Users')).toBeNull();
    await ue.click(screen.getByRole('button', { name: /Expand all/ }));
    expect(await screen.findByText('Users')).toBeInTheDocument();
    expect(screen.getByText('system/user/index')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: /Collapse all/ }));
    await waitFor(() => expect(screen.queryByText('Users')).toBeNull());
  });

  it('add child (spec messages, server 400 on the field) → edit → delete; 409 for a parent', async () => {
    renderPage(<MenuPage />, { route: '/system/menu' });
    const sys = (await screen.findByText('System')).closest('tr') as HTMLElement;
    fireEvent.click(within(sys).getByRole('button', { name: /Add child/ }));
    const dlg = await screen.findByRole('dialog');
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Menu name cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('Route address cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('API rule cannot be empty')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Menu name'), { target: { value: 'Reports' } });
    fireEvent.change(field(dlg, 'Route name'), { target: { value: 'n2' } });
    fireEvent.change(field(dlg, 'Route address'), { target: { value: '/system/reports' } });
    fireEvent.change(field(dlg, 'Component path'), { target: { value: 'system/reports/index' } });
    fireEvent.change(field(dlg, 'API rule'), { target: { value: 'api/v1/system/reports/list' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Route name "n2" is already used')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Route name'), { target: { value: 'systemReports' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('api/v1/system/menu/add', 'POST')).toHaveLength(2));
    expect(api.callsTo('api/v1/system/menu/add', 'POST')[1].body).toMatchObject({
      pid: 1,
      menuType: 'M',
      title: 'Reports',
      name: 'systemReports',
      path: '/system/reports',
      component: 'system/reports/index',
      apiRule: 'api/v1/system/reports/list',
    });
    await ue.click(screen.getByRole('button', { name: /Expand all/ }));
    const added = (await screen.findByText('Reports')).closest('tr') as HTMLElement;

    await closed();
    fireEvent.click(within(added).getByRole('button', { name: /Edit/ }));
    const edit = await screen.findByRole('dialog');
    await waitFor(() => expect(field(edit, 'Route address')).toHaveValue('/system/reports'));
    expect(api.callsTo('api/v1/system/menu/get').at(-1)?.params).toEqual({ id: 11 });
    fireEvent.change(field(edit, 'Menu name'), { target: { value: 'Reports 2' } });
    await ue.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Reports 2');
    expect(api.callsTo('api/v1/system/menu/update', 'PUT')[0].body).toMatchObject({ id: 11, title: 'Reports 2' });

    await closed();
    fireEvent.click(
      within(screen.getByText('System').closest('tr') as HTMLElement).getByRole('button', { name: /Delete/ }),
    );
    await ue.click(
      within(await screen.findByRole('dialog', { name: /Delete/ })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(/has sub-menus or buttons/)).toBeInTheDocument();

    await closed();
    fireEvent.click(
      within(screen.getByText('Reports 2').closest('tr') as HTMLElement).getByRole('button', { name: /Delete/ }),
    );
    const confirms = await screen.findAllByRole('dialog', { name: /Delete/ });
    await ue.click(within(confirms.at(-1) as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Reports 2')).toBeNull());
    expect(api.callsTo('api/v1/system/menu/delete', 'DELETE').at(-1)?.body).toEqual({ ids: [11] });
  });

  it('hides the buttons without their rules', async () => {
    renderPage(<MenuPage />, { route: '/system/menu', permissions: ['api/v1/system/menu/list'] });
    await screen.findByText('System');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Expand all/ })).toBeInTheDocument();
  });
});
