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
// Run through `pnpm --filter … run publish` the cwd is the remote's folder.
const name = nameArg ?? path.basename(process.cwd()).replace(/^remote-/, '');
const pkgDir = path.join(root, `remote-${name}`);
if (!fs.existsSync(path.join(pkgDir, 'package.json'))) {
  console.error(`usage: publish-remote.mjs <system|workforce|finance|website> [version] [--activate] [--no-build]`);
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
const base = (process.env.SHIFTDESK_URL || `http://localhost:${process.env.PORT || 8080}`).replace(/\/$/, '');
const call = async (method, url, body, token) => {
  const res = await fetch(`${base}/backend/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.code !== 0) throw new Error(`${method} ${url}: ${res.status} ${json.message ?? ''}`);
  return json.data;
};
try {
  const { token } = await call('POST', '/system/login', { username: process.env.ADMIN_USER || 'admin', password, verifyCode: '', verifyKey: '' });
  await call('POST', '/system/remote/addVersion', { name, version, entry, activate: flags.has('--activate') }, token);
  await call('POST', '/system/logout', {}, token).catch(() => {});
  console.log(`registered ${name} ${version} (${entry})${flags.has('--activate') ? ' and made it active' : ''}`);
} catch (e) {
  console.error(`copied, but registering failed: ${e.message}. Register ${entry} on System → Micro-frontends.`);
  process.exit(1);
}
