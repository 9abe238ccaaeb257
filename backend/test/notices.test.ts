/** Notices: sanitised HTML, publish → event, listShow/markRead/unreadCount per user, receivers, readers. */
import { sanitizeNoticeHtml } from '../src/modules/system/notice';
import { and, count, eq, isNull } from 'drizzle-orm';
import { sysNotice, sysNoticeRead, sysUser } from '../src/db/schema';
import { API, ADMIN_PASSWORD, type TestApp, createTestApp, createUser, TEST_USER_PASSWORD } from './helpers';

let t: TestApp;
let admin: string;
let aliceId: number;
let alice: string;
let bob: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  aliceId = await createUser(t.db, { userName: 'alice', dept: 'Finance', roles: ['common'], nickname: 'Alice Tan' });
  await createUser(t.db, { userName: 'bob', dept: 'Sales', roles: ['common'] });
  alice = await t.login('alice', TEST_USER_PASSWORD);
  bob = await t.login('bob', TEST_USER_PASSWORD);
});
afterAll(() => t.close());

const EVIL = `<p onclick="steal()">Hello <b>team</b></p><script>alert(1)</script><style>p{}</style>
<iframe src="https://evil.example"></iframe><a href="javascript:alert(2)">x</a><a href="https://ok.example" target="_blank">ok</a>
<img src="x" onerror="alert(3)"><img src="data:image/png;base64,iVBORw0KGgo="><img src="data:text/html;base64,PHNjcmlwdD4=">
<svg onload="alert(4)"></svg><a href="JaVaScRiPt:alert(5)">y</a><div style="background:url(javascript:alert(6))">z</div>`;

test('notice HTML is stored clean: no scripts, styles, frames, handlers, javascript: URLs', async () => {
  const res = await call('POST', '/system/notice/add', { title: 'Hi', type: 1, tag: 11, status: 1, content: EVIL });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(sysNotice).where(eq(sysNotice.id, res.json().data.id));
  const stored = row.content.toLowerCase();
  for (const bad of ['<script', 'alert(1)', '<style', '<iframe', 'onclick', 'onerror', 'onload', 'javascript:', '<svg', 'data:text/html', 'style=']) {
    expect(stored).not.toContain(bad);
  }
  expect(row.content).toContain('<b>team</b>');
  expect(row.content).toContain('href="https://ok.example"');
  expect(row.content).toContain('rel="noopener noreferrer"');
  expect(row.content).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  expect(sanitizeNoticeHtml('<script>x</script>')).toBe('');
  // content that is nothing but a script is empty → spec §5 message
  const empty = await call('POST', '/system/notice/add', { title: 'x', type: 1, status: 1, content: '<script>alert(1)</script>' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('Notice content cannot be empty');
});

test('spec §5: title, type, content, status required; a private message needs receivers; edit needs id', async () => {
  const res = await call('POST', '/system/notice/add', {});
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(
    expect.arrayContaining(['body.title', 'body.type', 'body.content', 'body.status']),
  );
  const pm = await call('POST', '/system/notice/add', { title: 'pm', type: 2, status: 1, content: '<p>x</p>' }, admin, { 'accept-language': 'zh-CN' });
  expect(pm.statusCode).toBe(400);
  expect(pm.json().message).toBe('私信的接收人不能为空');
  const ghost = await call('POST', '/system/notice/add', { title: 'pm', type: 2, status: 1, content: '<p>x</p>', receiverIds: [99999] });
  expect(ghost.statusCode).toBe(400);
  const noId = await call('PUT', '/system/notice/edit', { title: 'pm', type: 1, status: 1, content: '<p>x</p>' });
  expect(noId.json().data.errors.map((e: { field: string }) => e.field)).toContain('body.id');
});

test('publish emits noticePublished; listShow / unreadCount / markRead are per user', async () => {
  const events: unknown[] = [];
  const off = t.app.ctx.events.on('noticePublished', (p) => events.push(p));
  const all = (await call('POST', '/system/notice/add', { title: 'Payday', type: 1, tag: 3, status: 1, content: '<p>Friday</p>' })).json().data.id;
  const pm = (await call('POST', '/system/notice/add', { title: 'For Alice', type: 2, tag: 15, status: 1, content: '<p>secret</p>', receiverIds: [aliceId] })).json().data.id;
  // drafts are invisible
  expect((await call('GET', '/system/notice/unreadCount', undefined, alice)).json().data.count).toBe(0);
  expect((await call('PUT', '/system/notice/publish', { id: all })).statusCode).toBe(200);
  expect((await call('PUT', '/system/notice/publish', { id: pm })).statusCode).toBe(200);
  off();
  expect(events).toEqual([
    { id: all, title: 'Payday', tag: 3, type: 1, all: true, userIds: [] },
    { id: pm, title: 'For Alice', tag: 15, type: 2, all: false, userIds: [aliceId] },
  ]);
  const [row] = await t.db.select().from(sysNotice).where(eq(sysNotice.id, pm));
  expect(row.sendAt).toBeInstanceOf(Date);

  const aliceList = (await call('GET', '/system/notice/listShow', undefined, alice)).json().data;
  expect(aliceList.list.map((n: { title: string }) => n.title).sort()).toEqual(['For Alice', 'Payday']);
  expect(aliceList.list.every((n: { isRead: boolean }) => n.isRead === false)).toBe(true);
  const bobList = (await call('GET', '/system/notice/listShow', undefined, bob)).json().data;
  expect(bobList.list.map((n: { title: string }) => n.title)).toEqual(['Payday']);
  expect((await call('GET', '/system/notice/unreadCount', undefined, alice)).json().data.count).toBe(2);
  // bob cannot mark alice's private message (refused: an id he cannot see), alice can
  const refused = await call('PUT', '/system/notice/markRead', { ids: [pm] }, bob);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().data.errors).toEqual([{ field: 'body.ids', message: expect.stringMatching(/Unknown or not visible/) }]);
  expect((await call('PUT', '/system/notice/markRead', { ids: [pm] }, alice)).statusCode).toBe(200);
  await call('PUT', '/system/notice/markRead', { ids: [pm] }, alice); // idempotent
  expect((await call('GET', '/system/notice/unreadCount', undefined, alice)).json().data.count).toBe(1);
  const unread = (await call('GET', '/system/notice/listShow?isRead=false', undefined, alice)).json().data.list;
  expect(unread.map((n: { title: string }) => n.title)).toEqual(['Payday']);
  const admList = (await call('GET', `/system/notice/list?type=2`)).json().data.list;
  const adm = admList.find((n: { id: number }) => n.id === pm);
  expect(adm).toMatchObject({ readCount: 1, receiverIds: [aliceId], receivers: [{ userName: 'alice', userNickname: 'Alice Tan' }], status: 1 });
  expect((await call('GET', `/system/notice/get?id=${pm}`)).json().data.readCount).toBe(1);
  // a disabled notice disappears from listShow
  await call('PUT', '/system/notice/edit', { id: all, title: 'Payday', type: 1, tag: 3, status: 0, content: '<p>Friday</p>' });
  expect((await call('GET', '/system/notice/listShow', undefined, bob)).json().data.total).toBe(0);
  // delete
  expect((await call('DELETE', '/system/notice/delete', { ids: [all, pm] })).statusCode).toBe(200);
  expect((await call('GET', '/system/notice/unreadCount', undefined, alice)).json().data.count).toBe(0);
});

test('notice centre: listShow title keyword; markAllRead marks every visible notice of the caller only', async () => {
  const add = async (title: string, extra: Record<string, unknown> = {}) => {
    const id = (await call('POST', '/system/notice/add', { title, type: 1, tag: 1, status: 1, content: '<p>x</p>', ...extra })).json().data.id as number;
    expect((await call('PUT', '/system/notice/publish', { id })).statusCode).toBe(200);
    return id;
  };
  const a = await add('Centre roster week 12');
  const b = await add('Centre payroll 100%_done');
  const pm = await add('Centre private', { type: 2, receiverIds: [aliceId] });
  const draft = (await call('POST', '/system/notice/add', { title: 'Centre draft', type: 1, tag: 1, status: 1, content: '<p>x</p>' })).json().data.id as number;
  const titles = async (qs: string, token: string) =>
    ((await call('GET', `/system/notice/listShow?${qs}`, undefined, token)).json().data.list as { title: string }[]).map((n) => n.title).sort();
  expect(await titles('title=centre%20roster', alice)).toEqual(['Centre roster week 12']);
  // % and _ are literal characters of the keyword, not wildcards
  expect(await titles(`title=${encodeURIComponent('100%_')}`, alice)).toEqual(['Centre payroll 100%_done']);
  expect(await titles(`title=${encodeURIComponent('0%_d')}`, alice)).toEqual(['Centre payroll 100%_done']);
  expect(await titles('title=Centre&isRead=false', bob)).toEqual(['Centre payroll 100%_done', 'Centre roster week 12']);
  const bobBefore = (await call('GET', '/system/notice/unreadCount', undefined, bob)).json().data.count as number;
  expect(bobBefore).toBeGreaterThanOrEqual(2);

  const res = await call('PUT', '/system/notice/markAllRead', {}, alice);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.marked).toBeGreaterThanOrEqual(3);
  expect((await call('GET', '/system/notice/unreadCount', undefined, alice)).json().data.count).toBe(0);
  expect(await titles('title=Centre&isRead=false', alice)).toEqual([]);
  expect(await titles('title=Centre&isRead=true', alice)).toEqual(['Centre payroll 100%_done', 'Centre private', 'Centre roster week 12']);
  // again: nothing left to mark
  expect((await call('PUT', '/system/notice/markAllRead', {}, alice)).json().data.marked).toBe(0);
  // bob's notices are untouched, and nobody got a read mark for a draft or a message not for them
  expect((await call('GET', '/system/notice/unreadCount', undefined, bob)).json().data.count).toBe(bobBefore);
  const marks = await t.db.select({ n: count() }).from(sysNoticeRead).where(eq(sysNoticeRead.noticeId, draft));
  expect(marks[0].n).toBe(0);
  const [pmMarks] = await t.db.select({ n: count() }).from(sysNoticeRead).where(eq(sysNoticeRead.noticeId, pm));
  expect(pmMarks.n).toBe(1);
  // login required
  expect((await t.app.inject({ method: 'PUT', url: `${API}/system/notice/markAllRead` })).statusCode).toBe(401);
  await call('DELETE', '/system/notice/delete', { ids: [a, b, pm, draft] });
});

test('receivers picker: id, userName, userNickname, dept; keyword; paged; admin only', async () => {
  const d = (await call('GET', '/system/notice/receivers?keyword=ali')).json().data;
  expect(d).toMatchObject({ total: 1, currentPage: 1 });
  expect(d.list[0]).toEqual({ id: aliceId, userName: 'alice', userNickname: 'Alice Tan', dept: { deptId: expect.any(Number), deptName: 'Finance' } });
  expect((await call('GET', '/system/notice/receivers', undefined, alice)).statusCode).toBe(403);
  expect((await call('POST', '/system/notice/add', { title: 'x', type: 1, status: 1, content: 'x' }, alice)).statusCode).toBe(403);
});

describe('readers: who of the audience read a notice, or has not yet', () => {
  type Reader = { id: number; userName: string; userNickname: string; deptName: string | null; readAt: string | null };
  const readers = async (qs: string, token = admin) => {
    const res = await call('GET', `/system/notice/readers?${qs}`, undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: Reader[]; total: number; currentPage: number };
  };
  const names = (d: { list: Reader[] }) => d.list.map((r) => r.userName);
  /** Sets a read time, so "newest first" does not depend on the clock between two requests. */
  const readAt = (noticeId: number, userId: number, iso: string) =>
    t.db
      .update(sysNoticeRead)
      .set({ readAt: new Date(iso) })
      .where(and(eq(sysNoticeRead.noticeId, noticeId), eq(sysNoticeRead.userId, userId)));
  let adminId: number;
  let bobId: number;
  let all: number;
  let pm: number;

  beforeAll(async () => {
    [{ id: adminId }] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'admin'));
    [{ id: bobId }] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'bob'));
    // a disabled account is not in a notification's audience
    await createUser(t.db, { userName: 'carol', dept: 'Sales', status: 0 });
    all = (await call('POST', '/system/notice/add', { title: 'All hands', type: 1, status: 1, content: '<p>x</p>' })).json().data.id;
    pm = (await call('POST', '/system/notice/add', { title: 'PM', type: 2, status: 1, content: '<p>y</p>', receiverIds: [aliceId, bobId] })).json().data.id;
    await call('PUT', '/system/notice/publish', { id: all });
    await call('PUT', '/system/notice/publish', { id: pm });
    await call('PUT', '/system/notice/markRead', { ids: [all, pm] }, alice);
    await call('PUT', '/system/notice/markRead', { ids: [all] }, admin);
    await readAt(all, adminId, '2026-01-15T08:00:00.000Z');
    await readAt(all, aliceId, '2026-01-15T09:00:00.000Z');
  });

  test('notification: readers newest first with read time and department; unread = the other active users', async () => {
    const read = await readers(`id=${all}&read=1`);
    expect(read).toMatchObject({ total: 2, currentPage: 1 });
    expect(read.list).toEqual([
      { id: aliceId, userName: 'alice', userNickname: 'Alice Tan', deptName: 'Finance', readAt: '2026-01-15T09:00:00.000Z' },
      { id: adminId, userName: 'admin', userNickname: expect.any(String), deptName: expect.anything(), readAt: '2026-01-15T08:00:00.000Z' },
    ]);
    // read is the default
    expect(names(await readers(`id=${all}`))).toEqual(['alice', 'admin']);
    const [{ active }] = await t.db
      .select({ active: count() })
      .from(sysUser)
      .where(and(isNull(sysUser.deletedAt), eq(sysUser.status, 1)));
    const unread = await readers(`id=${all}&read=0&pageSize=1000`);
    expect(unread.total).toBe(Number(active) - 2);
    expect(names(unread)).toContain('bob');
    expect(names(unread)).not.toEqual(expect.arrayContaining(['alice', 'admin']));
    expect(names(unread)).not.toContain('carol');
    expect(unread.list.every((r) => r.readAt === null)).toBe(true);
    expect(unread.list.find((r) => r.userName === 'bob')).toEqual({ id: bobId, userName: 'bob', userNickname: 'bob', deptName: 'Sales', readAt: null });
  });

  test('private message: the audience is its receivers', async () => {
    expect(await readers(`id=${pm}&read=1`)).toMatchObject({ total: 1, list: [{ id: aliceId, userName: 'alice' }] });
    const unread = await readers(`id=${pm}&read=0`);
    expect(unread).toMatchObject({ total: 1, list: [{ id: bobId, userName: 'bob', deptName: 'Sales', readAt: null }] });
  });

  test('paged in the server; keyword over account name and nickname', async () => {
    const p2 = await readers(`id=${all}&read=1&pageNum=2&pageSize=1`);
    expect(p2).toMatchObject({ total: 2, currentPage: 2 });
    expect(names(p2)).toEqual(['admin']);
    const full = await readers(`id=${all}&read=0&pageSize=1000`);
    const second = await readers(`id=${all}&read=0&pageNum=2&pageSize=2`);
    expect(second.total).toBe(full.total);
    expect(names(second)).toEqual(names(full).slice(2, 4));
    expect(names(await readers(`id=${all}&read=1&keyword=TAN`))).toEqual(['alice']); // nickname "Alice Tan"
    const bobs = await readers(`id=${all}&read=0&keyword=bob`);
    expect(names(bobs)).toContain('bob');
    expect(bobs.list.every((r) => /bob/i.test(r.userName + r.userNickname))).toBe(true);
    expect((await readers(`id=${all}&read=1&keyword=bob`)).total).toBe(0);
    // LIKE wildcards are literal
    expect((await readers(`id=${all}&read=1&keyword=%25`)).total).toBe(0);
  });

  test('a reader disabled since still read it; a deleted one drops out of the list and the count alike', async () => {
    const daveId = await createUser(t.db, { userName: 'dave', dept: 'IT', roles: ['common'] });
    const erinId = await createUser(t.db, { userName: 'erin', dept: 'IT', roles: ['common'] });
    const note = (await call('POST', '/system/notice/add', { title: 'Later', type: 1, status: 1, content: '<p>z</p>' })).json().data.id;
    await call('PUT', '/system/notice/publish', { id: note });
    for (const who of ['dave', 'erin']) await call('PUT', '/system/notice/markRead', { ids: [note] }, await t.login(who, TEST_USER_PASSWORD));
    await t.db.update(sysUser).set({ status: 0 }).where(eq(sysUser.id, daveId));
    await t.db.update(sysUser).set({ deletedAt: new Date() }).where(eq(sysUser.id, erinId));
    const read = await readers(`id=${note}&read=1`);
    expect(names(read)).toEqual(['dave']);
    const row = (await call('GET', `/system/notice/get?id=${note}`)).json().data;
    expect(row.readCount).toBe(read.total);
    // the disabled reader is not in the unread list either: he is out of the audience
    expect(names(await readers(`id=${note}&read=0&pageSize=1000`))).not.toContain('dave');
  });

  test('404 for an unknown notice (i18n), 400 for a bad read flag, 403 without the rule', async () => {
    const missing = await call('GET', '/system/notice/readers?id=999999&read=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The notice does not exist');
    const zh = await call('GET', '/system/notice/readers?id=999999', undefined, admin, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('公告不存在');
    expect((await call('GET', `/system/notice/readers?id=${all}&read=2`)).statusCode).toBe(400);
    expect((await call('GET', '/system/notice/readers')).statusCode).toBe(400);
    expect((await call('GET', `/system/notice/readers?id=${all}`, undefined, alice)).statusCode).toBe(403);
  });
});
