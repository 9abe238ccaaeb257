/**
 * Every seeded menu entry against the pages that really exist: the remotes' `exposes` maps (their
 * rspack configs) and the host's own pages. For the administrator (who sees every enabled menu),
 * every entry left visible in the sidebar resolves to a page whose source file exists, every page
 * a remote exposes is reachable, and the seeded business entries whose pages have not shipped yet
 * stay hidden instead of leading to "page not available".
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MenuEntry } from '@shiftdesk/shared/api';
import { MENU_TREE, type MenuSeed } from '../../backend/src/seed/menus';
import { availableMenuTree, type ExposedPages, exposesOf, loadExposedPages, pageAvailable } from '../src/remotes/exposes';
import { visibleMenuTree } from '../src/router/menuRoutes';
import { classifyComponent, HOST_PAGES } from '../src/router/resolver';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['system', 'workforce', 'finance', 'website'] as const;

/** './user/index' → './src/pages/user/index.tsx' as written in remote-<name>/rspack.config.mjs. */
function exposesMap(remote: string): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, `remote-${remote}/rspack.config.mjs`), 'utf8');
  const block = text.slice(text.indexOf('exposes:'));
  const body = block.slice(0, block.indexOf('}'));
  return Object.fromEntries([...body.matchAll(/'(\.\/[^']+)':\s*'(\.\/[^']+)'/g)].map((m) => [m[1], m[2]]));
}
const EXPOSES = Object.fromEntries(REMOTES.map((r) => [r, exposesMap(r)]));
const EXPOSED: ExposedPages = Object.fromEntries(REMOTES.map((r) => [r, Object.keys(EXPOSES[r])]));

let id = 0;
/** The seed as getUserMenus gives it to the administrator (directories and pages; no buttons). */
function toEntries(seeds: readonly MenuSeed[], pid = 0): MenuEntry[] {
  return seeds
    .filter((s) => s.type !== 'B' && (s.status ?? 1) === 1)
    .map((s) => {
      const me = ++id;
      return {
        id: me,
        pid,
        name: s.name,
        path: s.path ?? '',
        component: s.component ?? '',
        redirect: s.redirect ?? '',
        meta: { title: s.title, titleZh: s.titleZh, isLink: '', isHide: !!s.isHide, isKeepAlive: !!s.isKeepAlive, isAffix: false, isIframe: false, roles: ['admin'], icon: s.icon ?? '' },
        children: toEntries(s.children ?? [], me),
      };
    });
}
const ALL = toEntries(MENU_TREE);

function pages(tree: readonly MenuEntry[], out: MenuEntry[] = []): MenuEntry[] {
  for (const m of tree) {
    if (m.component && m.component !== 'layout/routerView/parent') out.push(m);
    pages(m.children, out);
  }
  return out;
}
const sidebar = visibleMenuTree(availableMenuTree(ALL, EXPOSED), ['admin']);

test('the exposes maps point at files that exist', () => {
  expect(Object.keys(EXPOSES.system).length).toBeGreaterThan(10);
  for (const r of REMOTES) {
    for (const [, file] of Object.entries(EXPOSES[r])) expect(fs.existsSync(path.join(ROOT, `remote-${r}`, file))).toBe(true);
  }
});

test('every visible sidebar entry resolves to a real page (host-owned or exposed by its remote)', () => {
  const visible = pages(sidebar);
  expect(visible.length).toBeGreaterThan(10);
  for (const m of visible) {
    const r = classifyComponent(m.component);
    if (r.kind === 'host') {
      expect(HOST_PAGES[r.path]).toBeDefined();
    } else {
      expect(r).toMatchObject({ kind: 'remote' });
      if (r.kind !== 'remote') continue;
      const file = EXPOSES[r.remote][r.module];
      expect({ entry: m.name, file }).toEqual({ entry: m.name, file: expect.any(String) });
      expect(fs.existsSync(path.join(ROOT, `remote-${r.remote}`, file))).toBe(true);
    }
  }
  // every directory left in the sidebar has a page to open, and its redirect is one of them
  for (const d of sidebar) {
    expect(d.children.length).toBeGreaterThan(0);
    if (d.redirect) expect(d.children.map((c) => c.path)).toContain(d.redirect);
  }
});

test('every seeded page whose component is exposed is in the sidebar; the rest are hidden', () => {
  const shown = new Set(pages(sidebar).map((m) => m.name));
  for (const m of pages(ALL).filter((p) => !p.meta.isHide)) {
    expect({ entry: m.name, shown: shown.has(m.name) }).toEqual({ entry: m.name, shown: pageAvailable(m.component, EXPOSED) });
  }
  // today: all system pages; the business areas wait for their pages
  expect(sidebar.map((d) => d.name)).toContain('system');
  expect([...shown].filter((n) => n.startsWith('system'))).toHaveLength(pages(ALL).filter((p) => p.name.startsWith('system') && !p.meta.isHide).length);
});

test('a page lights up as soon as its remote exposes it; an unreadable manifest keeps the remote entries', () => {
  const withInvoices: ExposedPages = { ...EXPOSED, finance: [...EXPOSED.finance, './invoice/index'] };
  const finance = visibleMenuTree(availableMenuTree(ALL, withInvoices), ['admin']).find((d) => d.name === 'finance');
  expect(finance?.children.map((c) => c.name)).toEqual(['financeInvoice']);
  expect(finance?.redirect).toBe('/finance/invoice');
  const outage = visibleMenuTree(availableMenuTree(ALL, { ...EXPOSED, finance: 'unknown' }), ['admin']).find((d) => d.name === 'finance');
  expect(outage?.children.length).toBeGreaterThan(5);
  // before the manifests are read no remote page is offered
  expect(pages(visibleMenuTree(availableMenuTree(ALL, null), ['admin']))).toEqual([]);
});

test('manifests are read per enabled remote; failures and remoteEntry.js entries count as unknown', async () => {
  const manifests: Record<string, unknown> = {
    '/s/mf-manifest.json': { exposes: [{ path: './user/index' }, { path: './post/index' }] },
  };
  const got = await loadExposedPages(
    [
      { name: 'system', version: '1', entry: '/s/mf-manifest.json', enabled: true },
      { name: 'finance', version: '1', entry: '/f/mf-manifest.json', enabled: true },
      { name: 'workforce', version: '1', entry: '/w/remoteEntry.js', enabled: true },
      { name: 'website', version: '1', entry: '/x/mf-manifest.json', enabled: false },
    ],
    async (url) => {
      if (!(url in manifests)) throw new Error('404');
      return manifests[url];
    },
  );
  expect(got).toEqual({ system: ['./user/index', './post/index'], finance: 'unknown', workforce: 'unknown' });
  expect(pageAvailable('system/user/index', got)).toBe(true);
  expect(pageAvailable('system/role/index', got)).toBe(false);
  expect(pageAvailable('website/banner/index', got)).toBe(false); // disabled remote
  expect(pageAvailable('home/index', got)).toBe(true); // host-owned
  expect(exposesOf({ exposes: 'x' })).toEqual([]);
});
