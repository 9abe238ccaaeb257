import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __SHIFTDESK_SERVERS__?: RunningServer[] }).__SHIFTDESK_SERVERS__ ?? [];
  await Promise.all(servers.map((s) => s.stop()));
}
