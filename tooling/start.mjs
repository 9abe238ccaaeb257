// `pnpm start`: build whatever front end or backend bundle is missing or older than its sources,
// then run the one API + static server process (compiled JavaScript on plain Node) on the
// embedded database (ARCHITECTURE §2).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, FRONT_ENDS, root } from './build.mjs';
import { BACKEND_NODE_ARGS, backendIsStale, buildBackend } from './build-backend.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sharedMtime = newestMtime(path.join(root, 'shared/src'));
const stale = FRONT_ENDS.filter((p) => {
  const marker = path.join(root, p, 'dist', p === 'host-shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return Math.max(newestMtime(path.join(root, p, 'src')), sharedMtime) > builtAt;
});
if (stale.length) await build(stale);

if (backendIsStale()) await buildBackend();

const child = spawn(process.execPath, BACKEND_NODE_ARGS, {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
