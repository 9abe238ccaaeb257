/**
 * Import rules that keep pages light (ARCHITECTURE §7), checked over every front end's sources:
 * the icon package root bundles every icon; the login island must not reach the shared antd or
 * the shared singleton (it would load the whole shell); only the island may use the lite entry.
 * Also one accessibility rule that the browser sweep meets only when a table happens to be empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['host-shell', 'shared', 'remote-system', 'remote-workforce', 'remote-finance', 'remote-website'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(full);
    return /\.(tsx?|jsx?)$/.test(e.name) && !/\.test\.[jt]sx?$/.test(e.name) ? [full] : [];
  });
}

/** Module specifiers a file imports at run time (type-only imports excluded). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*import\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]/gm)) if (!m[1]) found.push(m[2]);
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(m[1]);
  return found;
}

const all = FRONT_ENDS.flatMap((p) => sources(path.join(root, p, 'src')));
const rel = (f: string) => path.relative(root, f);

test('icons are imported one by one, never from the package root', () => {
  const offenders = all.filter((f) => runtimeImports(f).includes('@ant-design/icons')).map(rel);
  expect(offenders).toEqual([]);
});

/** Every module reachable by relative imports from `entry`. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (!spec.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), spec);
      const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((x) => base + x)
        .find((f) => {
          try {
            return readdirSync(path.dirname(f)).includes(path.basename(f)) && /\.(tsx?)$/.test(f);
          } catch {
            return false;
          }
        });
      if (hit) queue.push(hit);
    }
  }
  return [...seen];
}

test('the login island does not import the shared antd or the shared singleton', () => {
  const files = reachable('host-shell/src/login/mount.tsx');
  expect(files.map(rel)).toContain('host-shell/src/pages/login/index.tsx');
  const offenders = files.flatMap((f) =>
    runtimeImports(f)
      .filter((s) => s === 'antd' || s === '@shiftdesk/shared')
      .map((s) => `${rel(f)} imports ${s}`),
  );
  expect(offenders).toEqual([]);
});

test('only the login island uses the lite entry of @shiftdesk/shared', () => {
  const allowed = new Set(['host-shell/src/login/mount.tsx', 'host-shell/src/pages/login/index.tsx']);
  const offenders = all
    .filter((f) => runtimeImports(f).includes('@shiftdesk/shared/lite') && !allowed.has(rel(f)))
    .map(rel);
  expect(offenders).toEqual([]);
});

test('react-router is reached through react-router-dom only (it is shared inside it, tree-shaken)', () => {
  const offenders = all
    .filter((f) => runtimeImports(f).some((s) => s === 'react-router' || s.startsWith('react-router/')))
    .map(rel);
  expect(offenders).toEqual([]);
});

test("the shell imports antd by component and the kit's antd-free entry, never the shared roots", () => {
  // The roots are whole shared packages: one static import of either from the shell loads all of
  // the shared antd (and the CRUD kit) on /home. Only remotes/hostShares.ts loads them, lazily,
  // before a remote page (tooling/rspack.mjs: the host provides the one copy).
  const shell = sources(path.join(root, 'host-shell/src'));
  const offenders = shell.flatMap((f) =>
    runtimeImports(f)
      .filter((s) => s === 'antd' || s === '@shiftdesk/shared')
      .map((s) => `${rel(f)} imports ${s}`),
  );
  expect(offenders).toEqual([]);
  const hostShares = readFileSync(path.join(root, 'host-shell/src/remotes/hostShares.ts'), 'utf8');
  expect(hostShares).toMatch(/import\('@shiftdesk\/shared'\)/);
  expect(hostShares).toMatch(/import\('antd'\)/);
});

test("what the kit takes from a dynamic import('antd') is kept in the shared antd (LAZY_EXPORTS)", () => {
  // The shared copy is cut to the names of static imports; dynamic ones must be listed by hand.
  const feedback = readFileSync(path.join(root, 'shared/src/http/feedback.ts'), 'utf8');
  const used = new Set([...feedback.matchAll(/staticAntd\(\)\.then\(\(\{\s*(\w+)\s*\}\)/g)].map((m) => m[1]));
  expect([...used].sort()).toEqual(['Modal', 'message']);
  const config = readFileSync(path.join(root, 'tooling/rspack.mjs'), 'utf8');
  const listed = config.match(/LAZY_EXPORTS = \{ antd: \[([^\]]*)\] \}/)?.[1] ?? '';
  for (const name of used) expect(listed).toContain(`'${name}'`);
});

test('an empty table says so through Empty, never as plain text (antd draws that in the disabled colour, under 4.5:1)', () => {
  const offenders = all.filter((f) => /emptyText:\s*(t\(|['"`])/.test(readFileSync(f, 'utf8'))).map(rel);
  expect(offenders).toEqual([]);
});

test("a remote's /home widgets reach only its page paths, not its pages or its whole dictionary", () => {
  // Every module they reach loads on /home for everyone: a page's field list pulls in that page's
  // components and the remote's full dictionary (../i18n.ts), ~20 KB gzip per remote (issue 34).
  const remotes = ['remote-workforce', 'remote-finance'];
  for (const r of remotes) {
    const reached = reachable(`${r}/src/home/widgets.ts`).map(rel);
    expect(reached).toContain(`${r}/src/home/i18n.ts`);
    const offenders = reached.filter(
      (f) => f === `${r}/src/i18n.ts` || (f.startsWith(`${r}/src/pages/`) && f !== `${r}/src/pages/paths.ts`),
    );
    expect(offenders).toEqual([]);
  }
});
