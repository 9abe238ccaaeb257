// Import circles of the server, the shared kit and the shell (madge, type-only imports
// included). `node tooling/import-circles.mjs [package…]` lists them and exits 1 if there is
// any; `--json` prints what shared/test/import-circles.test.ts checks. A script of its own
// rather than madge inside Jest: Jest's module sandbox doubles the time madge takes to parse
// the tree, and the test runs one process per package to use every core.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

// typescript-estree warns on every `import('x').T` type madge's detective reads; not ours to fix.
process.noDeprecation = true;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGES = ['backend', 'shared', 'host-shell'];

/** Per package: the files read, the circles found, the imports madge could not resolve. */
export async function importCircles(packages = PACKAGES) {
  const out = {};
  for (const pkg of packages) {
    const result = await madge(path.join(root, pkg, 'src'), {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, pkg, 'tsconfig.json'),
    });
    out[pkg] = {
      files: Object.keys(result.obj()).length,
      circular: result.circular(),
      skipped: result.warnings().skipped,
    };
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const found = await importCircles(named.length ? named : PACKAGES);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(found));
  } else {
    let circles = 0;
    for (const [pkg, r] of Object.entries(found)) {
      console.log(`${pkg}/src: ${r.files} files, ${r.circular.length} circle(s)`);
      for (const c of r.circular) console.log(`  ${c.join(' > ')}`);
      circles += r.circular.length;
    }
    process.exitCode = circles ? 1 : 0;
  }
}
