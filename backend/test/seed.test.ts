/** Migrations and seed: idempotent, never overwrite edits, the product map, the registry. */
import { eq, sql } from 'drizzle-orm';
import { migrate } from '../src/db/migrate';
import { sysConfig, sysDictData, sysMenu, sysNotice, sysNoticeRead, sysRemote, sysUser } from '../src/db/schema';
import { seed } from '../src/seed';
import { MENU_TREE } from '../src/seed/menus';
import { verifyPassword } from '../src/core/auth/password';
import { ADMIN_PASSWORD, API, DEMO_PASSWORD, type TestApp, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countOf = async (table: string) =>
  Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);

test('migrations and seed are idempotent and keep admins\' edits', async () => {
  await t.db.update(sysConfig).set({ configValue: 'Acme Staffing' }).where(eq(sysConfig.configKey, 'sys.brand.name'));
  await t.db.update(sysMenu).set({ title: 'Staff' }).where(eq(sysMenu.name, 'systemUser'));
  const before = await Promise.all(['sys_menu', 'sys_dict_data', 'sys_config', 'sys_dept', 'sys_role', 'sys_user', 'sys_role_menu'].map(countOf));
  expect(await migrate(t.db)).toEqual([]);
  const again = await seed(t.db, { adminPassword: 'Other-Password-1', demo: true });
  expect(again).toMatchObject({ adminCreated: false, demoUsers: 0 });
  const after = await Promise.all(['sys_menu', 'sys_dict_data', 'sys_config', 'sys_dept', 'sys_role', 'sys_user', 'sys_role_menu'].map(countOf));
  expect(after).toEqual(before);
  const [brand] = await t.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'sys.brand.name'));
  expect(brand.configValue).toBe('Acme Staffing');
  const [menu] = await t.db.select().from(sysMenu).where(eq(sysMenu.name, 'systemUser'));
  expect(menu.title).toBe('Staff');
  // The admin password was not reset by the second seed.
  expect((await t.app.inject({ method: 'POST', url: `${API}/system/login`, payload: { username: 'admin', password: ADMIN_PASSWORD, verifyCode: '', verifyKey: '' } })).json().code).toBe(0);
});

test('the menu tree is the product map: every seeded menu exists, business areas enabled (the shell hides pages not yet exposed)', async () => {
  const rows = await t.db.select().from(sysMenu);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const walk = (ms: typeof MENU_TREE): number => ms.reduce((n, m) => n + 1 + walk(m.children ?? []), 0);
  expect(rows.length).toBe(walk(MENU_TREE));
  for (const d of ['workforce', 'jobs', 'finance', 'analysis', 'websiteAdmin']) expect(byName.get(d)?.status).toBe(1);
  expect(byName.get('financeInvoice')).toMatchObject({ status: 1, component: 'finance/invoice/index', apiRule: 'api/v1/finance/invoice/list' });
  expect(byName.get('workforceWorkerEdit')).toMatchObject({ isHide: true, path: '/workforce/worker/edit/:id' });
  expect(byName.get('systemDictData')).toMatchObject({ isHide: true, path: '/system/dict/data/list/:dictType', status: 1 });
  expect(byName.get('systemUser:add')).toMatchObject({ menuType: 'B', apiRule: 'api/v1/system/user/add' });
  for (const r of rows.filter((m) => m.menuType === 'M')) {
    expect(r.component).toMatch(/^(system|workforce|finance|website)\//);
    expect(r.apiRule).toMatch(/^api\/v1\//);
  }
  expect(rows.some((r) => r.path === '/home')).toBe(false); // host-owned
});

test('dictionaries carry Chinese labels; parameters are built-in', async () => {
  const tags = await t.db.select().from(sysDictData).where(eq(sysDictData.dictType, 'sys_notice_tag'));
  expect(tags.find((d) => d.dictValue === '1')).toMatchObject({ dictLabel: 'Personnel', dictLabelZh: '人事' });
  const configs = await t.db.select().from(sysConfig);
  expect(configs.every((c) => c.configType)).toBe(true);
  expect(configs.map((c) => c.configKey)).toEqual(expect.arrayContaining(['sys.brand.name', 'sys.login.maxFailures', 'sys.login.lockMinutes']));
});

test('pub/remotes lists the registry with manifest URLs of the active versions', async () => {
  await t.db.update(sysRemote).set({ enabled: false }).where(eq(sysRemote.name, 'finance'));
  const res = await t.get(`${API}/pub/remotes`);
  expect(res.json().data.list).toEqual([
    { name: 'system', version: '0.1.0', entry: '/admin/remotes/system/0.1.0/mf-manifest.json', enabled: true },
    { name: 'workforce', version: '0.1.0', entry: '/admin/remotes/workforce/0.1.0/mf-manifest.json', enabled: true },
    { name: 'finance', version: '0.1.0', entry: '/admin/remotes/finance/0.1.0/mf-manifest.json', enabled: false },
    { name: 'website', version: '0.1.0', entry: '/admin/remotes/website/0.1.0/mf-manifest.json', enabled: true },
  ]);
});

test('only the admin exists without demo data', async () => {
  const users = await t.db.select({ n: sysUser.userName }).from(sysUser);
  expect(users.map((u) => u.n)).toEqual(['admin']);
});

test('demo data: staff users with the common role, and published notices some of them have read', async () => {
  const demo = await createTestApp({ demo: true });
  try {
    const users = await demo.db.select().from(sysUser);
    expect(users.filter((u) => u.userName.startsWith('demo'))).toHaveLength(30);
    // Every demo account signs in with the install's DEMO_PASSWORD (the template chose one).
    const demo01 = users.find((u) => u.userName === 'demo01');
    expect(await verifyPassword(demo01?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(new Set(users.filter((u) => u.userName.startsWith('demo')).map((u) => u.passwordHash)).size).toBe(1);
    // A later start seeds no demo users and reports no password.
    const again = await seed(demo.db, { demo: true });
    expect(again).toMatchObject({ demoUsers: 0 });
    expect(again.demoPassword).toBeUndefined();
    const notices = await demo.db.select().from(sysNotice);
    expect(notices.filter((n) => n.sendAt !== null).length).toBeGreaterThanOrEqual(3);
    expect(notices.some((n) => n.sendAt === null)).toBe(true);
    const reads = await demo.db.select().from(sysNoticeRead);
    const readNotices = new Set(reads.map((r) => r.noticeId));
    expect(readNotices.size).toBe(3);
    // every read belongs to a published notice
    for (const id of readNotices) expect(notices.find((n) => n.id === id)?.sendAt).not.toBeNull();
  } finally {
    await demo.close();
  }
  // The demo grew with the workforce (workers, certificates with their files): seeding takes a while.
}, 240_000);
