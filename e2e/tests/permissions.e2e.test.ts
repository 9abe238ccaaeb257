/**
 * Issue 6, item 2: a user whose role lacks a page's add/edit/delete rules sees no such buttons,
 * and calling the API directly is refused with 403 — the server enforces what the UI hides.
 *
 * One table (PAGES) drives every system page that has write buttons. For each page a reader —
 * a user whose role holds only the list/get rules of the System pages — sees real rows, none of
 * the write buttons (while the same probe finds one that is meant to be there), no enabled
 * status switch, version select or row checkbox, and every write endpoint of the page answers
 * 403. The admin opens the same pages and sees every one of those buttons: that proves the
 * labels probed for are the real ones, so an absence is not a typo (one page per distinct label
 * keeps the run short).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, baseUrl, launch, newContext } from '../support/browser';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/server';

const READER = 'permreader';
const READER_PASSWORD = 'Reader-pass-123';
const NOTICE_TITLE = 'Permission probe notice';
/** An id that no row has: should a guard ever be missing, the write touches nothing. */
const NO_ID = 999_999;
/** First rows of a freshly booted shell: generous, the machine may be shared (jest allows 90 s a test). */
const ROW_TIMEOUT = 60_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface PageCase {
  name: string;
  /** Path under the shell */
  url: string;
  /** Text of a table cell that appears once real rows have loaded */
  row: string;
  /** Write buttons (visible text or aria-label) the reader must not see and the admin does */
  writes: string[];
  /** Buttons both see (proves the probe finds a button that is there) */
  present: string[];
  /** Row inputs gated by a write rule: shown to the reader but disabled, enabled for the admin */
  rowInputs?: Array<'switch' | 'select'>;
  /** The admin opens it too and sees every write button (chosen so each label is covered) */
  control?: true;
  /** Write endpoints: each must answer 403 to the reader */
  denied: Array<[Method, string, unknown?]>;
}

const PAGES: PageCase[] = [
  {
    name: 'users',
    control: true,
    url: '/admin/system/user',
    row: 'demo01',
    // Reset password and Delete are in the row's "More" menu: the reader sees no "More" at all.
    writes: ['Add', 'Edit', 'More'],
    present: ['Search', 'Refresh'],
    rowInputs: ['switch'],
    denied: [
      [
        'POST',
        'user/add',
        {
          userName: 'sneaky01',
          userNickname: 'Sneaky',
          password: 'Sneaky-pass-123',
          deptId: 1,
          roleIds: [],
          postIds: [],
          mobile: '91234567',
          userType: 1,
          status: 1,
        },
      ],
      [
        'PUT',
        'user/edit',
        {
          id: NO_ID,
          userName: 'sneaky01',
          userNickname: 'Sneaky',
          deptId: 1,
          roleIds: [],
          postIds: [],
          mobile: '91234567',
          userType: 1,
        },
      ],
      ['PUT', 'user/resetPwd', { id: NO_ID, password: 'Sneaky-pass-123' }],
      ['PUT', 'user/setStatus', { id: NO_ID, status: 0 }],
      ['DELETE', 'user/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'roles',
    url: '/admin/system/role',
    row: 'Administrator',
    writes: ['Add', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    rowInputs: ['switch'],
    denied: [
      ['POST', 'role/add', { name: 'Sneaky role' }],
      ['PUT', 'role/edit', { id: NO_ID, name: 'Sneaky role' }],
      ['PUT', 'role/setStatus', { id: NO_ID, status: 0 }],
      ['DELETE', 'role/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'departments',
    control: true,
    url: '/admin/system/dept',
    row: 'Shiftdesk HQ',
    writes: ['Add', 'Add child', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    denied: [
      ['POST', 'dept/add', { parentId: 1, deptName: 'Sneaky dept' }],
      ['PUT', 'dept/edit', { id: NO_ID, parentId: 1, deptName: 'Sneaky dept' }],
      ['DELETE', 'dept/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'posts',
    url: '/admin/system/post',
    row: 'ops_manager',
    writes: ['Add', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    denied: [
      ['POST', 'post/add', { postCode: 'sneaky', postName: 'Sneaky', postSort: 9 }],
      ['PUT', 'post/edit', { id: NO_ID, postCode: 'sneaky', postName: 'Sneaky', postSort: 9 }],
      ['DELETE', 'post/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'menus',
    url: '/admin/system/menu',
    row: 'System',
    writes: ['Add', 'Add child', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    denied: [
      ['POST', 'menu/add', { pid: 0, menuType: 'D', title: 'Sneaky', name: 'sneaky', path: '/sneaky' }],
      ['PUT', 'menu/update', { id: NO_ID, pid: 0, menuType: 'D', title: 'Sneaky', name: 'sneaky', path: '/sneaky' }],
      ['DELETE', 'menu/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'dictionaries',
    url: '/admin/system/dict',
    row: 'sys_user_sex',
    writes: ['Add', 'Edit', 'Delete'],
    // The reader holds dict/data/list, so each row keeps its Data link.
    present: ['Search', 'Refresh', 'Data'],
    denied: [
      ['POST', 'dict/type/add', { dictName: 'Sneaky', dictType: 'sneaky_type', status: 1 }],
      ['PUT', 'dict/type/edit', { id: NO_ID, dictName: 'Sneaky', dictType: 'sneaky_type', status: 1 }],
      ['DELETE', 'dict/type/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'dictionary data',
    url: '/admin/system/dict/data/list/sys_notice_tag',
    row: 'Personnel',
    writes: ['Add', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    denied: [
      [
        'POST',
        'dict/data/add',
        { dictType: 'sys_notice_tag', dictLabel: 'Sneaky', dictValue: '99', dictSort: 99, status: 1 },
      ],
      [
        'PUT',
        'dict/data/edit',
        { dictCode: NO_ID, dictType: 'sys_notice_tag', dictLabel: 'Sneaky', dictValue: '99', dictSort: 99, status: 1 },
      ],
      ['DELETE', 'dict/data/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'parameters',
    url: '/admin/system/config',
    row: 'sys.brand.name',
    writes: ['Add', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    denied: [
      ['POST', 'config/add', { configName: 'Sneaky', configKey: 'sneaky.key', configValue: 'x', configType: false }],
      [
        'PUT',
        'config/edit',
        { id: NO_ID, configName: 'Sneaky', configKey: 'sneaky.key', configValue: 'x', configType: false },
      ],
      ['DELETE', 'config/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'notices',
    control: true,
    url: '/admin/system/notice',
    row: NOTICE_TITLE,
    writes: ['Add', 'Publish', 'Edit', 'Delete'],
    present: ['Search', 'Refresh'],
    denied: [
      ['POST', 'notice/add', { title: 'Sneaky', type: 1, status: 1, content: '<p>x</p>' }],
      ['PUT', 'notice/edit', { id: NO_ID, title: 'Sneaky', type: 1, status: 1, content: '<p>x</p>' }],
      ['PUT', 'notice/publish', { id: NO_ID }],
      ['DELETE', 'notice/delete', { ids: [NO_ID] }],
    ],
  },
  {
    name: 'operation log',
    control: true,
    url: '/admin/system/operLog',
    // Newest first: the reader's own login and refused calls lead the list.
    row: READER,
    writes: ['Delete', 'Clear'],
    present: ['Search', 'Refresh'],
    denied: [
      ['DELETE', 'operLog/delete', { ids: [NO_ID] }],
      ['DELETE', 'operLog/clear', {}],
    ],
  },
  {
    name: 'login log',
    url: '/admin/system/loginLog',
    row: READER,
    writes: ['Delete', 'Clear'],
    present: ['Search', 'Refresh'],
    denied: [
      ['DELETE', 'loginLog/delete', { ids: [NO_ID] }],
      ['DELETE', 'loginLog/clear', {}],
    ],
  },
  {
    name: 'online users',
    control: true,
    url: '/admin/system/online',
    row: READER,
    writes: ['Force logout'],
    present: ['Search', 'Refresh'],
    denied: [['PUT', 'online/forceLogout', { ids: ['00000000-0000-4000-8000-000000000000'] }]],
  },
  {
    name: 'micro-frontends',
    control: true,
    url: '/admin/system/remote',
    row: 'workforce',
    writes: ['Register a version by URL'],
    present: ['Refresh'],
    rowInputs: ['switch', 'select'],
    denied: [
      ['PUT', 'remote/setActive', { name: 'nosuchremote', version: '9.9.9' }],
      [
        'POST',
        'remote/addVersion',
        { name: 'nosuchremote', version: '9.9.9', entry: 'https://cdn.example.com/x/mf-manifest.json' },
      ],
      ['PUT', 'remote/setEnabled', { name: 'nosuchremote', enabled: false }],
    ],
  },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminToken: string;
let readerToken: string;
const created: { roleId?: number; userId?: number; noticeId?: number } = {};

async function call(token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; message?: string; data?: unknown } };
}

/** An admin call that must succeed; returns its data. */
async function admin<T>(method: Method, route: string, body?: unknown): Promise<T> {
  const res = await call(adminToken, method, route, body);
  if (res.body.code !== 0) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

async function login(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/backend/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, verifyCode: '0000', verifyKey: 'e2e' }),
  });
  const body = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`login ${username} failed: ${body.message}`);
  return body.data.token;
}

interface MenuNode {
  id: number;
  name: string;
  menuType: 'D' | 'M' | 'B';
  apiRule: string;
  children: MenuNode[];
}

/** The System directory, its pages, and the buttons that only read (…/list, …/get). */
function readOnlyMenuIds(tree: MenuNode[]): number[] {
  const system = tree.find((m) => m.name === 'system');
  if (!system) throw new Error('no System directory in menu/list');
  const ids: number[] = [];
  const walk = (m: MenuNode) => {
    if (m.menuType !== 'B' || /\/(list|get)$/.test(m.apiRule)) ids.push(m.id);
    m.children.forEach(walk);
  };
  walk(system);
  return ids;
}

beforeAll(async () => {
  browser = await launch();
  adminToken = await login('admin', ADMIN_PASSWORD);
  const menus = await admin<{ list: MenuNode[] }>('GET', 'menu/list');
  const menuIds = readOnlyMenuIds(menus.list);
  const stamp = Date.now().toString(36);
  created.roleId = (
    await admin<{ id: number }>('POST', 'role/add', {
      name: `Read-only system ${stamp}`,
      dataScope: 1,
      menuIds,
      remark: 'permissions e2e',
    })
  ).id;
  created.userId = (
    await admin<{ id: number }>('POST', 'user/add', {
      userName: READER,
      userNickname: 'Read only',
      password: READER_PASSWORD,
      deptId: 1,
      roleIds: [created.roleId],
      postIds: [],
      mobile: '98765432',
      userType: 1,
      status: 1,
    })
  ).id;
  // A draft notice, so the notices page has a row with its row buttons.
  created.noticeId = (
    await admin<{ id: number }>('POST', 'notice/add', {
      title: NOTICE_TITLE,
      type: 1,
      tag: 12,
      status: 1,
      content: '<p>Probe</p>',
    })
  ).id;
  readerToken = await login(READER, READER_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  if (!adminToken) return;
  if (created.noticeId) await call(adminToken, 'DELETE', 'notice/delete', { ids: [created.noticeId] });
  if (created.userId) await call(adminToken, 'DELETE', 'user/delete', { ids: [created.userId] });
  if (created.roleId) await call(adminToken, 'DELETE', 'role/delete', { ids: [created.roleId] });
});

afterEach(async () => {
  await context?.close();
});

/** Buttons and links whose visible text or aria-label is `label` (icons carry no text). */
function actions(page: Page, label: string): Promise<number> {
  // Inside the routed page: the shell's tags bar has its own Refresh.
  const view = page.getByTestId('routed-view');
  const text = view.locator('button, a').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });
  const aria = view.locator(`button[aria-label="${label}"], a[aria-label="${label}"]`);
  return text.or(aria).count();
}

const INPUT = { switch: 'button[role="switch"]', select: '.ant-select' } as const;
const DISABLED = { switch: '[disabled]', select: '.ant-select-disabled' } as const;

/** Row inputs of a kind in the page's table: all, and those enabled. */
async function rowInputs(page: Page, kind: 'switch' | 'select') {
  const all = page.getByTestId('routed-view').locator(`.ant-table-tbody ${INPUT[kind]}`);
  return { all: await all.count(), enabled: await all.and(page.locator(`:not(${DISABLED[kind]})`)).count() };
}

/** Opens a page as the holder of `token` and waits for its rows. Returns the API calls refused with 403. */
async function open(token: string, c: PageCase): Promise<string[]> {
  context = await newContext(browser);
  await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
  page = await context.newPage();
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/backend/api/')) refused.push(`${r.request().method()} ${r.url()}`);
  });
  await page.goto(c.url);
  await page.locator('.ant-table-tbody').getByText(c.row, { exact: true }).first().waitFor({ timeout: ROW_TIMEOUT });
  return refused;
}

test.each(PAGES)('reader on $name: rows shown, no write buttons, and the write API says 403', async (c) => {
  const refused = await open(readerToken, c);
  for (const label of c.writes) expect({ label, count: await actions(page, label) }).toEqual({ label, count: 0 });
  // The same probe finds these, so a zero above is a real absence.
  for (const label of c.present)
    expect({ label, present: (await actions(page, label)) > 0 }).toEqual({ label, present: true });
  // No enabled status switch (users, roles), version select or enabled switch (micro-frontends)…
  for (const kind of ['switch', 'select'] as const) {
    const inputs = await rowInputs(page, kind);
    expect({ kind, enabled: inputs.enabled }).toEqual({ kind, enabled: 0 });
    // …where the page has them, they are there, only disabled.
    if (c.rowInputs?.includes(kind)) expect({ kind, shown: inputs.all > 0 }).toEqual({ kind, shown: true });
  }
  // No row checkboxes: the batch delete is gone with its button.
  expect(await page.getByTestId('routed-view').locator('.ant-table-selection-column').count()).toBe(0);
  // The page itself asked for nothing it may not have.
  expect(refused).toEqual([]);

  for (const [method, route, body] of c.denied) {
    const res = await call(readerToken, method, route, body);
    expect({ route, status: res.status, code: res.body.code }).toEqual({ route, status: 403, code: 403 });
  }
});

test.each(PAGES.filter((c) => c.control))('admin on $name: the same write buttons are there', async (c) => {
  await open(adminToken, c);
  for (const label of c.writes)
    expect({ label, present: (await actions(page, label)) > 0 }).toEqual({ label, present: true });
  for (const label of c.present)
    expect({ label, present: (await actions(page, label)) > 0 }).toEqual({ label, present: true });
  for (const kind of c.rowInputs ?? []) {
    expect({ kind, enabled: (await rowInputs(page, kind)).enabled > 0 }).toEqual({ kind, enabled: true });
  }
});

test('the seeded common role (users list only): rows shown, no add/edit/delete, and the API says 403', async () => {
  context = await newContext(browser);
  page = await context.newPage();
  // demo01 holds the seeded "common" role: System → Users (list only) and the notice centre.
  const token = await apiLogin(context, 'demo01', DEMO_PASSWORD);
  await page.goto('/admin/system/user');
  await page.getByRole('cell', { name: 'demo01', exact: true }).first().waitFor({ timeout: ROW_TIMEOUT });
  for (const name of ['Add', 'Delete', 'Edit', 'Reset password']) expect(await actions(page, name)).toBe(0);
  // The same probe finds the Search button, so a zero above is a real absence.
  expect(await actions(page, 'Search')).toBe(1);
  const add = await call(token, 'POST', 'user/add', {
    userName: 'sneaky01',
    userNickname: 'Sneaky',
    password: 'Sneaky-pass-123',
    deptId: 1,
    mobile: '91234567',
    userType: 1,
    status: 1,
  });
  expect(add).toEqual({ status: 403, body: expect.objectContaining({ code: 403 }) });
  expect((await call(token, 'DELETE', 'user/delete', { ids: [2] })).status).toBe(403);
  expect((await call(token, 'GET', 'role/list')).status).toBe(403);
});
