/**
 * The "contains" keyword filter cut into indexable pieces (core/lists/contains-filter.ts) answers
 * exactly what one `ILIKE '%text%'` answers, over a table of its own with a trigram index, and
 * lets the planner look up only the narrowing piece. The "starts with" filter (list-query.ts)
 * answers what `String.startsWith` answers and is an index range even in a generic plan. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { type SQL, ilike, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { filter } from '../src/core/lists/list-query';
import { rowsOf } from '../src/db/migrate';
import { containsCondition, narrowedContainsCondition, searchPieces } from '../src/core/lists/contains-filter';
import { planRows } from '../src/core/lists/paged-total';
import { containsPattern } from '../src/core/base/sql';
import { type TestDb, createTestDb } from './helpers';

const doc = pgTable('kit_doc', { id: serial('id').primaryKey(), title: text('title').notNull(), url: text('url').notNull() });

const TITLES = [
  'Edit post 4242',
  'Edit post 42420',
  'Repost 4242 again',
  'edit POST 424',
  'user4242 signed in',
  'User 4242',
  'Add user',
  '100% done_now',
  'Post  4242 (two spaces)',
  '编辑岗位 4242',
  '10.0.42.17',
];

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.execute(sql`create table kit_doc (id serial primary key, title text not null, url text not null)`);
  await t.db.execute(sql`create extension if not exists pg_trgm`);
  await t.db.execute(sql`create index kit_doc_title_trgm on kit_doc using gin (title gin_trgm_ops)`);
  await t.db.execute(sql`create index kit_doc_title_prefix on kit_doc (title text_pattern_ops)`);
  await t.db.insert(doc).values(TITLES.map((title, i) => ({ title, url: `/api/v1/doc/${i % 2 ? 'edit' : 'view'}` })));
});
afterAll(() => t.close());

const ids = async (where: SQL | undefined) =>
  (await t.db.select({ id: doc.id }).from(doc).where(where).orderBy(doc.id)).map((r) => r.id);
/** The answer of the plain filter: one ILIKE per column. */
const oracle = (text: string) => or(ilike(doc.title, containsPattern(text)), ilike(doc.url, containsPattern(text)));

test('the pieces: runs of letters or digits of 3+ characters with the separators beside them, distinct, longest first, lower case', () => {
  expect(searchPieces('post 4242')).toEqual(['post ', ' 4242']);
  expect(searchPieces('User4242')).toEqual(['user', '4242']);
  expect(searchPieces('10.0.42.17')).toEqual([]);
  expect(searchPieces('Post post POST')).toEqual([' post ']);
  expect(searchPieces('编辑岗位 42')).toEqual(['编辑岗位 ']);
  expect(searchPieces('(draft)')).toEqual(['(draft)']);
  expect(searchPieces('😀post')).toEqual(['😀post']);
  expect(searchPieces('a b c d e f g abcd bcdef cdefgh defghij efghijkl')).toEqual([' efghijkl', ' defghij ', ' cdefgh ', ' bcdef ']);
});

test('every piece is part of the text, so the pieces never drop a row the text matches', () => {
  const alphabet = fc.constantFrom('a', 'B', 'c', '4', '2', ' ', '.', '%', '_', '\\', '编', '😀', '-', 'É');
  fc.assert(
    fc.property(fc.array(alphabet, { maxLength: 24 }).map((cs) => cs.join('')), (text) => {
      for (const piece of searchPieces(text)) expect(text.toLowerCase()).toContain(piece);
    }),
  );
});

test('every text answers exactly the rows one ILIKE answers', async () => {
  const texts = ['post 4242', 'POST 4242', 'ost 42', 'user4242', 'User 4242', '4242', 'post  4242', '100%', '0% d', 'done_now', '_', '编辑岗位 4242', '42.17', 'doc/edit', 'nothing 4242'];
  for (const text of texts) {
    const want = await ids(oracle(text));
    expect({ text, got: await ids(containsCondition([doc.title, doc.url], text)) }).toEqual({ text, got: want });
  }
  // The single-column form too
  expect(await ids(containsCondition([doc.title], 'post 4242'))).toEqual(await ids(ilike(doc.title, '%post 4242%')));
  expect((await ids(containsCondition([doc.title], 'post 4242'))).length).toBe(3);
});

test('any text, cut from the titles or typed at random, answers what one ILIKE answers', async () => {
  const cut = fc
    .tuple(fc.constantFrom(...TITLES), fc.nat(), fc.nat())
    .map(([title, a, b]) => title.slice(Math.min(a, b) % title.length, (Math.max(a, b) % title.length) + 1));
  const typed = fc.array(fc.constantFrom('p', 'o', 's', 't', '4', '2', ' ', '.', '%', '_', '编', 'U'), { minLength: 1, maxLength: 10 }).map((cs) => cs.join(''));
  await fc.assert(
    fc.asyncProperty(fc.oneof(cut, typed), async (text) => {
      if (!text.trim()) return;
      expect(await ids(containsCondition([doc.title, doc.url], text.trim()))).toEqual(await ids(oracle(text.trim())));
    }),
    { numRuns: 60 },
  );
});

test('the whole text is checked by a condition the index cannot take; each piece by one it can', async () => {
  const q = t.db.select({ id: doc.id }).from(doc).where(containsCondition([doc.title], 'post 4242')).toSQL();
  expect(q.sql).toMatch(/"title" ilike \$\d+ and "kit_doc"\."title" ilike \$\d+ and strpos\(lower\("kit_doc"\."title"\), lower\(\$\d+::text\)\) > 0/);
  expect(q.params).toEqual(['%post %', '% 4242%', 'post 4242']);
  // A plain word stays one ILIKE.
  expect(t.db.select().from(doc).where(containsCondition([doc.title], 'Edit')).toSQL().params).toEqual(['%Edit%']);
});

test('over one column only the piece with the fewest estimated rows is indexable; the rows stay the same', async () => {
  const asked: unknown[] = [];
  const estimate = async (cond: SQL) => {
    const { params } = t.db.select().from(doc).where(cond).toSQL();
    asked.push(params[0]);
    return params[0] === '% 4242%' ? 3 : 900;
  };
  const cond = await narrowedContainsCondition([doc.title], 'post 4242', estimate);
  expect(asked.sort()).toEqual(['% 4242%', '%post %']);
  expect(t.db.select().from(doc).where(cond).toSQL().params).toEqual(['% 4242%', 'post 4242']);
  expect(await ids(cond)).toEqual(await ids(ilike(doc.title, '%post 4242%')));
  // Over several columns too: the narrow piece over each column, and the whole text.
  const both = await narrowedContainsCondition([doc.title, doc.url], 'post 4242', estimate);
  expect(t.db.select().from(doc).where(both).toSQL().params).toEqual(['% 4242%', '% 4242%', 'post 4242', 'post 4242']);
  expect(await ids(both)).toEqual(await ids(oracle('post 4242')));
  // With the database's own estimates, over one and several columns, and for a plain word.
  const real = (c: SQL) => planRows(t.db, sql`select 1 from kit_doc where ${c}`);
  for (const text of ['user4242', 'Edit post 4242', '10.0.42', 'post']) {
    expect(await ids(await narrowedContainsCondition([doc.title], text, real))).toEqual(await ids(ilike(doc.title, containsPattern(text))));
    expect(await ids(await narrowedContainsCondition([doc.title, doc.url], text, real))).toEqual(await ids(oracle(text)));
  }
});

describe('starts with (filter.startsWith)', () => {
  const startsWith = filter.startsWith(doc.title);
  const oracleIds = (text: string) =>
    TITLES.flatMap((title, i) => (title.startsWith(text) ? [i + 1] : [])).sort((a, b) => a - b);

  test('answers exactly the titles that start with the text, case-sensitively, wildcards and all', async () => {
    for (const text of ['Edit post 4242', 'Edit', 'edit', '10.0.42.', '10.0.4', '0.42', '100%', '100_', '编辑', 'E']) {
      expect({ text, got: await ids(startsWith(text)) }).toEqual({ text, got: oracleIds(text) });
    }
    expect(await ids(startsWith('10.0.42.'))).toEqual([TITLES.indexOf('10.0.42.17') + 1]);
    expect(startsWith('   ')).toBeUndefined();
  });

  test('any prefix of a title, or text typed at random, answers what String.startsWith answers', async () => {
    const cut = fc.tuple(fc.constantFrom(...TITLES), fc.nat()).map(([title, n]) => title.slice(0, (n % title.length) + 1));
    const typed = fc.array(fc.constantFrom('E', 'd', '1', '0', '.', '%', '_', '编', '😀', ' '), { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''));
    await fc.assert(
      fc.asyncProperty(fc.oneof(cut, typed), async (text) => {
        if (!text.trim()) return;
        expect(await ids(startsWith(text))).toEqual(oracleIds(text.trim()));
      }),
      { numRuns: 40 },
    );
  });

  test('a generic plan (a named statement\'s) still looks the range up in the pattern index', async () => {
    const q = t.db.select({ id: doc.id }).from(doc).where(startsWith('10.0.42.')).toSQL();
    const plan = await t.db.transaction(async (tx) => {
      // Eleven rows: the planner would rather read the table, so only the index's use is asked.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare kit_prefix (text, text, text) as ${q.sql}`));
      try {
        const args = q.params.map((p) => `'${String(p).replace(/'/g, "''")}'`).join(', ');
        return rowsOf<Record<string, string>>(await tx.execute(sql.raw(`explain execute kit_prefix(${args})`)))
          .map((r) => Object.values(r)[0])
          .join('\n');
      } finally {
        await tx.execute(sql`deallocate kit_prefix`);
      }
    });
    expect(plan).toMatch(/Index (Only )?Scan using kit_doc_title_prefix/);
    expect(plan).toMatch(/Index Cond: .*~>=~ \$1.*~<~ \$2/);
  });
});

