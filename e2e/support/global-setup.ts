import { startServer } from './server';

/**
 * One server per Jest worker for the whole browser suite: workers never share a database, so a
 * test that changes a global setting cannot surprise a test running beside it. Worker N reaches
 * its own through SHIFTDESK_E2E_URL_N (support/browser.ts `baseUrl()`); with one worker (the
 * default, `--runInBand`) there is one server.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const count = Math.max(1, globalConfig.maxWorkers);
  const servers = await Promise.all(Array.from({ length: count }, () => startServer({}, { postgres: e2eDatabase() })));
  (globalThis as { __SHIFTDESK_SERVERS__?: unknown }).__SHIFTDESK_SERVERS__ = servers;
  servers.forEach((server, i) => {
    process.env[`SHIFTDESK_E2E_URL_${i + 1}`] = server.url;
    process.env[`SHIFTDESK_E2E_DATA_DIR_${i + 1}`] = server.dataDir;
  });
}

/**
 * PostgreSQL when the test command has one (TEST_DATABASE_URL, as in CI), else the embedded
 * default; SHIFTDESK_E2E_DB=pglite keeps the embedded one anyway.
 */
function e2eDatabase(): string | undefined {
  if (process.env.SHIFTDESK_E2E_DB === 'pglite') return undefined;
  return process.env.TEST_DATABASE_URL || undefined;
}
