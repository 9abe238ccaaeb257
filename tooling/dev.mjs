// `pnpm dev`: the backend in watch mode on :8080, the remotes rebuilt on change (served by the
// backend at their registry URLs) and the host on the Rspack dev server at :3000/admin/ with HMR,
// proxying /backend, the socket and /admin/remotes to the backend.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONT_ENDS, root } from './build.mjs';

const env = { ...process.env, NODE_ENV: 'development' };
const rspackBin = path.join(root, 'node_modules/.bin/rspack');
const children = [
  spawn(path.join(root, 'backend/node_modules/.bin/tsx'), ['watch', 'src/main.ts'], { cwd: path.join(root, 'backend'), stdio: 'inherit', env: process.env }),
  ...FRONT_ENDS.filter((p) => p !== 'host-shell').map((p) =>
    spawn(rspackBin, ['build', '--watch'], { cwd: path.join(root, p), stdio: 'inherit', env }),
  ),
  spawn(rspackBin, ['serve'], { cwd: path.join(root, 'host-shell'), stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
