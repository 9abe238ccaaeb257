// `pnpm bench`: every benchmark, one after the other. The 1M-row list benchmark runs only when
// PostgreSQL binaries exist (/usr/lib/postgresql/*/bin); the socket benchmark at the budget's
// 10,000 sockets per instance.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgBin } from './lib/pg.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = [['page-weight.mjs'], ['socket.mjs', '10000'], ['hot-endpoints.mjs']];
if (pgBin()) benches.push(['list-1m.mjs']);
else console.log('(list-1m.mjs skipped: no PostgreSQL binaries under /usr/lib/postgresql)');
for (const [script, ...args] of benches) {
  console.log(`\n=== ${[script, ...args].join(' ')}`);
  spawnSync(process.execPath, [path.join(here, script), ...args], { stdio: 'inherit' });
}
