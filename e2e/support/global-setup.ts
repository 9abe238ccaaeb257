import { startServer } from './server';

/**
 * One server per Jest worker for the whole browser suite: workers never share a database, so a
 * test that changes a global setting cannot surprise a test running beside it. Worker N reaches
 * its own through SHIFTDESK_E2E_URL_N (support/browser.ts `baseUrl()`); with one worker (the
 * default, `--runInBand`) there is one server.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const count = Math.max(1, globalConfig.maxWorkers);
  const servers = await Promise.all(Array.from({ length: count }, () => startServer()));
  (globalThis as { __SHIFTDESK_SERVERS__?: unknown }).__SHIFTDESK_SERVERS__ = servers;
  servers.forEach((server, i) => {
    process.env[`SHIFTDESK_E2E_URL_${i + 1}`] = server.url;
    process.env[`SHIFTDESK_E2E_DATA_DIR_${i + 1}`] = server.dataDir;
  });
}
