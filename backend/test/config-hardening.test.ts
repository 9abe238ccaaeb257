/**
 * Settings of issue 11: TRUST_PROXY (addresses/CIDRs, default none) and DEMO_PASSWORD.
 * That the demo users' hashes verify against the password seed() reports: seed.test.ts, on the
 * demo template (which is seeded with a chosen DEMO_PASSWORD).
 *
 * @one-database: no database, no app (tooling/test-markers.mjs).
 */
import { ConfigError, loadConfig } from '../src/config';
import { generatePassword } from '../src/core/auth/password';
import { demoPasswordFor } from '../src/seed';

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

test('seed: the demo accounts get DEMO_PASSWORD, or one generated for this install (reported for printing once)', () => {
  expect(demoPasswordFor('Chosen-pass-1')).toEqual({ password: 'Chosen-pass-1', generated: false });
  const generated = demoPasswordFor(undefined);
  expect(generated.generated).toBe(true);
  expect(generated.password).toMatch(/^[\w-]{20}Aa9!$/);
  expect(loadConfig({ DEMO_PASSWORD: generated.password }).demoPassword).toBe(generated.password);
});
