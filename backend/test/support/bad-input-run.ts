/**
 * The generated bad-input check (see bad-input.test.ts), shared by its two files: each takes the
 * mutating routes whose URL it is given, so the two halves run side by side in Jest's workers.
 */
import type { ApiRoute } from '../../src/core/auth/guard';
import type { TestApp } from '../helpers';
import { snapshot } from './db-snapshot';
import { type JsonSchema, badCases } from './schema-inputs';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The mutating routes with a body schema. */
export const withBody = (t: TestApp) =>
  t.app.apiRoutes.filter((r) => MUTATING.has(r.method) && (r.schema.body as JsonSchema | undefined)?.properties);

/** Business modules' routes (finance, workforce): the second half. */
export const isBusinessRoute = (r: ApiRoute) => /\/api\/v1\/(finance|workforce)\//.test(r.url);

function send(t: TestApp, token: string, r: ApiRoute, body: unknown) {
  return t.app.inject({
    method: r.method as 'POST',
    url: r.url,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
}

/**
 * Every bad variant of every route in `routes` answers 400 naming the field (and only it), and the
 * database is unchanged. Answers the failures and how many variants were checked.
 */
export async function checkBadVariants(
  t: TestApp,
  token: string,
  routes: ApiRoute[],
): Promise<{ failures: string[]; checked: number }> {
  const failures: string[] = [];
  let checked = 0;
  for (const r of routes) {
    let cases: ReturnType<typeof badCases>['cases'];
    try {
      cases = badCases(r.schema.body as JsonSchema).cases;
    } catch (e) {
      failures.push(`${r.method} ${r.url}: ${(e as Error).message}`);
      continue;
    }
    const before = await snapshot(t.db);
    // Cases of one route run 16 at a time (they are all refused, so they cannot interfere).
    const answers: Awaited<ReturnType<typeof send>>[] = [];
    for (let i = 0; i < cases.length; i += 16) {
      answers.push(...(await Promise.all(cases.slice(i, i + 16).map((c) => send(t, token, r, c.body)))));
    }
    for (const [i, c] of cases.entries()) {
      const res = answers[i];
      checked++;
      const json = res.json();
      const errors: { field: string }[] = json?.data?.errors ?? [];
      const names = (f: string) => f === c.field || f.startsWith(`${c.field}.`);
      if (res.statusCode !== 400 || json.code !== 400) {
        failures.push(`${r.method} ${r.url} ${c.what}: got ${res.statusCode} ${res.body.slice(0, 200)}`);
      } else if (!errors.some((e) => names(e.field))) {
        failures.push(`${r.method} ${r.url} ${c.what}: 400 does not name ${c.field}: ${res.body.slice(0, 200)}`);
      } else if (!errors.every((e) => names(e.field))) {
        failures.push(
          `${r.method} ${r.url} ${c.what}: other fields failed too (sample body invalid?): ${res.body.slice(0, 300)}`,
        );
      }
    }
    const after = await snapshot(t.db);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      failures.push(`${r.method} ${r.url}: database changed (${changed.join(', ')})`);
    }
  }
  return { failures, checked };
}
