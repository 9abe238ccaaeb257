// Builds the host and the four remotes in one Rspack MultiCompiler run (the compilers share
// one process and run in parallel), which is what keeps the cold build inside its budget.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { buildBackend } from './build-backend.mjs';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const FRONT_ENDS = ['host-shell', 'remote-system', 'remote-workforce', 'remote-finance', 'remote-website'];

export async function build(packages = FRONT_ENDS) {
  const started = Date.now();
  // A package may build more than one thing (the host also builds its login island).
  const configs = (
    await Promise.all(packages.map(async (p) => (await import(path.join(root, p, 'rspack.config.mjs'))).default))
  ).flat();
  await new Promise((resolve, reject) => {
    rspack(configs).run((err, stats) => {
      if (err) return reject(err);
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error('front-end build failed'));
      resolve();
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // CPU time of this process (Rspack's worker threads included): on a shared, loaded machine
  // the wall time says little, this says how much work the build was.
  const { user, system } = process.cpuUsage();
  console.log(`built ${packages.join(', ')} in ${seconds} s (cpu ${((user + system) / 1e6).toFixed(1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  // `pnpm build` with no names builds everything a deployment needs, the backend bundle too.
  const frontEnds = only.length ? only.filter((p) => p !== 'backend') : FRONT_ENDS;
  try {
    if (only.length === 0 || only.includes('backend')) await buildBackend();
    if (frontEnds.length) await build(frontEnds);
  } catch (e) {
    console.error(e.message ?? e);
    process.exit(1);
  }
}
