/**
 * Start the server: `pnpm start` (builds backend/dist/main.js and runs it with node), or
 * `tsx backend/src/main.ts` from the repo root.
 * Loads config, opens the database, migrates, seeds, listens, prints the admin login.
 * SIGINT/SIGTERM close the server first, then the database (PGlite must close cleanly).
 */
import { createStorage } from './core/files/storage';
import fs from 'node:fs';
import path from 'node:path';
import 'dotenv/config';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadSecrets } from './core/base/secrets';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { PgBus } from './realtime/bus';
import { seed } from './seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!config.captcha) console.warn('WARNING: CAPTCHA=off — the login captcha is not checked. Use for automated tests only.');

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  const applied = await migrate(database.db);
  const seeded = await seed(database.db, {
    adminPassword: config.adminPassword,
    demo: config.demo,
    demoPassword: config.demoPassword,
    storage: createStorage(config.dataDir, config.s3),
  });
  const secrets = loadSecrets(config.dataDir, config.jwtSecret);

  // Several instances on one PostgreSQL hear each other's realtime events through LISTEN/NOTIFY.
  const realtimeBus = config.databaseUrl
    ? await PgBus.start(config.databaseUrl, (msg, err) => console.error(msg, err))
    : undefined;
  const app = await buildApp({
    realtimeBus,
    database,
    dataDir: config.dataDir,
    jwtSecret: secrets.jwtSecret,
    captcha: config.captcha,
    logLevel: config.logLevel,
    loginRateLimit: config.loginRateLimit,
    trustProxy: config.trustProxy,
    jobs: { work: config.jobWorker },
    s3: config.s3,
  });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  const passwordFile = path.join(config.dataDir, 'admin-password.txt');
  const demoPasswordFile = path.join(config.dataDir, 'demo-password.txt');
  const lines = [`Shiftdesk is running: http://localhost:${config.port}/admin/  (database: ${database.kind})`];
  if (seeded.adminCreated) {
    if (seeded.generatedAdminPassword) {
      fs.writeFileSync(passwordFile, `${seeded.generatedAdminPassword}\n`, { mode: 0o600 });
      lines.push(`Admin login: admin / ${seeded.generatedAdminPassword}   (saved to ${passwordFile})`);
    } else lines.push('Admin login: admin / the ADMIN_PASSWORD you set');
    if (seeded.demoUsers) {
      const who = `Demo users: demo01 … demo${String(seeded.demoUsers).padStart(2, '0')}`;
      if (seeded.demoPasswordGenerated && seeded.demoPassword) {
        // Printed this once only; kept beside admin-password.txt for later.
        fs.writeFileSync(demoPasswordFile, `${seeded.demoPassword}\n`, { mode: 0o600 });
        lines.push(`${who} / ${seeded.demoPassword}   (saved to ${demoPasswordFile})`);
      } else lines.push(`${who} / the DEMO_PASSWORD you set`);
    }
  } else {
    lines.push(
      fs.existsSync(passwordFile)
        ? `Admin login: admin / the password stored in ${passwordFile}`
        : 'Admin login: admin / the ADMIN_PASSWORD set on first start (or see admin-password.txt in DATA_DIR of the instance that created it)',
    );
    if (fs.existsSync(demoPasswordFile)) lines.push(`Demo users: the password stored in ${demoPasswordFile}`);
  }
  // Printed on stdout (not through the logger) so it stands out and stays readable.
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
