/**
 * Settings of issue 11: TRUST_PROXY (addresses/CIDRs, default none) and DEMO_PASSWORD.
 *
 * @pglite-only: left out of the PostgreSQL pass (tooling/test.mjs): it opens embedded databases of its own, whatever TEST_DATABASE_URL names.
 */
import { ConfigError, loadConfig } from '../src/config';
import { eq } from 'drizzle-orm';
import { generatePassword, verifyPassword } from '../src/core/auth/password';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { sysUser } from '../src/db/schema';
import { seed } from '../src/seed';

test('TRUST_PROXY: none by default; a list of addresses and CIDRs; anything else stops the start', () => {
  expect(loadConfig({}).trustProxy).toEqual([]);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '1.2.3.4/x']) {
    expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
  }
});

test('DEMO_PASSWORD: unset → generated per install; a weak one stops the start', () => {
  expect(loadConfig({}).demoPassword).toBeUndefined();
  expect(loadConfig({ DEMO_PASSWORD: 'Chosen-pass-1' }).demoPassword).toBe('Chosen-pass-1');
  expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD/);
  // Two generated passwords differ (no constant in the code).
  expect(generatePassword()).not.toBe(generatePassword());
});

test('seed: demo accounts get a generated password (reported for printing once), or DEMO_PASSWORD', async () => {
  for (const chosen of [undefined, 'Chosen-pass-1']) {
    const database = await openDatabase({ pgliteDir: 'memory' });
    try {
      await migrate(database.db);
      const first = await seed(database.db, { adminPassword: 'Admin-pass-123', demo: true, demoPassword: chosen });
      expect(first.demoUsers).toBe(30);
      expect(first.demoPasswordGenerated).toBe(chosen === undefined);
      const password = first.demoPassword as string;
      if (chosen) expect(password).toBe(chosen);
      else expect(password).toMatch(/^[\w-]{20}Aa9!$/);
      const [demo] = await database.db.select({ h: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.userName, 'demo01'));
      expect(await verifyPassword(demo.h, password)).toBe(true);
      // Later starts seed no demo users and report no password.
      const again = await seed(database.db, { demo: true });
      expect(again).toMatchObject({ demoUsers: 0 });
      expect(again.demoPassword).toBeUndefined();
    } finally {
      await database.close();
    }
  }
}, 360_000);
