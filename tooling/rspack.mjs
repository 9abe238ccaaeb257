// One Rspack + Module Federation configuration for the host and every remote, so the
// federation contract (ARCHITECTURE §3) lives in exactly one place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { usedExports } from './used-exports.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Packages loaded once at run time (ARCHITECTURE §3); a trailing slash shares deep imports. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-router',
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
  '@shiftdesk/shared',
];

const FRONT_END_SOURCES = ['host-shell', 'shared', 'remote-system', 'remote-workforce', 'remote-finance', 'remote-website'].map(
  (p) => path.join(root, p, 'src'),
);

function sharedConfig(pkg) {
  const versions = { ...readJson(path.join(root, 'shared/package.json')).devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = name === '@shiftdesk/shared' ? '*' : versions[name];
    // react-router is react-router-dom's engine: pin it to the same version.
    const required = name === 'react-router' ? versions['react-router-dom'] : range;
    shared[key] = { singleton: true, requiredVersion: required ?? false };
    if (key === 'antd') {
      // The whole of antd is ~420 KB gzip; every front end together uses a fraction of it.
      shared[key].treeShaking = { mode: 'runtime-infer', usedExports: usedExports('antd', FRONT_END_SOURCES) };
    }
    if (name === '@shiftdesk/shared') shared[key].version = readJson(path.join(root, 'shared/package.json')).version;
  }
  return shared;
}

/**
 * @param {object} opts
 * @param {string} opts.dir package directory
 * @param {string} opts.name federation name: 'host' or the remote name
 * @param {Record<string,string>} [opts.exposes] remote page modules ('./user/index' → './src/pages/user/index.tsx')
 * @param {boolean} [opts.host]
 */
export function createConfig({ dir, name, exposes = {}, host = false }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const prod = process.env.NODE_ENV !== 'development';
  return {
    name,
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
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
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
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(pkg),
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
      host && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'public/index.html'), favicon: undefined }),
      // STATS=1: also write dist/stats.json (chunks with their modules) for tooling/chunk-report.mjs.
      process.env.STATS && {
        apply(compiler) {
          compiler.hooks.done.tap('stats-json', (stats) => {
            const json = stats.toJson({ all: false, chunks: true, chunkModules: false, modules: true, ids: true, modulesSpace: 1e9 });
            compiler.outputFileSystem.writeFile(path.join(compiler.outputPath, 'stats.json'), JSON.stringify(json), () => {});
          });
        },
      },
      host && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public/static'), to: '.', noErrorOnMissing: true }] }),
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
