import type { DeptNode, UserRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dictRoute, fakeApi, invalid } from '../../../test/fakeApi';
import { currentQuery, renderPage } from '../../../test/render';
import { renderFast } from '../opsTestUtil';
import UserPage from './index';

/*
 * Speed: antd's CSS-in-JS injects ~2,400 rules into document.head; jsdom's getComputedStyle
 * matches every rule for every element, and each *ByRole query calls it for every element
 * (visibility + accessible name) — ~16 s per query on this machine. The page renders the same
 * components with antd's styles written into a detached node instead (jsdom has no layout, so
 * the rules only ever fed those checks): ~0.6 s per query. See ../opsTestUtil.tsx.
 */
const renderUsers = (opts: Parameters<typeof renderPage>[1]) => renderFast(<UserPage />, opts);

const LIST = 'api/v1/system/user/list';
const TREE = 'api/v1/system/dept/treeSelect';
const ue = userEvent.setup({ delay: null });

function user(id: number, over: Partial<UserRow> = {}): UserRow {
  return {
    id,
    userName: `user${id}`,
    userNickname: `Nick ${id}`,
    mobile: `9000000${id}`,
    email: `u${id}@example.com`,
    sex: 0,
    avatar: '',
    status: 1,
    userType: 1,
    description: '',
    deptId: 2,
    dept: { deptId: 2, deptName: 'Operations' },
    roleInfo: [{ roleId: 1, name: 'Administrator' }],
    postIds: [],
    postNames: [],
    lastLoginAt: null,
    lastLoginIp: '',
    createdAt: '2026-01-15T02:30:00.000Z',
    ...over,
  };
}

const dept = (id: number, parentId: number, deptName: string, children: DeptNode[] = []): DeptNode => ({ id, parentId, deptName, status: 1, children });
const tree = [dept(1, 0, 'Shiftdesk HQ', [dept(2, 1, 'Operations', [dept(4, 2, 'Night shift')]), dept(3, 1, 'Finance team')])];

let users: UserRow[];
let total: number | undefined;
let api: ReturnType<typeof fakeApi>;

/** A small in-memory users API: list, get, params, add, edit, delete (with the server's 400). */
function serve() {
  let next = 100;
  return fakeApi({
    [LIST]: (p) => ({ list: users, total: total ?? users.length, currentPage: Number(p.pageNum) }),
    [TREE]: () => ({ list: tree }),
    'api/v1/system/dict/data/getDictData': dictRoute,
    'api/v1/system/user/params': () => ({
      roles: [{ id: 1, name: 'Administrator', roleKey: 'admin', status: 1 }, { id: 2, name: 'Scheduler', roleKey: 'sched', status: 1 }],
      posts: [{ id: 1, postName: 'Recruiter', postCode: 'rec', status: 1 }],
    }),
    'api/v1/system/user/get': (p) => {
      const u = users.find((x) => x.id === Number(p.id)) as UserRow;
      return { user: { ...u, updatedAt: u.createdAt }, roleIds: u.roleInfo.map((r) => r.roleId), postIds: u.postIds };
    },
    'POST api/v1/system/user/add': (_p, c) => {
      if (users.some((u) => u.userName === c.body.userName)) return invalid({ userName: 'This account name is already taken' });
      if (String(c.body.password).length < 8) return invalid({ password: 'The password needs at least 8 characters with letters and digits' });
      users = [...users, user(++next, { ...c.body, roleInfo: [], dept: { deptId: c.body.deptId, deptName: 'Operations' } })];
      return { id: next };
    },
    'PUT api/v1/system/user/edit': (_p, c) => {
      users = users.map((u) => (u.id === c.body.id ? { ...u, ...c.body } : u));
      return null;
    },
    'DELETE api/v1/system/user/delete': (_p, c) => {
      users = users.filter((u) => !c.body.ids.includes(u.id));
      return null;
    },
  });
}

beforeEach(() => {
  total = undefined;
  users = [
    user(1, { userName: 'admin', userNickname: 'Super Admin', roleInfo: [{ roleId: 1, name: 'Administrator' }, { roleId: 2, name: 'Common' }] }),
    user(2, { userName: 'alice', userNickname: 'Alice Tan', status: 0, dept: { deptId: 3, deptName: 'Finance team' }, deptId: 3 }),
  ];
  api = serve();
});
afterEach(() => api.restore());

const lastList = () => {
  const calls = api.callsTo(LIST);
  return calls[calls.length - 1].params;
};

describe('System → Users', () => {
  it('renders the rows the API returns, with department, roles, status and SG time', async () => {
    renderUsers({ route: '/system/user' });
    const row = (await screen.findByText('alice')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Alice Tan')).toBeInTheDocument();
    expect(within(row).getByText('Finance team')).toBeInTheDocument();
    expect(within(row).getByRole('switch')).not.toBeChecked();
    expect(within(row).getByText('90000002')).toBeInTheDocument();
    // 02:30 UTC is 10:30 in Singapore
    expect(within(row).getByText('15/01/2026 10:30:00')).toBeInTheDocument();
    const adminRow = screen.getByText('admin').closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Common')).toBeInTheDocument();
    expect(within(adminRow).getByRole('switch')).toBeChecked();
    expect(lastList()).toEqual({ pageNum: 1, pageSize: 20 });
    expect(screen.getByText('Total 2')).toBeInTheDocument();
  });

  it('reads the filters from the URL; search and paging write back to it', async () => {
    total = 250;
    renderUsers({ route: '/system/user?keyWords=bob&status=0&deptId=2&pageNum=2&pageSize=50&dateRange=2026-01-01&dateRange=2026-01-31' });
    await screen.findByText('alice');
    expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 2, pageSize: 50, keyWords: 'bob', deptId: 2, status: 0, dateRange: ['2026-01-01', '2026-01-31'] });
    expect(screen.getByPlaceholderText('Account, nickname or mobile')).toHaveValue('bob');
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('2026-01-01');
    await waitFor(() => expect(document.querySelector('.ant-tree-node-selected')).toHaveTextContent('Operations'));

    await ue.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNum: 3, pageSize: 50, keyWords: 'bob', deptId: 2 }));
    expect(currentQuery().get('pageNum')).toBe('3');

    fireEvent.change(screen.getByPlaceholderText('Account, nickname or mobile'), { target: { value: '  ali ' } });
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNum: 1, keyWords: 'ali' }));
    expect(currentQuery().get('keyWords')).toBe('ali');
    expect(currentQuery().get('pageNum')).toBeNull();

    await ue.click(screen.getByRole('button', { name: /Reset$/ }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 50, deptId: 2 }));
    expect(currentQuery().toString()).toBe('deptId=2&pageSize=50');
  });

  it('add → edit → delete round trip, with the server’s field messages on the form', async () => {
    renderUsers({ route: '/system/user' });
    await screen.findByText('alice');
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const drawer = await screen.findByRole('dialog');
    await ue.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Account name cannot be empty')).toBeInTheDocument();
    expect(within(drawer).getByText('Please select Department')).toBeInTheDocument();

    fireEvent.change(within(drawer).getByLabelText('Account name'), { target: { value: 'alice' } });
    fireEvent.change(within(drawer).getByLabelText('Nickname'), { target: { value: 'Bob Lim' } });
    fireEvent.change(within(drawer).getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.change(within(drawer).getByLabelText('Mobile'), { target: { value: '12345' } });
    await ue.click(within(drawer).getByLabelText('Department'));
    await ue.click((await screen.findAllByTitle('Operations')).find((e) => e.closest('.ant-select-tree')) as HTMLElement);
    await ue.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/Singapore mobile number/)).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('Mobile'), { target: { value: '+65 91234567' } });

    await ue.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('This account name is already taken')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Nickname')).toHaveValue('Bob Lim');
    fireEvent.change(within(drawer).getByLabelText('Account name'), { target: { value: 'bob' } });
    await ue.click(within(drawer).getByRole('button', { name: 'Save' }));
    await screen.findByText('bob');
    const added = api.callsTo('api/v1/system/user/add', 'POST').at(-1);
    expect(added?.body).toMatchObject({ userName: 'bob', userNickname: 'Bob Lim', password: 'Secret123', deptId: 2, mobile: '+65 91234567', sex: 0, userType: 1, status: 1 });

    // edit
    const row = screen.getByText('bob').closest('tr') as HTMLElement;
    await ue.click(within(row).getByRole('button', { name: /Edit/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit user' });
    await waitFor(() => expect(within(edit).getByLabelText('Nickname')).toHaveValue('Bob Lim'));
    expect(within(edit).queryByLabelText('Password')).toBeNull();
    fireEvent.change(within(edit).getByLabelText('Nickname'), { target: { value: 'Robert Lim' } });
    await ue.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Robert Lim');
    const edited = api.callsTo('api/v1/system/user/edit', 'PUT')[0].body;
    expect(edited).toMatchObject({ id: 101, userName: 'bob', userNickname: 'Robert Lim' });
    expect(edited).not.toHaveProperty('password');

    // delete
    const row2 = screen.getByText('bob').closest('tr') as HTMLElement;
    // Reset password and delete sit in the row's "More" menu (the fixed column stays narrow).
    expect(within(row2).queryByRole('button', { name: /Delete/ })).toBeNull();
    await ue.click(within(row2).getByRole('button', { name: /More/ }));
    await ue.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: /Delete/ });
    await ue.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('bob')).toBeNull());
    expect(api.callsTo('api/v1/system/user/delete', 'DELETE')[0].body).toEqual({ ids: [101] });
  });

  it('shows only the buttons the user holds rules for', async () => {
    renderUsers({ route: '/system/user', permissions: ['api/v1/system/user/list', 'api/v1/system/user/resetPwd'] });
    const row = (await screen.findByText('alice')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Edit/ })).toBeNull();
    // A single action left is a button, not a "More" menu of one.
    expect(within(row).getByRole('button', { name: /Reset password/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /More/ })).toBeNull();
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it('clicking a department filters by it, clicking it again clears the filter', async () => {
    renderUsers({ route: '/system/user?pageNum=2' });
    await ue.click(await screen.findByText('Finance team', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 20, deptId: 3 }));
    await ue.click(screen.getByText('Finance team', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 20 }));
  });

  it('renders in Simplified Chinese', async () => {
    renderUsers({ route: '/system/user', lang: 'zh-cn' });
    await screen.findByText('alice');
    expect(screen.getByText('用户列表')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '账号' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
  });
});
