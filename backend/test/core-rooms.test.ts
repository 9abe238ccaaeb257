/**
 * backend/src/core is split into rooms (core/README.md). Each room's README names, on its
 * `May import:` line, the rooms it may import; this reads every file of core and fails on an
 * import those lines do not allow, on a core file outside a room, and on core reaching the
 * modules, the job handlers, the seed or the app (which would tie the base of the server to what
 * is built on it). Pure file reading: no app, no database.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../src');
const CORE = path.join(SRC, 'core');
/** What is built on core may not be imported by it (modules and job handlers register with core instead). */
const ABOVE_CORE = ['modules', 'jobs/handlers', 'seed', 'app.ts', 'main.ts'].map((p) => path.join(SRC, p));

// Static, bare and dynamic imports, `export … from` too; type-only ones count (they start loops).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

function specifiersOf(source: string): string[] {
  const stripped = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...stripped.matchAll(SPECIFIER)].map((m) => m[2]);
}

function allowedRooms(readme: string): string[] | null {
  const line = /^May import:\s*(.*)$/m.exec(readme);
  if (!line) return null;
  const names = line[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length === 1 && names[0] === 'nothing' ? [] : names;
}

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

const rooms = fs
  .readdirSync(CORE, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

const allowed = new Map<string, string[] | null>(
  rooms.map((room) => {
    const readme = path.join(CORE, room, 'README.md');
    return [room, fs.existsSync(readme) ? allowedRooms(fs.readFileSync(readme, 'utf8')) : null];
  }),
);

/** Every import of a core file that its room may not make, as `file → target`. */
function violations(): string[] {
  const found: string[] = [];
  for (const room of rooms) {
    const may = new Set([room, ...(allowed.get(room) ?? [])]);
    for (const file of tsFiles(path.join(CORE, room))) {
      for (const spec of specifiersOf(fs.readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        const name = `core/${path.relative(CORE, file)} → ${spec}`;
        if (ABOVE_CORE.some((p) => target === p.replace(/\.ts$/, '') || target.startsWith(p + path.sep))) {
          found.push(`${name} (core may not import what is built on it)`);
        } else if (target.startsWith(CORE + path.sep)) {
          const into = path.relative(CORE, target).split(path.sep)[0];
          if (!may.has(into))
            found.push(`${name} (${room} may import: ${[...may].filter((r) => r !== room).join(', ') || 'nothing'})`);
        }
      }
    }
  }
  return found;
}

describe('core rooms', () => {
  test('every core file lives in a room', () => {
    expect(rooms.length).toBeGreaterThan(3);
    const loose = fs.readdirSync(CORE).filter((f) => /\.tsx?$/.test(f));
    expect(loose).toEqual([]);
  });

  test('every room says what it may import, naming only rooms', () => {
    for (const room of rooms) {
      const may = allowed.get(room);
      const unknown = may ? may.filter((r) => !rooms.includes(r)) : 'no `May import:` line in its README.md';
      expect({ room, unknown }).toEqual({ room, unknown: [] });
    }
  });

  test('no core file imports a room it may not, nor what is built on core', () => {
    expect(violations()).toEqual([]);
  });

  test('the checks read what they should', () => {
    expect(tsFiles(CORE).length).toBeGreaterThan(40);
    expect(
      specifiersOf(
        `import type { A } from './a';\nexport { b } from "../b";\n// import x from './commented';\nimport './side';\nconst c = await import('./lazy');`,
      ),
    ).toEqual(['./a', '../b', './side', './lazy']);
    expect(allowedRooms('# x\n\nMay import: base, data\n')).toEqual(['base', 'data']);
    expect(allowedRooms('May import: nothing')).toEqual([]);
    expect(allowedRooms('no line')).toBeNull();
  });
});
