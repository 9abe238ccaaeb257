/**
 * When the realtime bus (PostgreSQL LISTEN/NOTIFY between instances) reconnects, the auth
 * cache is dropped: invalidations other instances announced while it was down were missed.
 */
import { LocalBus } from '../src/realtime/bus';
import { API, type TestApp, createTestApp } from './helpers';
import { adminToken } from './support/sessions';

/** A bus that can be told it has just reconnected. */
class FlakyBus extends LocalBus {
  private readonly back = new Set<() => void>();
  onReconnected(listener: () => void) {
    this.back.add(listener);
    return () => this.back.delete(listener);
  }
  reconnect() {
    for (const l of this.back) l();
  }
}

const bus = new FlakyBus();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ realtimeBus: bus });
}, 180_000);
afterAll(() => t.close());

test('a bus reconnect empties the auth cache', async () => {
  const { token } = await adminToken(t);
  expect((await t.get(`${API}/system/personal/getPersonalInfo`, token)).statusCode).toBe(200);
  expect(t.app.ctx.authCache.sessions.size).toBeGreaterThan(0);
  bus.reconnect();
  expect(t.app.ctx.authCache.sessions.size).toBe(0);
  // …and the next request simply fills it again.
  expect((await t.get(`${API}/system/personal/getPersonalInfo`, token)).statusCode).toBe(200);
});
