// The floor of the page-weight budget (../shared/floor, docs: its README): the smallest React +
// antd login page, built here with its own Rspack settings (production, swc, usedExports,
// sideEffects, minify) against the workspace's React and antd, and served beside the product by
// a bare Fastify with the same compression, so our login page is compared with it in one run.
// The floor folder is read-only: the build goes to a temp dir.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './server.mjs';

export const FLOOR_DIR = process.env.FLOOR_DIR ?? path.resolve(root, '../shared/floor');

export async function buildFloor() {
  if (!existsSync(path.join(FLOOR_DIR, 'src/index.jsx'))) return null;
  const { rspack } = createRequire(path.join(root, 'tooling/build.mjs'))('@rspack/core');
  const out = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-floor-'));
  const config = {
    mode: 'production',
    context: FLOOR_DIR,
    entry: { main: path.join(FLOOR_DIR, 'src/index.jsx') },
    output: { path: out, filename: '[name].[contenthash:8].js', clean: true },
    resolve: { extensions: ['.js', '.jsx'], modules: [path.join(root, 'host-shell/node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { usedExports: true, sideEffects: true, minimize: true },
    plugins: [new rspack.HtmlRspackPlugin({ template: path.join(FLOOR_DIR, 'index.html') })],
    devtool: false,
    performance: { hints: false },
  };
  await new Promise((resolve, reject) =>
    rspack(config).run((err, stats) =>
      err || stats.hasErrors() ? reject(err ?? new Error(stats.toString('errors-only'))) : resolve(),
    ),
  );
  return out;
}

/** Serves a built floor on loopback with gzip (as the product serves its assets). */
export async function serveFloor(dir) {
  const req = createRequire(path.join(root, 'backend/package.json'));
  const app = req('fastify')({ logger: false });
  await app.register(req('@fastify/compress'), { global: true, threshold: 1024, encodings: ['gzip'] });
  await app.register(req('@fastify/static'), { root: dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;
  return {
    url,
    async stop() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
