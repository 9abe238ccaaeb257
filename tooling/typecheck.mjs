// `pnpm typecheck`: each package's own tsconfig, one after the other (the packages are not
// composite projects, so `tsc -b` over a root config cannot take them). Exits 1 on any error.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './build.mjs';

const PACKAGES = ['shared', 'backend', 'host-shell', 'remote-system', 'remote-workforce', 'remote-finance', 'remote-website', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const pkg of PACKAGES) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, pkg), '--noEmit'], { stdio: 'inherit' });
  console.log(`${pkg.padEnd(18)} ${run.status === 0 ? 'ok' : 'errors'}  ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
