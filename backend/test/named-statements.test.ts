/**
 * Reads on PostgreSQL go out as named statements under custom plans only (db/named-statements.ts).
 * PostgreSQL only: PGlite runs in process and has no parse to save.
 */
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { openDatabase } from '../src/db/client';
import { customPlansUrl, nameReadStatements } from '../src/db/named-statements';
import { sysOperLog } from '../src/db/schema';
import { createTestDb, type TestDb } from './helpers';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('named read statements', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  }, 180_000);
  afterAll(() => t?.close());

  /** The named statements of the session that answers (sequential queries reuse one idle connection). */
  const preparedHere = () =>
    t.db
      .select({ n: sql<number>`(select count(*)::int from pg_prepared_statements where name like 'r%')` })
      .from(sql`(select 1) one`);

  test('every connection plans custom; a repeated read is parsed once per connection, and answers the same', async () => {
    const [mode] = (
      (await t.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] }
    ).rows;
    expect(mode.plan_cache_mode).toBe('force_custom_plan');

    const search = (title: string) =>
      t.db
        .select({ id: sysOperLog.id, title: sysOperLog.title })
        .from(sysOperLog)
        .where(sql`${sysOperLog.title} ilike ${`%${title}%`}`);
    await t.db.insert(sysOperLog).values([
      { module: 'system', title: 'Edit post 4242', operName: 'admin', operUrl: '/x', requestMethod: 'PUT' },
      { module: 'system', title: 'Edit user 7', operName: 'admin', operUrl: '/y', requestMethod: 'PUT' },
    ]);
    // One statement text, two values: each answer is the rows of its own value.
    expect((await search('post 4242')).map((r) => r.title)).toEqual(['Edit post 4242']);
    expect((await search('user 7')).map((r) => r.title)).toEqual(['Edit user 7']);
    expect((await search('nothing like it')).length).toBe(0);

    await preparedHere();
    const [{ n }] = await preparedHere();
    expect(n).toBeGreaterThanOrEqual(2); // the search and this very count, each prepared once
  });

  test('a pool whose sessions may plan generically names nothing; options already in the URL are kept', async () => {
    const plain = new Pool({ connectionString: t.url, max: 1 });
    try {
      expect(await nameReadStatements(plain)).toBe(false);
    } finally {
      await plain.end();
    }
    const u = new URL(customPlansUrl(`${t.url}?options=${encodeURIComponent('-c statement_timeout=5000')}`));
    expect(u.searchParams.get('options')).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_custom_plan');
    expect(customPlansUrl('not a url')).toBe('not a url');
  });

  test('only the first maxNamed distinct texts get a name; writes and plain-text queries stay unnamed', async () => {
    const pool = new Pool({ connectionString: customPlansUrl(t.url ?? ''), max: 1 });
    try {
      expect(await nameReadStatements(pool, 2)).toBe(true);
      const read = (text: string) => pool.query({ text, values: [1] });
      await read('select $1::int as a');
      await read('select $1::int as b');
      await read('select $1::int as c'); // past the cap: unnamed
      await read('select $1::int as a'); // already named: no second statement
      await pool.query({ text: 'create temp table t_named (x int)' });
      await pool.query({ text: 'insert into t_named values ($1)', values: [1] });
      await pool.query('select 1');
      const { rows } = await pool.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by statement',
      );
      expect(rows.map((r) => r.statement)).toEqual(['select $1::int as a', 'select $1::int as b']);
    } finally {
      await pool.end();
    }
  });
});

test('an unreachable PostgreSQL still fails fast with its own error (the retry without startup options included)', async () => {
  await expect(openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(/ECONNREFUSED/);
});
