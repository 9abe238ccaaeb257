/**
 * Reads on PostgreSQL go out as named statements, pattern matches excepted (db/named-statements.ts).
 * PostgreSQL only: PGlite runs in process and has no parse to save.
 */
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { openDatabase } from '../src/db/client';
import { namedStatementsUrl, nameReadStatements } from '../src/db/named-statements';
import { sysOperLog } from '../src/db/schema';
import { createTestDb, type TestDb } from './helpers';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('named read statements', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  }, 180_000);
  afterAll(() => t?.close());

  test('a pattern match is planned for its value every time; a repeated read is parsed once per connection', async () => {
    const [mode] = (
      (await t.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] }
    ).rows;
    expect(mode.plan_cache_mode).toBe('auto');

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

    const named = () =>
      t.db.select({ statement: sql<string>`statement` }).from(sql`pg_prepared_statements`).where(sql`name like 'r%'`);
    const byId = (id: number) =>
      t.db.select({ id: sysOperLog.id }).from(sysOperLog).where(sql`${sysOperLog.id} = ${id}`);
    await byId(1);
    await byId(2);
    const statements = (await named()).map((r) => r.statement);
    // The read by id is prepared (once, whatever the value); the searches and this very read
    // of pg_prepared_statements (a LIKE) are not.
    expect(statements.filter((s) => /"id" = \$1/.test(s))).toHaveLength(1);
    expect(statements.some((s) => /ilike|like/i.test(s))).toBe(false);
  });

  test('a pool whose sessions did not start with the options names nothing; options already in the URL are kept', async () => {
    const plain = new Pool({ connectionString: t.url, max: 1 });
    try {
      expect(await nameReadStatements(plain)).toBe(false);
    } finally {
      await plain.end();
    }
    const u = new URL(namedStatementsUrl(`${t.url}?options=${encodeURIComponent('-c statement_timeout=5000')}`));
    expect(u.searchParams.get('options')).toBe(
      '-c statement_timeout=5000 -c plan_cache_mode=auto -c shiftdesk.named_statements=on',
    );
    expect(namedStatementsUrl('not a url')).toBe('not a url');
  });

  test('only the first maxNamed distinct texts get a name; writes, pattern matches and plain-text queries stay unnamed', async () => {
    const pool = new Pool({ connectionString: namedStatementsUrl(t.url ?? ''), max: 1 });
    try {
      expect(await nameReadStatements(pool, 3)).toBe(true);
      const read = (text: string) => pool.query({ text, values: [1] });
      await read('select $1::int as a');
      await read('select $1::int as b');
      await pool.query({ text: "select $1::text ilike 'a%' as p", values: ['A'] }); // takes no name
      await read('select $1::int as c');
      await read('select $1::int as d'); // past the cap: unnamed
      await read('select $1::int as a'); // already named: no second statement
      await pool.query({ text: 'create temp table t_named (x int)' });
      await pool.query({ text: 'insert into t_named values ($1)', values: [1] });
      await pool.query('select 1');
      const { rows } = await pool.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by statement',
      );
      expect(rows.map((r) => r.statement)).toEqual([
        'select $1::int as a',
        'select $1::int as b',
        'select $1::int as c',
      ]);
    } finally {
      await pool.end();
    }
  });
});

test('an unreachable PostgreSQL still fails fast with its own error (the retry without startup options included)', async () => {
  await expect(openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(/ECONNREFUSED/);
});
