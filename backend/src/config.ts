/**
 * Settings from the environment (and an optional .env in the current directory), validated
 * at start. A bad value stops the server with an error naming the variable.
 * See ARCHITECTURE §2 for the table of variables.
 */
import path from 'node:path';
import { isProxySpec } from './core/http/trust-proxy';

export interface Config {
  port: number;
  host: string;
  /** Absolute; relative values are resolved against the working directory of the start command */
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  demo: boolean;
  captcha: boolean;
  logLevel: string;
  /** Login attempts allowed per client IP per minute */
  loginRateLimit: number;
  /** Password of the demo accounts (DEMO_PASSWORD); generated per install when unset */
  demoPassword: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY, comma-separated addresses/CIDRs) */
  trustProxy: string[];
  /** An S3-compatible bucket for uploaded files (all S3_* set); local DATA_DIR/upload otherwise */
  s3?: S3Config;
  /** false (JOBS=off): this instance queues jobs but runs no workers or schedules */
  jobWorker: boolean;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS); unset = the built-in bound */
  pgliteSharedBuffers: string | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;

/** All five S3_* variables, or none (then files stay in DATA_DIR/upload). */
function loadS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const set = S3_VARS.filter((v) => env[v]);
  if (set.length === 0) return undefined;
  const missing = S3_VARS.find((v) => !env[v]);
  if (missing) throw new ConfigError(missing, '', `a value, since ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (give all S3_* or none)`);
  const endpoint = env.S3_ENDPOINT!;
  if (!/^https?:\/\/[^/\s]+/.test(endpoint)) throw new ConfigError('S3_ENDPOINT', endpoint, 'an http:// or https:// URL');
  const bucket = env.S3_BUCKET!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError('S3_BUCKET', bucket, 'a bucket name (3–63 lowercase letters, digits, dots, hyphens)');
  const region = env.S3_REGION!;
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError('S3_REGION', region, 'a region name such as ap-southeast-1');
  return { endpoint, bucket, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY!, region };
}

export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid environment variable ${variable}=${JSON.stringify(value)}: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function flag(env: NodeJS.ProcessEnv, name: string, def: boolean, on: string[], off: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const v = raw.trim().toLowerCase();
  if (on.includes(v)) return true;
  if (off.includes(v)) return false;
  throw new ConfigError(name, raw, `one of ${[...on, ...off].join(', ')}`);
}

/** Reads and validates the configuration. Pure (given env), so tests can call it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const portRaw = env.PORT ?? '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', portRaw, 'an integer 0..65535');
  }
  const host = env.HOST || '127.0.0.1';

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', '<hidden>', 'a postgres:// or postgresql:// URL');
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', '<hidden>', 'at least 8 characters');
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', '<hidden>', 'at least 32 characters');
  }
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', env.LOG_LEVEL ?? '', LOG_LEVELS.join(', '));
  }
  const rateRaw = env.LOGIN_RATE_LIMIT || '10';
  const loginRateLimit = Number(rateRaw);
  if (!/^\d+$/.test(rateRaw) || loginRateLimit < 1) {
    throw new ConfigError('LOGIN_RATE_LIMIT', rateRaw, 'a whole number of login attempts per minute (≥ 1)');
  }
  const demoPassword = env.DEMO_PASSWORD || undefined;
  if (demoPassword !== undefined && (demoPassword.length < 8 || !/[A-Za-z]/.test(demoPassword) || !/\d/.test(demoPassword))) {
    throw new ConfigError('DEMO_PASSWORD', '<hidden>', 'at least 8 characters with letters and digits');
  }
  const trustProxy = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const badProxy = trustProxy.find((p) => !isProxySpec(p));
  if (badProxy !== undefined) {
    throw new ConfigError('TRUST_PROXY', env.TRUST_PROXY ?? '', 'a comma-separated list of IP addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8)');
  }
  const pgliteSharedBuffers = env.PGLITE_SHARED_BUFFERS || undefined;
  // Passed to PostgreSQL as a start parameter, so only a plain size may get through.
  if (pgliteSharedBuffers !== undefined && !/^[1-9]\d{0,5}(kB|MB|GB)$/.test(pgliteSharedBuffers)) {
    throw new ConfigError('PGLITE_SHARED_BUFFERS', pgliteSharedBuffers, 'a size such as 32MB (kB, MB or GB)');
  }
  return {
    port,
    host,
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl,
    adminPassword,
    jwtSecret,
    demo: flag(env, 'DEMO', true, ['1', 'true', 'on', 'yes'], ['0', 'false', 'off', 'no']),
    captcha: flag(env, 'CAPTCHA', true, ['on', '1', 'true', 'yes'], ['off', '0', 'false', 'no']),
    logLevel,
    loginRateLimit,
    demoPassword,
    trustProxy,
    s3: loadS3(env),
    jobWorker: flag(env, 'JOBS', true, ['1', 'true', 'on', 'yes'], ['0', 'false', 'off', 'no']),
    pgliteSharedBuffers,
  };
}
