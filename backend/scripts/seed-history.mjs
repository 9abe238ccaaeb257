// Writes backend/src/seed/seed-history.json: what every earlier version of the system seed
// wrote, per menu (by name: the set of values each field ever had), per dictionary entry and per
// parameter. The seed's upgrade (src/seed/upgrade.ts) reads it for rows created before seeded
// rows carried their own record (the `seeded` columns, migration 0008): a field still equal to
// a value some earlier release wrote was not changed by an admin, so the current seed may
// update it. Later releases need no new entries: their rows carry the record.
//
// Every commit up to UNTIL that touched the seed's sources is checked out (git archive) into a
// scratch directory and its seed definitions are evaluated with tsx, its own shared package
// standing in for @shiftdesk/shared.
// Usage: node backend/scripts/seed-history.mjs [until=1d3377f]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(BACKEND, '..');
const UNTIL = process.argv[2] ?? '1d3377f';
const SOURCES = [
  'backend/src/seed/menus.ts',
  'backend/src/seed/system.ts',
  'backend/src/modules/workforce/conduct/params.ts',
  'shared/src/api',
  'shared/package.json',
];
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });

const revs = git('rev-list', UNTIL, '--', ...SOURCES)
  .trim()
  .split('\n')
  .filter(Boolean);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-history-'));
const evaluator = path.join(scratch, 'evaluate.ts');
// Flattens a menu tree the way every release's seedMenus did: sort (i+1)*10 among siblings,
// status inherited from the parent unless set, defaults for absent fields.
fs.writeFileSync(
  evaluator,
  `
const root = process.argv[2];
async function main() {
  const menus = await import(root + '/backend/src/seed/menus.ts');
  const out: Record<string, unknown> = { menus: [], common: menus.COMMON_ROLE_MENUS ?? [] };
  const walk = (m: any, parent: string, sort: number, parentStatus: number) => {
    const status = m.status ?? parentStatus;
    (out.menus as unknown[]).push({
      name: m.name, parent, menuType: m.type, title: m.title, titleZh: m.titleZh, icon: m.icon ?? '',
      path: m.path ?? '', component: m.component ?? '', redirect: m.redirect ?? '', apiRule: m.apiRule ?? '',
      isHide: m.isHide ?? false, isKeepAlive: m.isKeepAlive ?? false, sort, status,
    });
    for (const [i, c] of (m.children ?? []).entries()) walk(c, m.name, (i + 1) * 10, status);
  };
  for (const [i, m] of menus.MENU_TREE.entries()) walk(m, '', (i + 1) * 10, 1);
  try {
    const system = await import(root + '/backend/src/seed/system.ts');
    let conduct: unknown[] = [];
    try {
      conduct = (await import(root + '/backend/src/modules/workforce/conduct/params.ts')).CONDUCT_CONFIGS ?? [];
    } catch {}
    out.dicts = system.DICTS;
    out.configs = [...system.CONFIGS, ...conduct];
  } catch (e) {
    out.error = String(e);
  }
  process.stdout.write(JSON.stringify(out));
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
`,
);

const menus = new Map(); // name → field → Set of JSON values
const dicts = new Map(); // type|value → {label, labelZh, name}
const configs = new Map(); // key → {name, remark}
const common = new Set();
const add = (map, key, field, value) => {
  if (!map.has(key)) map.set(key, {});
  const fields = map.get(key);
  fields[field] ??= [];
  if (!fields[field].includes(value)) fields[field].push(value);
};
const tsx = path.join(BACKEND, 'node_modules/.bin/tsx');
for (const rev of revs) {
  const dir = path.join(scratch, rev);
  fs.mkdirSync(dir);
  execFileSync('sh', ['-c', `git archive ${rev} backend/src shared/src shared/package.json | tar -x -C ${dir}`], {
    cwd: ROOT,
  });
  // Dependencies from today's install, except @shiftdesk/shared: this version's own.
  const nm = path.join(dir, 'backend/node_modules');
  fs.mkdirSync(path.join(nm, '@shiftdesk'), { recursive: true });
  for (const e of fs.readdirSync(path.join(BACKEND, 'node_modules'))) {
    if (e !== '@shiftdesk') fs.symlinkSync(path.join(BACKEND, 'node_modules', e), path.join(nm, e));
  }
  fs.symlinkSync(path.join(dir, 'shared'), path.join(nm, '@shiftdesk/shared'));
  fs.symlinkSync(path.join(ROOT, 'shared/node_modules'), path.join(dir, 'shared/node_modules'));
  let text;
  try {
    text = execFileSync(tsx, [evaluator, dir], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
  } catch (e) {
    console.error(`${rev}: menus not evaluated (${String(e.stderr ?? e).split('\n')[0]})`);
    continue;
  }
  const out = JSON.parse(text);
  if (out.error) console.error(`${rev}: dictionaries/parameters not evaluated (${out.error.split('\n')[0]})`);
  for (const m of out.menus) for (const [f, v] of Object.entries(m)) if (f !== 'name') add(menus, m.name, f, v);
  for (const n of out.common) common.add(n);
  for (const [type, name, items] of out.dicts ?? []) {
    add(dicts, `type:${type}`, 'dictName', name);
    for (const [value, label, labelZh] of items) {
      add(dicts, `${type}|${value}`, 'dictLabel', label);
      add(dicts, `${type}|${value}`, 'dictLabelZh', labelZh);
    }
  }
  for (const [key, name, , remark] of out.configs ?? []) {
    add(configs, key, 'configName', name);
    add(configs, key, 'remark', remark);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  process.stderr.write(`${rev} ${out.menus.length} menus\n`);
}
fs.rmSync(scratch, { recursive: true, force: true });

const sorted = (map) => Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const file = path.join(BACKEND, 'src/seed/seed-history.json');
const json = {
  $comment: `Values the system seed wrote in the ${revs.length} versions up to ${UNTIL}; generated by backend/scripts/seed-history.mjs`,
  until: UNTIL,
  commonRoleMenus: [...common].sort(),
  menus: sorted(menus),
  dicts: sorted(dicts),
  configs: sorted(configs),
};
// One line per entry keeps the file small and its diffs readable.
const body = Object.entries(json)
  .map(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? `  ${JSON.stringify(k)}: {\n${Object.entries(v)
          .map(([n, f]) => `    ${JSON.stringify(n)}: ${JSON.stringify(f)}`)
          .join(',\n')}\n  }`
      : `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
  )
  .join(',\n');
fs.writeFileSync(file, `{\n${body}\n}\n`);
console.log(
  `${path.relative(ROOT, file)}: ${menus.size} menus, ${dicts.size} dictionary entries, ${configs.size} parameters from ${revs.length} versions`,
);
