// One Rspack + Module Federation configuration for the host and every remote, so the
// federation contract (ARCHITECTURE §3) lives in exactly one place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { usedExports } from './used-exports.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Packages loaded once at run time (ARCHITECTURE §3); a trailing slash shares deep imports. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // react-router is not shared on its own: it is react-router-dom's engine, bundled inside the
  // one shared react-router-dom (so it still loads once) where it can be tree-shaken with it.
  // Front ends import react-router-dom only (host-shell/test/bundle-rules.test.ts).
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  // Icons are imported one by one (`@ant-design/icons/es/icons/X`); each is shared on its own.
  '@ant-design/icons/',
  'jotai',
  'jotai/',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  'dayjs/',
  // The one charts library (issue 34), in the remotes that draw charts only (the shell has none,
  // so the first page to draw one loads it): a user who opens the monitor and a dashboard loads
  // it once, and every remote registers its chart parts on the same Chart react-chartjs-2 uses.
  'chart.js',
  'react-chartjs-2',
  '@shiftdesk/shared',
  // Its entries (`/core`, `/api`, `/numbers`…) too, each shared on its own: a remote's /home
  // widget imports the kit's antd-free entry and its API's paths and rules, and without this it
  // bundled and loaded its own copies of both, the whole API barrel with TypeBox among them,
  // once per remote (issue 34), and its own session atoms beside the shell's.
  '@shiftdesk/shared/',
  // The API schemas' library, once: pages that validate with it use the shell's copy.
  'typebox',
];

/**
 * Shared packages cut to the exports the front ends import (see sharedConfig). The shell itself
 * imports antd by component path and the kit through `@shiftdesk/shared/core`, so /home loads
 * only what the shell renders; those modules are the same ones inside the host's shared copies,
 * which the host loads before any remote module (host-shell/src/remotes/hostShares.ts).
 */
const TREE_SHAKEN = ['antd', 'react-router-dom'];

/**
 * Exports reached through a dynamic `import('<pkg>')`, which the scan of static imports cannot
 * see: the kit's fallback toasts and dialogs (shared/src/http/feedback.ts), used when an API call
 * fails before the shell's antd App is up. Cut from the shared copy, they failed silently.
 */
const LAZY_EXPORTS = { antd: ['message', 'Modal'] };

const FRONT_END_SOURCES = [
  'host-shell',
  'shared',
  'remote-system',
  'remote-workforce',
  'remote-finance',
  'remote-website',
].map((p) => path.join(root, p, 'src'));

function sharedConfig(pkg) {
  const versions = { ...readJson(path.join(root, 'shared/package.json')).devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = name === '@shiftdesk/shared' ? '*' : versions[name];
    shared[key] = { singleton: true, requiredVersion: range ?? false };
    if (TREE_SHAKEN.includes(key)) {
      // A shared module keeps every export (its consumers are not known at build time): the
      // whole of antd is ~420 KB gzip and react-router ~59 KB, of which the front ends together
      // use a fraction. The host's copy is cut to what their sources import.
      const names = [...usedExports(key, FRONT_END_SOURCES), ...(LAZY_EXPORTS[key] ?? [])];
      shared[key].treeShaking = { mode: 'runtime-infer', usedExports: names };
    }
    if (name === '@shiftdesk/shared') shared[key].version = readJson(path.join(root, 'shared/package.json')).version;
  }
  return shared;
}

const ISLAND = 'login-island';
const LOGIN_PATH = /^\/admin\/login\/?$/;

/**
 * The <script> of index.html: on /admin/login it loads the login island's own bundle (no
 * federation runtime, no shared-module machinery); anywhere else the host's federated entry.
 * Without an island build (dev server) the host entry serves both (src/index.ts picks).
 */
function bootScript(dir, params) {
  const files = params?.htmlRspackPlugin?.files?.js ?? [];
  const main = files.find((f) => /(^|\/)main[.]/.test(f)) ?? files[0];
  let island = { js: '', css: '' };
  try {
    island = { ...island, ...readJson(path.join(dir, 'dist/island/entry.json')) };
  } catch {}
  // The URLs sit in quoted *-src / *-href attributes, where the service worker's precache finds
  // them. The island's stylesheet is linked from here, in parallel with its script, and blocks
  // rendering (inserted while the head is parsed) so the form never shows unstyled.
  const code = `(function(){var d=document.currentScript.dataset,h=document.head,s=document.createElement('script'),l=${LOGIN_PATH}.test(location.pathname);if(l&&d.loginHref){var c=document.createElement('link');c.rel='stylesheet';c.href=d.loginHref;c.setAttribute('blocking','render');h.appendChild(c)}s.src=l&&d.loginSrc||d.src;h.appendChild(s)})()`;
  const attrs = `${island.js ? ` data-login-src="${island.js}"` : ''}${island.css ? ` data-login-href="${island.css}"` : ''}`;
  return `<script data-src="${main}"${attrs}>${code}</script>`;
}

/**
 * The login page as a plain build of its own (ARCHITECTURE §7): it never shares a page with the
 * shell or a remote (a successful login is a full navigation into the shell), so it needs
 * neither the federation runtime nor shared singletons, and it bundles only the icons and antd
 * parts it renders. Emitted to the host's dist/island/ with dist/island/entry.json naming its
 * entry for index.html.
 *
 * The same shape serves any page that is not the SPA (remote-website's apply script for the
 * server-rendered job pages): `name` the compiler, `entry` its one entry, `publicPath` where the
 * server serves dist/island/. The package's main build then names the island in `island`, so it
 * builds after it and keeps dist/island/.
 */
export function createIslandConfig({
  dir,
  name = ISLAND,
  entry = { login: './src/login/island.ts' },
  publicPath = '/admin/island/',
}) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const [entryName] = Object.keys(entry);
  return {
    name,
    context: dir,
    mode: 'production',
    devtool: false,
    entry,
    output: {
      path: path.join(dir, 'dist/island'),
      publicPath,
      uniqueName: `shiftdesk_${entryName}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: moduleRules(true),
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('island-entry', (compilation) => {
            compilation.hooks.processAssets.tap(
              { name: 'island-entry', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
              () => {
                const files = compilation.entrypoints.get(entryName).getFiles();
                const url = (ext) => {
                  const file = files.find((f) => f.endsWith(ext));
                  return file ? `${publicPath}${file}` : '';
                };
                const json = JSON.stringify({ js: url('.js'), css: url('.css') });
                compilation.emitAsset('entry.json', new rspack.sources.RawSource(json));
              },
            );
          });
        },
      },
    ],
    optimization: { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Loaders shared by every build (TypeScript/JSX through SWC, CSS and CSS Modules, assets). */
function moduleRules(prod) {
  return {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !prod } },
          },
          env: { targets: 'chrome >= 111, edge >= 111, firefox >= 115, safari >= 16.4' },
        },
        type: 'javascript/auto',
      },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/, type: 'asset' },
    ],
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir package directory
 * @param {string} opts.name federation name: 'host' or the remote name
 * @param {Record<string,string>} [opts.exposes] remote page modules ('./user/index' → './src/pages/user/index.tsx')
 * @param {boolean} [opts.host]
 * @param {string} [opts.island] the name of the package's island build (createIslandConfig), if any
 */
export function createConfig({ dir, name, exposes = {}, host = false, island = host ? ISLAND : undefined }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const prod = process.env.NODE_ENV !== 'development';
  return {
    name,
    ...(island && prod ? { dependencies: [island] } : {}),
    context: dir,
    mode: prod ? 'production' : 'development',
    devtool: prod ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are served from versioned URLs chosen by the registry, so they resolve
      // their chunks relative to their own entry.
      publicPath: host ? '/admin/' : 'auto',
      uniqueName: `shiftdesk_${name}`,
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      // An island is its own build in dist/island (see createIslandConfig).
      clean: island ? { keep: (file) => /(^|[\\/])island([\\/]|$)/.test(file) } : true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: moduleRules(prod),
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(pkg),
        // Each tree-shaken share makes Module Federation compile a full fallback copy of the
        // package per front end. A remote's copy is never loaded (the shell provides the one
        // copy), so its fallback compile gets an empty stand-in: four full antd builds fewer.
        ...(host ? {} : { treeShakingSharedPlugins: [path.join(root, 'tooling/mf/stub-remote-fallback.cjs')] }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // One federation runtime per page: the host provides it, remotes use it (otherwise every
        // remoteEntry.js carries its own ~40 KB gzip copy).
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
        dts: false,
        dev: false,
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      host &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'public/index.html'),
          favicon: undefined,
          inject: false,
          templateParameters: (params) => ({ ...params, bootScript: bootScript(dir, params) }),
        }),
      // STATS=1: also write dist/stats.json (chunks with their modules) for tooling/chunk-report.mjs.
      process.env.STATS && {
        apply(compiler) {
          compiler.hooks.done.tap('stats-json', (stats) => {
            const json = stats.toJson({
              all: false,
              chunks: true,
              chunkModules: false,
              modules: true,
              ids: true,
              modulesSpace: 1e9,
            });
            compiler.outputFileSystem.writeFile(
              path.join(compiler.outputPath, 'stats.json'),
              JSON.stringify(json),
              () => {},
            );
          });
        },
      },
      host &&
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(dir, 'public/static'), to: '.', noErrorOnMissing: true }],
        }),
    ].filter(Boolean),
    optimization: {
      minimize: prod,
      // STATS=1 keeps modules unconcatenated so the report can attribute bytes to packages.
      ...(process.env.STATS ? { concatenateModules: false } : {}),
      splitChunks: {
        cacheGroups: host
          ? {
              // Every icon is shared on its own (`@ant-design/icons/`), so each became its own
              // chunk carrying a copy of the icon component code (~2.8 KB gzip each, ~100 of
              // them on /home). The host's icons and that code are one chunk instead; clsx too, or
              // each icon's chunk is left holding its own 0.5 KB copy of it.
              icons: {
                test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@ant-design[\\/]icons(?:-svg)?|clsx)[\\/]/,
                name: 'icons',
                chunks: 'async',
                enforce: true,
                priority: 20,
              },
            }
          : {},
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: host ? 3000 : undefined,
      historyApiFallback: host ? { index: '/admin/index.html' } : false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: host
        ? [{ context: ['/backend', '/admin/api', '/admin/remotes'], target: 'http://127.0.0.1:8080', ws: true }]
        : undefined,
    },
  };
}
