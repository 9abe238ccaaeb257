/**
 * Upgrades: a database an earlier release seeded, started on this release, gets this release's
 * menus, permissions and reference data as a fresh install has them, and keeps what its
 * admins changed (src/seed/upgrade.ts).
 *
 * The fixtures are what the seed of an earlier release left in a fresh database
 * (scripts/seed-fixture.mjs ran that release's own migrations and seed): 1d3377f, the commit
 * before the upgrade mechanism, and acbc9ea, a release whose business menus were seeded
 * disabled and whose buttons have changed since. Each is loaded into a database migrated as far
 * as that release was, an admin makes a few edits, then the new code starts on it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { MIGRATIONS_DIR, migrate, rowsOf } from '../src/db/migrate';
import { seed } from '../src/seed';
import { ADMIN_PASSWORD, createTestDb, type TestDb } from './helpers';

interface Fixture {
  migrations: string[];
  [table: string]: unknown;
}
type Table = { columns: string[]; rows: unknown[][] };

/** An empty database (PGlite in memory, or a throw-away PostgreSQL database). */
async function emptyDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pgliteDir: 'memory' });
    return { db: database.db, close: () => database.close() };
  }
  const name = `shiftdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database: Database = await openDatabase({ databaseUrl: u.toString() });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Migrates only the migrations an earlier release had (a copy of the folder, journal cut). */
async function migrateAsOf(db: Db, tags: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shiftdesk-migrations-'));
  try {
    fs.mkdirSync(path.join(dir, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => tags.includes(e.tag));
    expect(journal.entries.map((e: { tag: string }) => e.tag)).toEqual(tags);
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    for (const t of tags) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${t}.sql`), path.join(dir, `${t}.sql`));
    await migrate(db, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Loads the fixture's rows in one transaction (one created_at for all, as the seed's run). */
async function load(db: Db, fixture: Fixture) {
  await db.transaction(async (tx) => {
    for (const table of ['sys_role', 'sys_menu', 'sys_role_menu', 'sys_dict_type', 'sys_dict_data', 'sys_config']) {
      const { columns, rows } = fixture[table] as Table;
      const objects = rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));
      const cols = sql.raw(columns.map((c) => `"${c}"`).join(', '));
      await tx.execute(
        sql`insert into ${sql.raw(table)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(objects)}::jsonb)`,
      );
      const key = table === 'sys_dict_data' ? 'dict_code' : 'id';
      if (columns.includes(key)) {
        await tx.execute(
          sql.raw(`select setval(pg_get_serial_sequence('${table}', '${key}'), (select max(${key}) from ${table}))`),
        );
      }
    }
  });
}

const rows = async <T>(db: Db, q: string) => rowsOf<T>(await db.execute(sql.raw(q)));

/** Everything the seed decides, by natural keys (ids and timestamps differ between databases). */
async function state(db: Db) {
  const menus = await rows<Record<string, unknown>>(
    db,
    `select m.name, coalesce(p.name, '') as parent, m.menu_type, m.title, m.title_zh, m.icon, m.path, m.component, m.redirect,
       m.api_rule, m.link_url, m.is_hide, m.is_keep_alive, m.is_affix, m.is_iframe, m.sort, m.status, m.remark, to_jsonb(m) -> 'seeded' as seeded
     from sys_menu m left join sys_menu p on p.id = m.pid order by m.name, m.menu_type`,
  );
  const grants = await rows<{ g: string }>(
    db,
    `select r.role_key || ' ' || m.name as g from sys_role_menu rm join sys_role r on r.id = rm.role_id
     join sys_menu m on m.id = rm.menu_id order by 1`,
  );
  const roles = await rows<Record<string, unknown>>(
    db,
    'select role_key, name, data_scope, status, remark from sys_role order by role_key',
  );
  const dictTypes = await rows<Record<string, unknown>>(
    db,
    `select dict_type, dict_name, status, remark, to_jsonb(t) -> 'seeded' as seeded from sys_dict_type t order by dict_type`,
  );
  const dictData = await rows<Record<string, unknown>>(
    db,
    `select dict_type, dict_value, dict_label, dict_label_zh, dict_sort, is_default, status, to_jsonb(d) -> 'seeded' as seeded
     from sys_dict_data d order by dict_type, dict_value`,
  );
  const configs = await rows<Record<string, unknown>>(
    db,
    `select config_key, config_name, config_value, config_type, remark, to_jsonb(c) -> 'seeded' as seeded from sys_config c order by config_key`,
  );
  return {
    menus: Object.fromEntries(menus.map((m) => [m.name, m])),
    grants: grants.map((g) => g.g),
    roles,
    dictTypes,
    dictData,
    configs,
  };
}

/** Every column of every seeded table, ids and timestamps too: a second start must change nothing. */
const raw = async (db: Db) =>
  Promise.all(
    [
      'sys_menu order by id',
      'sys_role_menu order by role_id, menu_id',
      'sys_dict_type order by id',
      'sys_dict_data order by dict_code',
      'sys_config order by id',
      'sys_role order by id',
    ].map((t) => rows(db, `select * from ${t}`)),
  );

let fresh: TestDb;
let freshState: Awaited<ReturnType<typeof state>>;
beforeAll(async () => {
  fresh = await createTestDb();
  freshState = await state(fresh.db);
});
afterAll(() => fresh.close());

describe.each(['1d3377f', 'acbc9ea'])('a database seeded by %s', (rev) => {
  const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, `fixtures/seed-${rev}.json`), 'utf8')) as Fixture;

  test("upgraded on start: the menus and permissions of a fresh install, and the admin's own edits", async () => {
    const old = await emptyDb();
    try {
      await migrateAsOf(old.db, fixture.migrations);
      await load(old.db, fixture);
      const before = await state(old.db);
      // The admin's edits: a title, a disabled page, a grant revoked from the common role.
      await old.db.execute(sql`update sys_menu set title = 'Role admin' where name = 'systemRole'`);
      await old.db.execute(sql`update sys_menu set status = 0 where name = 'systemPost'`);
      await old.db.execute(
        sql`update sys_dict_data set dict_label = 'Lady' where dict_type = 'sys_user_sex' and dict_value = '2'`,
      );
      await old.db.execute(
        sql`update sys_config set config_value = 'Acme', remark = 'Our name' where config_key = 'sys.brand.name'`,
      );
      await old.db.execute(
        sql`delete from sys_role_menu where role_id = (select id from sys_role where role_key = 'common')
            and menu_id = (select id from sys_menu where name = 'systemUser')`,
      );

      // The new code starts on it.
      await migrate(old.db);
      await seed(old.db, { adminPassword: ADMIN_PASSWORD, demo: false });
      const after = await state(old.db);

      // acbc9ea's menus differ from today's (1d3377f's differ once this release changes a menu).
      if (rev === 'acbc9ea') {
        const changed = Object.keys(freshState.menus).filter(
          (n) =>
            JSON.stringify({ ...before.menus[n], seeded: null }) !==
            JSON.stringify({ ...freshState.menus[n], seeded: null }),
        );
        expect(changed.length).toBeGreaterThan(20);
        expect(before.menus.workforce).toMatchObject({ status: 0 });
        expect(Object.keys(before.menus).filter((n) => !freshState.menus[n]).length).toBeGreaterThan(0);
      }

      // Equal to a fresh install, except exactly the admin's edits.
      const expected = structuredClone(freshState);
      expected.menus.systemRole.title = 'Role admin';
      expected.menus.systemPost.status = 0;
      expected.grants = expected.grants.filter((g) => g !== 'common systemUser');
      const lady = expected.dictData.find(
        (d: Record<string, unknown>) => d.dict_type === 'sys_user_sex' && d.dict_value === '2',
      ) as Record<string, unknown>;
      lady.dict_label = 'Lady';
      const brand = expected.configs.find((c: Record<string, unknown>) => c.config_key === 'sys.brand.name') as Record<
        string,
        unknown
      >;
      Object.assign(brand, { config_value: 'Acme', remark: 'Our name' });
      expect(after.menus).toEqual(expected.menus);
      expect(after.grants).toEqual(expected.grants);
      expect(after.roles).toEqual(expected.roles);
      expect(after.dictTypes).toEqual(expected.dictTypes);
      expect(after.dictData).toEqual(expected.dictData);
      expect(after.configs).toEqual(expected.configs);

      // A second start changes nothing at all.
      const once = await raw(old.db);
      await seed(old.db, { adminPassword: ADMIN_PASSWORD, demo: false });
      expect(await raw(old.db)).toEqual(once);
    } finally {
      await old.close();
    }
  });
});

test('a later release: untouched rows follow the seed, edited fields stay, removed entries go unless edited, new common grants arrive once', async () => {
  const db = fresh.db;
  const { syncMenus } = await import('../src/seed/upgrade');
  const { MENU_TREE, COMMON_ROLE_MENUS } = await import('../src/seed/menus');
  const [common] = await rows<{ id: number }>(db, `select id from sys_role where role_key = 'common'`);
  const run = (tree: typeof MENU_TREE, commonMenus: string[]) =>
    db.transaction((tx) => syncMenus(tx, tree, commonMenus, { id: common.id, created: false }));
  const menu = async (name: string) =>
    (await rows<Record<string, unknown>>(db, `select * from sys_menu where name = '${name}'`))[0];
  const grantsOf = async () =>
    (
      await rows<{ name: string }>(
        db,
        `select m.name from sys_role_menu rm join sys_menu m on m.id = rm.menu_id where rm.role_id = ${common.id} order by 1`,
      )
    ).map((r) => r.name);

  // The admin edits the Users page's icon and the Roles page's Add button's title.
  await db.execute(sql`update sys_menu set icon = 'MyIcon' where name = 'systemUser'`);
  await db.execute(sql`update sys_menu set title = 'Create' where name = 'systemRole:add'`);
  // The next release retitles Users, drops the Roles page's add and delete buttons and grants the common role Posts.
  const next = structuredClone(MENU_TREE);
  const child = (list: typeof MENU_TREE | undefined, name: string) => {
    const m = list?.find((c) => c.name === name);
    if (!m) throw new Error(`no menu ${name}`);
    return m;
  };
  const system = child(next, 'system');
  const users = child(system.children, 'systemUser');
  users.title = 'People';
  users.icon = 'PeopleOutlined';
  const roles = child(system.children, 'systemRole');
  roles.children = roles.children?.filter((b) => b.name !== 'systemRole:add' && b.name !== 'systemRole:delete');
  await db.execute(
    sql`insert into sys_role_menu (role_id, menu_id) select ${common.id}, id from sys_menu where name = 'systemRole:delete'`,
  );
  await run(next, [...COMMON_ROLE_MENUS, 'systemPost']);

  expect(await menu('systemUser')).toMatchObject({ title: 'People', icon: 'MyIcon' });
  expect(await menu('systemRole:delete')).toBeUndefined();
  expect(await menu('systemRole:add')).toMatchObject({ title: 'Create', seeded: null }); // edited: kept as the admin's
  expect(await grantsOf()).toEqual(['system', 'systemNoticeShow', 'systemPost', 'systemUser']);
  // The admin revokes the new grant: the next start does not give it back.
  await db.execute(
    sql`delete from sys_role_menu where role_id = ${common.id} and menu_id = (select id from sys_menu where name = 'systemPost')`,
  );
  await run(next, [...COMMON_ROLE_MENUS, 'systemPost']);
  expect(await grantsOf()).toEqual(['system', 'systemNoticeShow', 'systemUser']);
  expect(await menu('systemRole:add')).toMatchObject({ title: 'Create' });
});
