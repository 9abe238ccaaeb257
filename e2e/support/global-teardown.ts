import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __SHIFTDESK_SERVER__?: RunningServer }).__SHIFTDESK_SERVER__;
  await server?.stop();
}
