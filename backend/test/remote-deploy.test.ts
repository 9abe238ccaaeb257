/**
 * Issue 15: deploy tokens (scope, any other API refused, revocation at once, every use audited),
 * checks before activation (missing menu page, incompatible react range), gradual rollout
 * (sticky, roughly even over 200 users, by role), promote, rollback in one call, error counts
 * per version, and the History of the remote.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hostPagesOf, WIDGETS_EXPOSE } from '@shiftdesk/shared/api';
import { and, eq, like } from 'drizzle-orm';
import { invalidateConfigCache } from '../src/core/data/params';
import { auditLog, sysConfig, sysDeployToken, sysMenu, sysRemote, sysRemoteVersion } from '../src/db/schema';
import { seedSystem } from '../src/seed/system';
import { REPO_ROOT } from '../src/static';
import { type InjectResponse, type TestApp, API, createTestApp, eventually } from './helpers';
import { api, recordEvents } from './support/http';
import { adminToken, createBareUser, createRole, sessionToken } from './support/sessions';

let t: TestApp;
let A: ReturnType<typeof api>;
let hostReact: string;
let websitePages: string[];

beforeAll(async () => {
  t = await createTestApp();
  A = api(t, (await adminToken(t)).token);
  hostReact = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'host-shell/package.json'), 'utf8')).dependencies.react;
  const rows = await t.db
    .select({ c: sysMenu.component })
    .from(sysMenu)
    .where(and(eq(sysMenu.menuType, 'M'), eq(sysMenu.status, 1), like(sysMenu.component, 'website/%')));
  // What a full website build exposes: its menu pages first, then the host's public pages.
  websitePages = [
    ...new Set([...rows.map((r) => `./${r.c.slice('website/'.length)}`), ...hostPagesOf('website').filter((p) => p !== WIDGETS_EXPOSE)]),
  ];
});
afterAll(() => t.close());

/** Writes a build's manifest under DATA_DIR, as an upload would, and returns its entry URL. */
function manifest(name: string, version: string, o: { exposes?: string[]; react?: string } = {}): string {
  const dir = path.join(t.dataDir, 'remotes', name, version);
  fs.mkdirSync(dir, { recursive: true });
  const exposes = (o.exposes ?? (name === 'website' ? websitePages : [])).map((p) => ({ path: p, name: p.slice(2) }));
  const shared = [{ name: 'react', version: hostReact, requiredVersion: o.react ?? hostReact }];
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, name, exposes, shared }));
  return `/admin/remotes/${name}/${version}/mf-manifest.json`;
}

const deployApi = (token: string) => {
  const go = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<InjectResponse> =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  return {
    get: (url: string) => go('GET', url),
    post: (url: string, body: unknown) => go('POST', url, body),
    put: (url: string, body: unknown) => go('PUT', url, body),
    del: (url: string, body: unknown) => go('DELETE', url, body),
    upload: (q: string, bytes: string) =>
      go('PUT', `/system/remote/upload?${q}`, bytes, { 'content-type': 'application/octet-stream' }),
  };
};

async function newToken(remotes: string[], expiresInDays = 30) {
  const res = await A.post('/system/remote/token/add', { name: `ci-${remotes.join('-')}`, remotes, expiresInDays });
  expect(res.json().code).toBe(0);
  return res.json().data as { id: number; token: string };
}

const remoteRow = async (name: string) =>
  (
    (await A.get('/system/remote/list')).json().data.list as {
      name: string;
      version: string;
      candidateVersion: string | null;
      rolloutPercent: number;
      versions: { version: string; errors: number; lastError: string }[];
    }[]
  ).find((r) => r.name === name)!;

const history = async (name: string) => {
  const [r] = await t.db.select({ id: sysRemote.id }).from(sysRemote).where(eq(sysRemote.name, name));
  const res = await A.get(`/system/audit/history?entity=remote&entityId=${r.id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { action: string; fromState: string | null; toState: string | null; actorName: string }[];
};

describe('deploy tokens', () => {
  test('created once (sdt_ + 32 random bytes), stored only as its sha-256, listed without the secret', async () => {
    const { id, token } = await newToken(['website']);
    expect(token).toMatch(/^sdt_[A-Za-z0-9_-]{43}$/);
    const list = (await A.get('/system/remote/token/list')).json().data.list as {
      id: number;
      status: string;
      tokenPrefix: string;
    }[];
    const row = list.find((r) => r.id === id)!;
    expect(row).toMatchObject({ status: 'active', remotes: ['website'] });
    expect(JSON.stringify(list)).not.toContain(token);
    const [stored] = await t.db.select().from(sysDeployToken).where(eq(sysDeployToken.id, id));
    expect(stored.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token.slice(12));
  });

  test('a website token uploads and publishes website, but not finance (403), and no other API (403)', async () => {
    const { id, token } = await newToken(['website']);
    const D = deployApi(token);
    const bytes = JSON.stringify({
      id: 'website',
      exposes: websitePages.map((p) => ({ path: p })),
      shared: [{ name: 'react', version: hostReact, requiredVersion: hostReact }],
    });
    expect((await D.upload('name=website&version=5.0.0&path=mf-manifest.json', bytes)).json().code).toBe(0);
    expect((await D.upload('name=website&version=5.0.0&path=static/js/main.js', 'console.log(1)')).json().code).toBe(0);
    expect(fs.readFileSync(path.join(t.dataDir, 'remotes/website/5.0.0/static/js/main.js'), 'utf8')).toBe(
      'console.log(1)',
    );
    expect((await D.upload('name=website&version=5.0.0&path=../../evil.js', 'x')).statusCode).toBe(400);

    const seen = await recordEvents(t, 'remotesChanged', async () => {
      const res = await D.post('/system/remote/addVersion', {
        name: 'website',
        version: '5.0.0',
        entry: '/admin/remotes/website/5.0.0/mf-manifest.json',
        activate: true,
      });
      expect(res.json()).toMatchObject({ code: 0 });
    });
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect((await remoteRow('website')).version).toBe('5.0.0');
    // Files of a registered version are frozen.
    expect((await D.upload('name=website&version=5.0.0&path=mf-manifest.json', '{}')).statusCode).toBe(409);

    expect((await D.upload('name=finance&version=5.0.0&path=mf-manifest.json', '{}')).statusCode).toBe(403);
    expect(
      (
        await D.post('/system/remote/addVersion', {
          name: 'finance',
          version: '5.0.0',
          entry: 'https://cdn.example.com/f.json',
        })
      ).statusCode,
    ).toBe(403);
    expect((await D.put('/system/remote/setActive', { name: 'finance', version: '0.1.0' })).statusCode).toBe(403);
    for (const url of [
      '/system/remote/list',
      '/system/user/list',
      '/system/remote/token/list',
      '/system/personal/getPersonalInfo',
      '/system/remote/mine',
    ]) {
      expect((await D.get(url)).statusCode).toBe(403);
    }
    expect(
      (await D.post('/system/remote/rollout', { name: 'website', version: '5.0.0', percent: 50 })).statusCode,
    ).toBe(403);
    expect(
      (await D.post('/system/remote/token/add', { name: 'x', remotes: ['finance'], expiresInDays: 1 })).statusCode,
    ).toBe(403);
    expect(fs.existsSync(path.join(t.dataDir, 'remotes/finance/5.0.0'))).toBe(false);

    // Every use is a History line of the token; the remote's History names the token.
    // (written once the answer is sent: wait for the last one)
    const tokenLines = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'deployToken'), eq(auditLog.entityId, id)));
    // 3 uploads + register + frozen upload + 3 finance calls + 5 other GETs + rollout + token/add
    const uses = await eventually(async () => {
      const rows = await tokenLines();
      return rows.filter((u) => u.action === 'used').length >= 15 && rows;
    });
    expect(uses.filter((u) => u.action === 'used')).toHaveLength(15);
    expect(
      uses.some(
        (u) => (u.data as { status?: number })?.status === 403 && (u.data as { remote?: string }).remote === 'finance',
      ),
    ).toBe(true);
    const h = await history('website');
    expect(h.find((l) => l.action === 'activated' && l.toState === '5.0.0')?.actorName).toBe('token:ci-website');
    expect(h.find((l) => l.action === 'registered' && l.toState === '5.0.0')?.actorName).toBe('token:ci-website');
  });

  test('X-Deploy-Token works too; a revoked token is refused at once, an unknown one too', async () => {
    const { id, token } = await newToken(['website']);
    const viaHeader = () =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/system/remote/upload?name=website&version=5.1.0&path=a.js`,
        headers: { 'x-deploy-token': token, 'content-type': 'application/octet-stream' },
        payload: 'a',
      });
    expect((await viaHeader()).json().code).toBe(0);
    expect((await A.put('/system/remote/token/revoke', { id })).json().code).toBe(0);
    expect((await viaHeader()).statusCode).toBe(401);
    expect(
      (
        await deployApi(token).post('/system/remote/addVersion', {
          name: 'website',
          version: '5.1.0',
          entry: '/admin/remotes/website/5.1.0/mf-manifest.json',
        })
      ).statusCode,
    ).toBe(401);
    expect((await deployApi(`${token.slice(0, -2)}xx`).get('/system/remote/list')).statusCode).toBe(401);
    const row = (await A.get('/system/remote/token/list')).json().data.list.find((r: { id: number }) => r.id === id);
    expect(row.status).toBe('revoked');
    const refused = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'deployToken'), eq(auditLog.entityId, id), eq(auditLog.action, 'refused')));
    expect(refused.length).toBe(2);
    expect(refused.map((r) => (r.data as { why: string }).why)).toEqual(['revoked', 'revoked']);
  });

  test('an expired token is refused', async () => {
    const { id, token } = await newToken(['website'], 1);
    await t.db
      .update(sysDeployToken)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sysDeployToken.id, id));
    expect(
      (await deployApi(token).put('/system/remote/setActive', { name: 'website', version: '5.0.0' })).statusCode,
    ).toBe(401);
  });

  test('users without the token rules get 403', async () => {
    const roleId = await createRole(t.db, { rules: ['api/v1/system/remote/list'] });
    const U = api(t, await sessionToken(t, await createBareUser(t.db, { roleIds: [roleId] })));
    expect((await U.get('/system/remote/token/list')).statusCode).toBe(403);
    expect(
      (await U.post('/system/remote/token/add', { name: 'x', remotes: ['website'], expiresInDays: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await U.post('/system/remote/rollout', { name: 'website', version: '5.0.0', percent: 10 })).statusCode,
    ).toBe(403);
    expect((await U.post('/system/remote/rollback', { name: 'website' })).statusCode).toBe(403);
  });
});

describe('checks before activation', () => {
  test('a manifest missing a page the menu uses is registered but refused activation, naming the page', async () => {
    expect(websitePages.length).toBeGreaterThan(1);
    // The active version serves every menu page, so all of them are in use.
    await A.post('/system/remote/addVersion', {
      name: 'website',
      version: '5.9.0',
      entry: manifest('website', '5.9.0'),
      activate: true,
    });
    expect((await remoteRow('website')).version).toBe('5.9.0');
    const entry = manifest('website', '6.0.0', { exposes: websitePages.slice(1) });
    const res = await A.post('/system/remote/addVersion', { name: 'website', version: '6.0.0', entry, activate: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(websitePages[0]);
    expect(res.json().message).toContain('registered but not activated');
    const w = await remoteRow('website');
    expect(w.versions.map((v) => v.version)).toContain('6.0.0');
    expect(w.version).not.toBe('6.0.0');
    const again = await api(t, (await adminToken(t)).token, 'zh-CN').put('/system/remote/setActive', {
      name: 'website',
      version: '6.0.0',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('不能启用');
    expect(again.json().message).toContain(websitePages[0]);
    expect(
      (await A.post('/system/remote/rollout', { name: 'website', version: '6.0.0', percent: 10 })).statusCode,
    ).toBe(400);
  });

  test('a menu page no version has shipped yet does not block (menus are seeded ahead of their pages)', async () => {
    const [ahead, ...live] = websitePages;
    // 5.9.1 lacks `ahead`, which the active 5.9.0 serves: refused.
    await A.post('/system/remote/addVersion', {
      name: 'website',
      version: '5.9.1',
      entry: manifest('website', '5.9.1', { exposes: live }),
    });
    const refused = await A.put('/system/remote/setActive', { name: 'website', version: '5.9.1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(ahead);
    // Set-up: an active version that never served `ahead` (its menu was seeded before the page shipped).
    await t.db.update(sysRemote).set({ activeVersion: '5.9.1' }).where(eq(sysRemote.name, 'website'));
    await A.post('/system/remote/addVersion', {
      name: 'website',
      version: '5.9.2',
      entry: manifest('website', '5.9.2', { exposes: live }),
    });
    expect((await A.put('/system/remote/setActive', { name: 'website', version: '5.9.2' })).json().code).toBe(0);
    expect((await A.put('/system/remote/setActive', { name: 'website', version: '5.9.0' })).json().code).toBe(0);
  });

  test('an incompatible react range is refused with the versions', async () => {
    const entry = manifest('website', '6.1.0', { react: '^18.2.0' });
    await A.post('/system/remote/addVersion', { name: 'website', version: '6.1.0', entry });
    const res = await A.put('/system/remote/setActive', { name: 'website', version: '6.1.0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/react \^18\.2\.0/);
    expect(res.json().message).toContain(hostReact);
    // A range that accepts the host's react passes.
    const okEntry = manifest('website', '6.2.0', { react: `^${hostReact.split('.')[0]}.0.0` });
    await A.post('/system/remote/addVersion', { name: 'website', version: '6.2.0', entry: okEntry });
    expect((await A.put('/system/remote/setActive', { name: 'website', version: '6.2.0' })).json().code).toBe(0);
  });

  test('an unreachable manifest is refused', async () => {
    await A.post('/system/remote/addVersion', {
      name: 'website',
      version: '6.3.0',
      entry: '/admin/remotes/website/6.3.0/mf-manifest.json',
    });
    const res = await A.put('/system/remote/setActive', { name: 'website', version: '6.3.0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Manifest not found');
  });
});

describe('gradual rollout', () => {
  test('50% of 200 users: sticky per user, roughly even; promote and rollback in one call; History', async () => {
    const before = (await remoteRow('website')).version;
    const entry = manifest('website', '7.0.0');
    await A.post('/system/remote/addVersion', { name: 'website', version: '7.0.0', entry });
    const seen = await recordEvents(t, 'remotesChanged', async () => {
      expect(
        (await A.post('/system/remote/rollout', { name: 'website', version: '7.0.0', percent: 50 })).json().code,
      ).toBe(0);
    });
    expect(seen).toHaveLength(1);
    expect(await remoteRow('website')).toMatchObject({
      version: before,
      candidateVersion: '7.0.0',
      rolloutPercent: 50,
    });

    const users = await Promise.all(
      Array.from({ length: 200 }, async () => api(t, await sessionToken(t, await createBareUser(t.db)))),
    );
    const versionOf = async (U: ReturnType<typeof api>) =>
      (
        (await U.get('/system/remote/mine')).json().data.list as { name: string; version: string; entry: string }[]
      ).find((r) => r.name === 'website')!;
    const first = await Promise.all(users.map(versionOf));
    const onNew = first.filter((r) => r.version === '7.0.0');
    expect(onNew.length).toBeGreaterThanOrEqual(75);
    expect(onNew.length).toBeLessThanOrEqual(125);
    expect(first.filter((r) => r.version === before).length).toBe(200 - onNew.length);
    expect(onNew[0].entry).toBe(entry);
    // Sticky: asking again gives each user the same version.
    const second = await Promise.all(users.map(versionOf));
    expect(second.map((r) => r.version)).toEqual(first.map((r) => r.version));
    // Anonymous registry: the active version.
    expect(
      (await t.get(`${API}/pub/remotes`)).json().data.list.find((r: { name: string }) => r.name === 'website').version,
    ).toBe(before);

    // Rollback in one call: everyone is back on the active version.
    const back = await A.post('/system/remote/rollback', { name: 'website' });
    expect(back.json()).toMatchObject({ code: 0, data: { version: before } });
    const after = await Promise.all(users.map(versionOf));
    expect(after.every((r) => r.version === before)).toBe(true);
    expect(await remoteRow('website')).toMatchObject({ version: before, candidateVersion: null, rolloutPercent: 0 });

    // Roll out again, then promote: everyone on 7.0.0; a rollback now restores the one before.
    await A.post('/system/remote/rollout', { name: 'website', version: '7.0.0', percent: 10 });
    expect((await A.post('/system/remote/promote', { name: 'website' })).json().code).toBe(0);
    expect((await Promise.all(users.slice(0, 20).map(versionOf))).every((r) => r.version === '7.0.0')).toBe(true);
    expect((await A.post('/system/remote/promote', { name: 'website' })).statusCode).toBe(409);
    expect((await A.post('/system/remote/rollback', { name: 'website' })).json().data.version).toBe(before);
    expect((await remoteRow('website')).version).toBe(before);

    const h = await history('website');
    const actions = h.map((l) => `${l.action}:${l.fromState ?? ''}>${l.toState ?? ''}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'registered:>7.0.0',
        `rolledOut:${before}>7.0.0`,
        `rolledBack:7.0.0>${before}`,
        `promoted:${before}>7.0.0`,
      ]),
    );
    expect(h.every((l) => l.actorName === 'admin' || l.actorName.startsWith('token:'))).toBe(true);
  });

  test('a rollout to chosen roles reaches their users first, whatever their bucket', async () => {
    const entry = manifest('website', '7.1.0');
    await A.post('/system/remote/addVersion', { name: 'website', version: '7.1.0', entry });
    const roleId = await createRole(t.db, {});
    const early = api(t, await sessionToken(t, await createBareUser(t.db, { roleIds: [roleId] })));
    const other = api(t, await sessionToken(t, await createBareUser(t.db)));
    await A.post('/system/remote/rollout', { name: 'website', version: '7.1.0', percent: 0, roleIds: [roleId] });
    const v = async (U: ReturnType<typeof api>) =>
      (await U.get('/system/remote/mine')).json().data.list.find((r: { name: string }) => r.name === 'website').version;
    expect(await v(early)).toBe('7.1.0');
    expect(await v(other)).not.toBe('7.1.0');
    await A.post('/system/remote/rollback', { name: 'website' });
    expect(await v(early)).not.toBe('7.1.0');
  });
});

describe('error reports', () => {
  test('counted per registered version, message cut, shown on the registry list', async () => {
    const U = api(t, await sessionToken(t, await createBareUser(t.db)));
    for (let i = 0; i < 3; i++)
      expect(
        (
          await U.post('/system/remote/reportError', {
            name: 'website',
            version: '7.0.0',
            message: `boom ${i} ${'x'.repeat(900)}`,
          })
        ).json().code,
      ).toBe(0);
    await U.post('/system/remote/reportError', { name: 'website', version: '9.9.9', message: 'not registered' });
    const w = await remoteRow('website');
    const v = w.versions.find((x) => x.version === '7.0.0')!;
    expect(v.errors).toBe(3);
    expect(v.lastError.startsWith('boom 2')).toBe(true);
    expect(v.lastError.length).toBe(500);
    expect(w.versions.find((x) => x.version === '7.1.0')!.errors).toBe(0);
    expect((await t.get(`${API}/system/remote/reportError`)).statusCode).not.toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API}/system/remote/reportError`,
          payload: { name: 'website', version: '7.0.0', message: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('issue 25: the pages a version must expose, deleting versions, retention', () => {
  const publicRegistry = async () =>
    (await t.get(`${API}/pub/remotes`)).json().data.list.find((r: { name: string }) => r.name === 'website').version;

  test('an empty website build is registered but never goes live (public pages are required), through a deploy token', async () => {
    const { token } = await newToken(['website']);
    const D = deployApi(token);
    // Live: a build like remote-website's today, the public pages only (the banner admin pages
    // are menu rows it has not shipped yet), so no menu page is in use.
    const publicOnly = hostPagesOf('website').filter((p) => p !== WIDGETS_EXPOSE);
    await A.post('/system/remote/addVersion', { name: 'website', version: '7.9.0', entry: manifest('website', '7.9.0', { exposes: publicOnly }) });
    await t.db.update(sysRemote).set({ activeVersion: '7.9.0' }).where(eq(sysRemote.name, 'website'));
    const before = await publicRegistry();
    expect(before).toBe('7.9.0');
    const empty = JSON.stringify({ id: 'website', exposes: [], shared: [{ name: 'react', version: hostReact, requiredVersion: hostReact }] });
    expect((await D.upload('name=website&version=8.0.0&path=mf-manifest.json', empty)).json().code).toBe(0);
    const res = await D.post('/system/remote/addVersion', {
      name: 'website',
      version: '8.0.0',
      entry: '/admin/remotes/website/8.0.0/mf-manifest.json',
      activate: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('registered but not activated');
    for (const page of ['./home/index', './jobs/index', './aboutUs/index', './privacy/index', './termsOfService/index'])
      expect(res.json().message).toContain(page);
    expect(await publicRegistry()).toBe(before);
    expect((await D.put('/system/remote/setActive', { name: 'website', version: '8.0.0' })).statusCode).toBe(400);
    expect((await A.post('/system/remote/rollout', { name: 'website', version: '8.0.0', percent: 10 })).statusCode).toBe(400);
    expect(await publicRegistry()).toBe(before);
    // Only the public pages missing: still refused, naming the one left out.
    const noJobs = manifest('website', '8.0.1', { exposes: websitePages.filter((p) => p !== './jobs/index') });
    const partial = await D.post('/system/remote/addVersion', { name: 'website', version: '8.0.1', entry: noJobs, activate: true });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain('./jobs/index');
    expect(await publicRegistry()).toBe(before);
  });

  test('a remote whose active version serves home widgets must keep serving them', async () => {
    await A.post('/system/remote/addVersion', {
      name: 'website',
      version: '8.1.0',
      entry: manifest('website', '8.1.0', { exposes: [...websitePages, WIDGETS_EXPOSE] }),
      activate: true,
    });
    expect((await remoteRow('website')).version).toBe('8.1.0');
    const res = await A.post('/system/remote/addVersion', {
      name: 'website',
      version: '8.1.1',
      entry: manifest('website', '8.1.1'),
      activate: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(WIDGETS_EXPOSE);
    // A full build (without widgets, as today's) goes live from a version that had none.
    await A.post('/system/remote/addVersion', { name: 'website', version: '8.1.2', entry: manifest('website', '8.1.2') });
    await t.db.update(sysRemote).set({ activeVersion: '8.1.2' }).where(eq(sysRemote.name, 'website'));
    expect((await A.put('/system/remote/setActive', { name: 'website', version: '8.1.1' })).json().code).toBe(0);
  });

  test('a deploy token deletes an inactive version of its remotes with its files; never the active one or a rollout candidate (409)', async () => {
    const { token } = await newToken(['website']);
    const D = deployApi(token);
    for (const v of ['9.0.0', '9.0.1']) {
      manifest('website', v);
      expect((await D.upload(`name=website&version=${v}&path=static/js/main.js`, 'x')).json().code).toBe(0);
      expect(
        (await D.post('/system/remote/addVersion', { name: 'website', version: v, entry: `/admin/remotes/website/${v}/mf-manifest.json` })).json()
          .code,
      ).toBe(0);
    }
    expect((await D.put('/system/remote/setActive', { name: 'website', version: '9.0.1' })).json().code).toBe(0);
    await A.post('/system/remote/reportError', { name: 'website', version: '9.0.0', message: 'boom' });

    const seen = await recordEvents(t, 'remotesChanged', async () => {
      const res = await D.del('/system/remote/deleteVersion', { name: 'website', version: '9.0.0' });
      expect(res.json()).toMatchObject({ code: 0 });
    });
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(t.dataDir, 'remotes/website/9.0.0'))).toBe(false);
    expect((await remoteRow('website')).versions.map((v) => v.version)).not.toContain('9.0.0');
    expect((await D.del('/system/remote/deleteVersion', { name: 'website', version: '9.0.0' })).statusCode).toBe(404);
    // The name is free again: a pipeline may upload and register it anew.
    expect((await D.upload('name=website&version=9.0.0&path=a.js', 'a')).json().code).toBe(0);

    const active = await D.del('/system/remote/deleteVersion', { name: 'website', version: '9.0.1' });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toContain('active version');
    const zh = await api(t, (await adminToken(t)).token, 'zh-CN').del('/system/remote/deleteVersion', { name: 'website', version: '9.0.1' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toContain('当前版本');
    expect(fs.existsSync(path.join(t.dataDir, 'remotes/website/9.0.1/static/js/main.js'))).toBe(true);

    await A.post('/system/remote/addVersion', { name: 'website', version: '9.0.2', entry: manifest('website', '9.0.2') });
    expect((await A.post('/system/remote/rollout', { name: 'website', version: '9.0.2', percent: 10 })).json().code).toBe(0);
    const inRollout = await D.del('/system/remote/deleteVersion', { name: 'website', version: '9.0.2' });
    expect(inRollout.statusCode).toBe(409);
    expect(inRollout.json().message).toContain('rolled out');
    await A.post('/system/remote/rollback', { name: 'website' });

    // Out of the token's remotes: 403; a user needs the delete rule.
    expect((await D.del('/system/remote/deleteVersion', { name: 'finance', version: '0.1.0' })).statusCode).toBe(403);
    const roleId = await createRole(t.db, { rules: ['api/v1/system/remote/list'] });
    const U = api(t, await sessionToken(t, await createBareUser(t.db, { roleIds: [roleId] })));
    expect((await U.del('/system/remote/deleteVersion', { name: 'website', version: '9.0.2' })).statusCode).toBe(403);

    const h = await history('website');
    expect(h.find((l) => l.action === 'versionDeleted' && l.fromState === '9.0.0')?.actorName).toBe('token:ci-website');
  });

  test('a rollback whose earlier version was deleted answers 409 instead of switching to nothing', async () => {
    await A.post('/system/remote/addVersion', { name: 'website', version: '9.1.0', entry: manifest('website', '9.1.0'), activate: true });
    await A.post('/system/remote/addVersion', { name: 'website', version: '9.1.1', entry: manifest('website', '9.1.1'), activate: true });
    expect((await remoteRow('website')).version).toBe('9.1.1');
    expect((await A.del('/system/remote/deleteVersion', { name: 'website', version: '9.1.0' })).json().code).toBe(0);
    expect((await A.post('/system/remote/rollback', { name: 'website' })).statusCode).toBe(409);
    expect((await remoteRow('website')).version).toBe('9.1.1');
  });

  test('retention: sys.remote.keepVersions inactive versions are kept per remote, older ones and their files pruned after addVersion', async () => {
    const [param] = await t.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'sys.remote.keepVersions'));
    expect(param.configValue).toBe('10');
    const { token } = await newToken(['website']);
    const D = deployApi(token);
    const active = (await remoteRow('website')).version;
    await t.db.update(sysConfig).set({ configValue: '2' }).where(eq(sysConfig.configKey, 'sys.remote.keepVersions'));
    invalidateConfigCache(t.db);
    try {
      for (const v of ['10.0.0', '10.0.1', '10.0.2', '10.0.3']) {
        manifest('website', v);
        const res = await D.post('/system/remote/addVersion', { name: 'website', version: v, entry: `/admin/remotes/website/${v}/mf-manifest.json` });
        expect(res.json().code).toBe(0);
      }
      const versions = await t.db
        .select({ v: sysRemoteVersion.version })
        .from(sysRemoteVersion)
        .where(eq(sysRemoteVersion.remoteName, 'website'));
      const kept = versions.map((x) => x.v).sort();
      // The two newest inactive ones and the active one (never counted, never pruned).
      expect(kept).toEqual(['10.0.2', '10.0.3', active].sort());
      for (const v of ['10.0.0', '10.0.1', '9.0.1', '8.0.0']) expect(fs.existsSync(path.join(t.dataDir, 'remotes/website', v))).toBe(false);
      expect(fs.existsSync(path.join(t.dataDir, 'remotes/website/10.0.3/mf-manifest.json'))).toBe(true);
      const h = await history('website');
      expect(h.some((l) => l.action === 'versionPruned' && l.fromState === '10.0.0' && l.actorName === 'token:ci-website')).toBe(true);
      // 0 keeps them all.
      await t.db.update(sysConfig).set({ configValue: '0' }).where(eq(sysConfig.configKey, 'sys.remote.keepVersions'));
      invalidateConfigCache(t.db);
      for (const v of ['10.1.0', '10.1.1', '10.1.2']) {
        manifest('website', v);
        await D.post('/system/remote/addVersion', { name: 'website', version: v, entry: `/admin/remotes/website/${v}/mf-manifest.json` });
      }
      const all = (await remoteRow('website')).versions.map((v) => v.version);
      expect(all).toEqual(expect.arrayContaining(['10.0.2', '10.0.3', '10.1.0', '10.1.1', '10.1.2']));
    } finally {
      await t.db.update(sysConfig).set({ configValue: '10' }).where(eq(sysConfig.configKey, 'sys.remote.keepVersions'));
      invalidateConfigCache(t.db);
    }
  });

  test('the retention parameter is added to an existing database by the start-up seed', async () => {
    await t.db.delete(sysConfig).where(eq(sysConfig.configKey, 'sys.remote.keepVersions'));
    await seedSystem(t.db, { adminPassword: 'Unused-Pass-123' });
    const [param] = await t.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'sys.remote.keepVersions'));
    expect(param.configValue).toBe('10');
  });
});
