// The exports of a package that the front ends actually import, found by scanning their
// sources. The host's shared copy of antd is tree-shaken to this list, so the one copy every
// remote uses holds everything any of them needs and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name)) yield full;
  }
}

/** Names imported as `import { A, B as C, type D } from '<pkg>'` (types excluded) in `dirs`. */
export function usedExports(pkg, dirs) {
  const names = new Set();
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(pattern)) {
        if (m[1]) continue; // `import type { … }` brings nothing at run time
        for (const part of m[2].split(',')) {
          const name = part.trim().replace(/\s+as\s+\w+$/, '');
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}
