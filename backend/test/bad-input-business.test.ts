/**
 * The generated bad-input check of bad-input.test.ts for the business modules' routes (finance,
 * workforce), in a file of its own so the two halves run side by side.
 */
import { type TestApp, createTestApp } from './helpers';
import { checkBadVariants, isBusinessRoute, withBody } from './support/bad-input-run';
import { adminToken } from './support/sessions';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t)).token;
}, 180_000);
afterAll(async () => {
  // Operation-log rows are written after each answer (onResponse): let the last ones land.
  await new Promise((r) => setTimeout(r, 1000));
  await t.close();
});

test('every bad variant of the finance and workforce routes → 400 naming the field, database unchanged', async () => {
  const routes = withBody(t).filter(isBusinessRoute);
  expect(routes.map((r) => r.url)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/workforce\/job\/assign$/),
      expect.stringMatching(/\/finance\/client\/add$/),
    ]),
  );
  const { failures, checked } = await checkBadVariants(t, token, routes);
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(150);
}, 240_000);
