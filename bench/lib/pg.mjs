// A throw-away PostgreSQL for a benchmark, the way .ci/run does it: Debian's binaries, initdb
// into a temp dir (as the `postgres` user when running as root), 127.0.0.1 on a free port,
// trust auth. stop() (also run at process exit and on SIGINT/SIGTERM) stops it and removes the dir.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

/** The newest /usr/lib/postgresql/<v>/bin with pg_ctl, or null. */
export function pgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : null;
}

export async function startPostgres() {
  const bin = pgBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-bench-pg-'));
  const port = await freePort();
  const run = (cmd, args, opts = {}) => {
    if (!asRoot) return execFileSync(cmd, args, { encoding: 'utf8', ...opts });
    const line = [cmd, ...args].map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { encoding: 'utf8', ...opts });
  };
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', 'stop'], { stdio: 'ignore' });
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(143));
  try {
    if (asRoot) {
      const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, id('-u'), id('-g'));
    }
    run(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust'], { stdio: 'ignore' });
    run(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-o', `-h 127.0.0.1 -p ${port} -k ${dir}`, '-l', `${dir}/log`, '-w', 'start'], { stdio: 'ignore' });
    running = true;
  } catch (err) {
    stop();
    throw err;
  }
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  /** Runs SQL through psql; returns its stdout (throws on error). */
  const psql = (sqlText) => {
    const r = spawnSync(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-c', sqlText], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
    return r.stdout;
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, version, psql, stop, log: `${dir}/log` };
}

/**
 * A throw-away database on a PostgreSQL server that already runs (`url` names any database of
 * it; the user may create databases): same shape as startPostgres, `log` = logFile when given.
 * stop() (also at exit) drops the database, ending its sessions first.
 */
export async function throwAwayDatabase(url, logFile) {
  const name = `shiftdesk_bench_${process.pid}_${Date.now().toString(36)}`;
  const bin = pgBin();
  const psqlBin = bin ? path.join(bin, 'psql') : 'psql';
  const on = (dbUrl) => (sqlText) => {
    const r = spawnSync(psqlBin, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', dbUrl, '-c', sqlText], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
    return r.stdout;
  };
  const admin = on(url);
  const u = new URL(url);
  u.pathname = `/${name}`;
  admin(`create database ${name}`);
  let dropped = false;
  const stop = () => {
    if (dropped) return;
    dropped = true;
    try {
      admin(`drop database if exists ${name} with (force)`);
    } catch {}
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(143));
  const psql = on(u.toString());
  const version = psql('select version()').match(/PostgreSQL [^,]+/)?.[0] ?? 'PostgreSQL';
  return { url: u.toString(), port: Number(u.port || 5432), dir: name, version, psql, stop, log: logFile };
}
