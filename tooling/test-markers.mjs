// Backend test files whose first comment says `@pglite-only` (and why): their subject does not
// depend on the database server (route schemas, permissions, the API document, files on disk), so
// the PostgreSQL pass of `pnpm test` does not run them a second time (docs/testing.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths relative to `dir`, sorted. */
export function pgliteOnlyFiles(dir, prefix = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) found.push(...pgliteOnlyFiles(path.join(dir, entry.name), `${rel}/`));
    else if (entry.name.endsWith('.test.ts') && marked(readFileSync(path.join(dir, entry.name), 'utf8')))
      found.push(rel);
  }
  return found.sort();
}

/** Only the file's opening doc comment counts: a test that mentions the marker is not marked. */
export function marked(source) {
  if (!source.startsWith('/**')) return false;
  return /^\s*\* @pglite-only: \S/m.test(source.slice(0, source.indexOf('*/')));
}

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Jest's --testPathIgnorePatterns value for those files under `dir`, or '' for none. */
export function pgliteOnlyPattern(dir) {
  const files = pgliteOnlyFiles(dir);
  return files.length ? `/test/(${files.map(escapeRegex).join('|')})$` : '';
}
