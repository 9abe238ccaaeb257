// `pnpm bench`: every benchmark, one after the other.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const script of ['page-weight.mjs', 'socket.mjs']) {
  console.log(`\n=== ${script}`);
  spawnSync(process.execPath, [path.join(here, script)], { stdio: 'inherit' });
}
