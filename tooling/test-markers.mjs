// Backend test files whose opening doc comment carries a marker (and says why) run in only one of
// the two backend passes of `pnpm test` (tooling/test.mjs, docs/testing.md):
//   `@pglite-only:`  about the embedded database itself (its settings, databases it opens on its
//                    own): the PostgreSQL pass leaves it out.
//   `@one-database:` its subject does not depend on the database server (route schemas and
//                    permissions answered before any SQL, the API document, files on disk): it
//                    runs once, in the PostgreSQL pass when the test command has one (the faster
//                    server), else in the PGlite pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MARKERS = ['pglite-only', 'one-database'];

/** Paths relative to `dir` of the test files carrying `marker`, sorted. */
export function markedFiles(dir, marker, prefix = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) found.push(...markedFiles(path.join(dir, entry.name), marker, `${rel}/`));
    else if (entry.name.endsWith('.test.ts') && marked(readFileSync(path.join(dir, entry.name), 'utf8'), marker))
      found.push(rel);
  }
  return found.sort();
}

/** Only the file's opening doc comment counts: a test that mentions the marker is not marked. */
export function marked(source, marker) {
  if (!MARKERS.includes(marker)) throw new Error(`unknown test marker ${marker}`);
  if (!source.startsWith('/**')) return false;
  return new RegExp(`^\\s*\\* @${marker}: \\S`, 'm').test(source.slice(0, source.indexOf('*/')));
}

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Jest's --testPathIgnorePatterns value for the files under `dir` carrying `marker`, or '' for none. */
export function markedPattern(dir, marker) {
  const files = markedFiles(dir, marker);
  return files.length ? `/test/(${files.map(escapeRegex).join('|')})$` : '';
}
