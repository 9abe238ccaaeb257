// The backend's production build: one CommonJS bundle, backend/dist/main.js (+ source map), of
// our TypeScript and @shiftdesk/shared (whose package exports point at .ts files, so plain Node
// could not load it). Every other package stays external and is loaded from backend/node_modules
// at run time: native addons (argon2), PGlite's WASM and data files and ESM-only packages
// (pg-boss, typebox) must keep their own files. Run it with `node --enable-source-maps` so stack
// traces name the TypeScript sources.
//
// `node tooling/build-backend.mjs` builds when the sources are newer than the output
// (`--force` always builds).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const BACKEND_DIR = path.join(root, 'backend');
export const BACKEND_OUT = path.join(BACKEND_DIR, 'dist/main.js');

/** What `pnpm start` and the browser tests run: plain Node on the bundle. */
export const BACKEND_NODE_ARGS = ['--enable-source-maps', BACKEND_OUT];

const INPUTS = [
  path.join(BACKEND_DIR, 'src'),
  path.join(root, 'shared/src'),
  path.join(BACKEND_DIR, 'package.json'),
  fileURLToPath(import.meta.url),
];

function newestMtime(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function backendIsStale() {
  if (!existsSync(BACKEND_OUT)) return true;
  const builtAt = statSync(BACKEND_OUT).mtimeMs;
  return INPUTS.some((p) => newestMtime(p) > builtAt);
}

/** Bundles only our own workspace packages; any other bare import stays a run-time require. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shiftdesk/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildBackend() {
  // esbuild is a devDependency of the backend, so resolve it from there.
  const { build } = await import(path.join(BACKEND_DIR, 'node_modules/esbuild/lib/main.js'));
  const started = Date.now();
  await build({
    absWorkingDir: BACKEND_DIR,
    entryPoints: ['src/main.ts'],
    outfile: BACKEND_OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: path.join(BACKEND_DIR, 'tsconfig.json'),
    sourcemap: true,
    // The sources sit next to the build; the map only needs to point at them.
    sourcesContent: false,
    // Bundling renames top-level names that collide across modules; keep Function.name as
    // written (error classes and Fastify plugins are reported and matched by name).
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
  console.log(`built backend/dist/main.js in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force');
  if (force || backendIsStale()) {
    buildBackend().catch((e) => {
      console.error(e.message ?? e);
      process.exit(1);
    });
  }
}
