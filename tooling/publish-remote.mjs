#!/usr/bin/env node
/**
 * Publishes a build of one remote as a new version in the micro-frontend registry
 * (ARCHITECTURE §3):
 *
 *   pnpm --filter @shiftdesk/remote-<name> run publish [version] [--activate] [--no-build]
 *   node tooling/publish-remote.mjs <name> [version] [--activate] [--no-build]
 *
 * 1. builds remote-<name> (publicPath 'auto', so the files work from any folder) unless --no-build;
 * 2. copies remote-<name>/dist to $DATA_DIR/remotes/<name>/<version>/, which the server serves
 *    at /admin/remotes/<name>/<version>/ (backend/src/static.ts);
 * 3. registers the version through the running server's API
 *    (POST /backend/api/v1/system/remote/addVersion, which tells open shells at once):
 *    SHIFTDESK_URL (default http://localhost:$PORT or :8080), ADMIN_USER (default admin) and
 *    ADMIN_PASSWORD; the login needs a server started with CAPTCHA=off. Without ADMIN_PASSWORD
 *    the files are copied and the manifest URL to register on the Micro-frontends page is printed.
 *
 * With SHIFTDESK_DEPLOY_TOKEN (a deploy token from System → Micro-frontends, scoped to this
 * remote) a pipeline deploys to any server, captcha on or off, without a user: step 2 becomes
 * an upload of every file (PUT /backend/api/v1/system/remote/upload?name&version&path, body =
 * the bytes) and step 3 uses the token. `--entry=<https URL of mf-manifest.json>` registers a
 * build already on a CDN instead (no build, no upload). `--activate` activates the version if
 * it passes the server's checks (exposed pages, shared versions); otherwise it stays registered
 * and the reason is printed.
 *
 * version: the argument (semver, e.g. 0.2.0), else package.json's version + "-" + a UTC timestamp
 * (0.1.0-20260115023000). DATA_DIR defaults to ./data like the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [nameArg, versionArg] = args.filter((a) => !a.startsWith('--'));
const cdnEntry = args.find((a) => a.startsWith('--entry='))?.slice('--entry='.length);
const deployToken = process.env.SHIFTDESK_DEPLOY_TOKEN;
// Run through `pnpm --filter … run publish` the cwd is the remote's folder.
const name = nameArg ?? path.basename(process.cwd()).replace(/^remote-/, '');
const pkgDir = path.join(root, `remote-${name}`);
if (!fs.existsSync(path.join(pkgDir, 'package.json'))) {
  console.error(`usage: publish-remote.mjs <system|workforce|finance|website> [version] [--activate] [--no-build] [--entry=<manifest URL>]`);
  process.exit(2);
}
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const version = versionArg ?? `${pkg.version}-${stamp}`;
if (!SEMVER.test(version)) {
  console.error(`"${version}" is not a semantic version (e.g. 1.2.0 or 1.2.0-beta.1)`);
  process.exit(2);
}

const base = (process.env.SHIFTDESK_URL || `http://localhost:${process.env.PORT || 8080}`).replace(/\/$/, '');
/** One API call; the deploy token (or a user's session token) as bearer. */
const call = async (method, url, body, token, raw) => {
  const res = await fetch(`${base}/backend/api/v1${url}`, {
    method,
    headers: {
      'content-type': raw ? 'application/octet-stream' : 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: raw ?? JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.code !== 0) throw new Error(`${method} ${url.split('?')[0]}: ${res.status} ${json.message ?? ''}`);
  return json.data;
};
const register = (entry, token) => call('POST', '/system/remote/addVersion', { name, version, entry, activate: flags.has('--activate') }, token);

if (deployToken) {
  // A pipeline: everything goes through the API with the token; nothing is copied locally.
  try {
    let entry = cdnEntry;
    if (!entry) {
      if (!flags.has('--no-build')) {
        const r = spawnSync(process.execPath, [path.join(root, 'tooling/build.mjs'), `remote-${name}`], { stdio: 'inherit', cwd: root });
        if (r.status !== 0) process.exit(r.status ?? 1);
      }
      const dist = path.join(pkgDir, 'dist');
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist}/mf-manifest.json is missing: build remote-${name} first`);
      const files = fs.readdirSync(dist, { recursive: true }).filter((f) => fs.statSync(path.join(dist, f)).isFile());
      // The manifest last: a half-uploaded version never has one.
      files.sort((a, b) => (a === 'mf-manifest.json') - (b === 'mf-manifest.json'));
      const q = (f) => new URLSearchParams({ name, version, path: f.split(path.sep).join('/') }).toString();
      const rest = files.filter((f) => f !== 'mf-manifest.json');
      for (let i = 0; i < rest.length; i += 4) {
        await Promise.all(rest.slice(i, i + 4).map((f) => call('PUT', `/system/remote/upload?${q(f)}`, null, deployToken, fs.readFileSync(path.join(dist, f)))));
      }
      await call('PUT', `/system/remote/upload?${q('mf-manifest.json')}`, null, deployToken, fs.readFileSync(path.join(dist, 'mf-manifest.json')));
      console.log(`uploaded ${files.length} files of remote-${name} ${version} to ${base}`);
      entry = `/admin/remotes/${name}/${version}/mf-manifest.json`;
    }
    await register(entry, deployToken);
    console.log(`registered ${name} ${version} (${entry})${flags.has('--activate') ? ' and made it active' : ''}`);
    process.exit(0);
  } catch (e) {
    console.error(`deploying ${name} ${version} failed: ${e.message}`);
    process.exit(1);
  }
}

if (!flags.has('--no-build')) {
  const r = spawnSync(process.execPath, [path.join(root, 'tooling/build.mjs'), `remote-${name}`], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const dist = path.join(pkgDir, 'dist');
if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
  console.error(`${dist}/mf-manifest.json is missing: build remote-${name} first`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.INIT_CWD || process.cwd(), process.env.DATA_DIR || path.join(root, 'data'));
const target = path.join(dataDir, 'remotes', name, version);
if (fs.existsSync(target)) {
  console.error(`${target} exists already: choose another version`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.cpSync(dist, target, { recursive: true });
const entry = `/admin/remotes/${name}/${version}/mf-manifest.json`;
console.log(`copied remote-${name}/dist → ${target}`);

const password = process.env.ADMIN_PASSWORD;
if (!password) {
  console.log(`ADMIN_PASSWORD is not set: register ${name} ${version} with the manifest URL ${entry} on System → Micro-frontends.`);
  process.exit(0);
}
try {
  const { token } = await call('POST', '/system/login', { username: process.env.ADMIN_USER || 'admin', password, verifyCode: '', verifyKey: '' });
  await register(entry, token);
  await call('POST', '/system/logout', {}, token).catch(() => {});
  console.log(`registered ${name} ${version} (${entry})${flags.has('--activate') ? ' and made it active' : ''}`);
} catch (e) {
  console.error(`copied, but registering failed: ${e.message}. Register ${entry} on System → Micro-frontends.`);
  process.exit(1);
}
