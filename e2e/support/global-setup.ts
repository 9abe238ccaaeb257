import { startServer } from './server';

/** One server for the whole browser suite; tests reach it through SHIFTDESK_E2E_URL. */
export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  (globalThis as { __SHIFTDESK_SERVER__?: unknown }).__SHIFTDESK_SERVER__ = server;
  process.env.SHIFTDESK_E2E_URL = server.url;
  process.env.SHIFTDESK_E2E_DATA_DIR = server.dataDir;
}
