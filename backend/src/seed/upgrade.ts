/**
 * The system seed's upgrade: each release's menus, common-role grants, dictionary labels and
 * parameter names reach databases made by earlier releases, and what admins changed stays.
 *
 * A three-way merge per seeded row and field. Every row the seed writes carries `seeded`: the
 * values it wrote (for menus the parent by name, and `grants: ['common']` once the common role
 * was granted it). On each start, a field whose current value still equals what the seed last
 * wrote was not changed by an admin and takes the new seed value; a field the admin changed
 * keeps theirs. Rows created before this record existed (migration 0008) take their baseline
 * from seed-history.json: every value any earlier release wrote to that field is "untouched".
 *
 * Menus the seed no longer has (removed buttons, renamed pages) are deleted with their role
 * grants when untouched and childless; an edited one is kept and becomes the admin's own row
 * (its record cleared). A seeded menu an admin deleted comes back, as it always did.
 *
 * The common role gets each entry of COMMON_ROLE_MENUS once: the grant is recorded on the
 * menu's record, so an admin's revocation is not undone. Before the record existed, a grant
 * missing from a menu that was there when the role was created (same seed transaction) was
 * revoked; a menu that came later was never granted, and is granted now.
 *
 * Set-based: one read per table, at most one insert per menu tree level, one update and one
 * delete statement per table, one grant insert.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { sysConfig, sysDictData, sysDictType, sysMenu, sysRoleMenu } from '../db/schema';
import type { MenuSeed } from './menus';
import HISTORY from './seed-history.json';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Value = string | number | boolean;
type Fields = Record<string, Value>;
/** Per key, per field: the values earlier releases wrote. */
type History = Record<string, Record<string, Value[]>>;

const history = HISTORY as unknown as {
  commonRoleMenus: string[];
  menus: History;
  dicts: History;
  configs: History;
};

/** Seeded menu fields: record key → column. `parent` is the parent's name ('' at the top). */
const MENU_COLUMNS = {
  menuType: 'menu_type',
  title: 'title',
  titleZh: 'title_zh',
  icon: 'icon',
  path: 'path',
  component: 'component',
  redirect: 'redirect',
  apiRule: 'api_rule',
  isHide: 'is_hide',
  isKeepAlive: 'is_keep_alive',
  sort: 'sort',
  status: 'status',
} as const;
type MenuField = keyof typeof MENU_COLUMNS | 'parent';
const MENU_FIELDS: MenuField[] = ['parent', ...(Object.keys(MENU_COLUMNS) as (keyof typeof MENU_COLUMNS)[])];

interface FlatMenu {
  name: string;
  depth: number;
  fields: Fields;
}

/** The seed tree as rows, parents first: sort (i+1)*10 among siblings, status inherited. */
export function flattenMenus(tree: MenuSeed[]): FlatMenu[] {
  const out: FlatMenu[] = [];
  const walk = (m: MenuSeed, parent: string, depth: number, sort: number, parentStatus: 0 | 1) => {
    const status = m.status ?? parentStatus;
    out.push({
      name: m.name,
      depth,
      fields: {
        parent,
        menuType: m.type,
        title: m.title,
        titleZh: m.titleZh,
        icon: m.icon ?? '',
        path: m.path ?? '',
        component: m.component ?? '',
        redirect: m.redirect ?? '',
        apiRule: m.apiRule ?? '',
        isHide: m.isHide ?? false,
        isKeepAlive: m.isKeepAlive ?? false,
        sort,
        status,
      },
    });
    for (const [i, c] of (m.children ?? []).entries()) walk(c, m.name, depth + 1, (i + 1) * 10, status);
  };
  for (const [i, m] of tree.entries()) walk(m, '', 0, (i + 1) * 10, 1);
  return out;
}

/**
 * The merge of one row: fields whose current value is untouched (in `base`) and differs from
 * the seed take the seed's value. Returns the changed fields.
 */
function merge(
  fields: readonly string[],
  current: Fields,
  seed: Fields,
  base: (f: string) => readonly Value[],
): Fields {
  const set: Fields = {};
  for (const f of fields) {
    if (current[f] !== seed[f] && base(f).includes(current[f])) set[f] = seed[f];
  }
  return set;
}

/** A record compares equal whatever its key order. */
const sameRecord = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const canonical = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, x]) => [k, canonical(x)]),
      )
    : v;

interface MenuRow {
  id: number;
  pid: number;
  name: string;
  seeded: Record<string, Value | string[]> | null;
  /** Created no later than the common role (by the same seed run, at the latest) */
  withCommon: boolean;
  [column: string]: unknown;
}

export interface CommonRole {
  id: number;
  /** Created by this seed run (a fresh install): granted its whole list */
  created: boolean;
}

/** Brings sys_menu and the common role's grants to the seed (see the file comment). */
export async function syncMenus(
  tx: Tx,
  tree: MenuSeed[],
  commonMenus: string[],
  common: CommonRole | undefined,
): Promise<Map<string, number>> {
  const seed = flattenMenus(tree);
  const seedNames = new Set(seed.map((m) => m.name));
  const rows = rowsOf<MenuRow>(
    await tx.execute(sql`select id, pid, name, seeded,
      coalesce(created_at <= (select created_at from sys_role where role_key = 'common'), false) as "withCommon",
      ${sql.raw(
        Object.entries(MENU_COLUMNS)
          .map(([k, c]) => `${c} as "${k}"`)
          .join(', '),
      )} from sys_menu order by id`),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // One row per name (button names need not be unique): the one the seed recorded, else the first.
  const byName = new Map<string, MenuRow>();
  for (const r of rows) {
    const had = byName.get(r.name);
    if (!had || (!had.seeded && r.seeded)) byName.set(r.name, r);
  }
  const ids = new Map([...byName].map(([n, r]) => [n, r.id]));
  const current = (r: MenuRow): Fields => {
    const parent = r.pid === 0 ? '' : (byId.get(r.pid)?.name ?? `#${r.pid}`);
    return { ...Object.fromEntries(Object.keys(MENU_COLUMNS).map((k) => [k, r[k] as Value])), parent };
  };
  const base = (r: MenuRow, name: string) => (f: string) =>
    r.seeded ? [r.seeded[f] as Value] : (history.menus[name]?.[f] ?? []);

  // The common role's grants: which seeded rows get it now, which only get it recorded.
  const granted = new Set<number>();
  if (common && commonMenus.length) {
    const res = await tx.execute(sql`select menu_id from sys_role_menu where role_id = ${common.id}`);
    for (const g of rowsOf<{ menu_id: number }>(res)) granted.add(g.menu_id);
  }
  const commonRecorded = (name: string): boolean => !!common && commonMenus.includes(name);
  const grantNow: string[] = [];
  const decideGrant = (name: string, r: MenuRow | undefined) => {
    if (!common || !commonMenus.includes(name)) return;
    const recorded = Array.isArray(r?.seeded?.grants) && (r.seeded.grants as string[]).includes('common');
    if (recorded) return;
    if (!r || common.created || r.seeded) grantNow.push(name);
    else if (granted.has(r.id)) return;
    // Before the record: missing from a menu that existed when the role was made = revoked.
    else if (!(history.commonRoleMenus.includes(name) && r.withCommon)) grantNow.push(name);
  };
  const record = (m: FlatMenu): Record<string, unknown> => ({
    ...m.fields,
    ...(commonRecorded(m.name) ? { grants: ['common'] } : {}),
  });

  // 1. Insert what is missing, a level at a time (parents first).
  const missing = seed.filter((m) => !byName.has(m.name));
  for (const m of missing) decideGrant(m.name, undefined);
  for (let depth = 0; missing.some((m) => m.depth >= depth); depth++) {
    const level = missing.filter((m) => m.depth === depth);
    if (!level.length) continue;
    const inserted = await tx
      .insert(sysMenu)
      .values(
        level.map((m) => {
          const { parent, ...f } = m.fields as Fields & { menuType: string; title: string; titleZh: string };
          return {
            ...(f as typeof f & {
              icon: string;
              path: string;
              component: string;
              redirect: string;
              apiRule: string;
              isHide: boolean;
              isKeepAlive: boolean;
              sort: number;
              status: number;
            }),
            pid: parent === '' ? 0 : (ids.get(parent as string) ?? 0),
            name: m.name,
            seeded: record(m),
          };
        }),
      )
      .returning({ id: sysMenu.id, name: sysMenu.name });
    for (const r of inserted) ids.set(r.name, r.id);
  }

  // 2. Update existing seeded rows: untouched fields take the seed's values; record the seed.
  const updates: Record<string, unknown>[] = [];
  for (const m of seed) {
    const r = byName.get(m.name);
    if (!r) continue;
    decideGrant(m.name, r);
    const cur = current(r);
    const set = merge(MENU_FIELDS, cur, m.fields, base(r, m.name));
    const rec = record(m);
    if (!Object.keys(set).length && sameRecord(r.seeded, rec)) continue;
    const next = { ...cur, ...set };
    const parentId =
      next.parent === '' ? 0 : set.parent !== undefined ? (ids.get(next.parent as string) ?? r.pid) : r.pid;
    updates.push({ id: r.id, ...next, pid: parentId, seeded: rec, changed: Object.keys(set).length > 0 });
  }
  if (updates.length) {
    const cols = Object.entries(MENU_COLUMNS);
    await tx.execute(sql`update sys_menu m set pid = v.pid, seeded = v.seeded,
      ${sql.raw(cols.map(([k, c]) => `${c} = v."${k}"`).join(', '))},
      updated_at = case when v.changed then now() else m.updated_at end
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id int, pid int, seeded jsonb, changed boolean,
        "menuType" varchar, title varchar, "titleZh" varchar, icon varchar, path varchar, component varchar, redirect varchar,
        "apiRule" varchar, "isHide" boolean, "isKeepAlive" boolean, sort int, status smallint)
      where m.id = v.id`);
  }

  // 3. Rows the seed no longer has: delete the untouched ones without children left; keep the rest as the admin's.
  const gone = rows.filter((r) => !seedNames.has(r.name) && (r.seeded || history.menus[r.name]));
  const untouched = new Set(
    gone.filter((r) => MENU_FIELDS.every((f) => base(r, r.name)(f).includes(current(r)[f]))).map((r) => r.id),
  );
  const pidAfter = new Map(updates.map((u) => [u.id as number, u.pid as number]));
  for (let again = true; again; ) {
    again = false;
    for (const r of rows) {
      const pid = pidAfter.get(r.id) ?? r.pid;
      if (!untouched.has(pid) || untouched.has(r.id)) continue;
      untouched.delete(pid); // a child stays: so does its parent
      again = true;
    }
  }
  const drop = [...untouched];
  const release = gone.filter((r) => r.seeded && !untouched.has(r.id)).map((r) => r.id);
  if (drop.length) {
    const list = sql.join(
      drop.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`delete from sys_role_menu where menu_id in (${list})`);
    await tx.execute(sql`delete from sys_menu where id in (${list})`);
  }
  if (release.length) {
    await tx.execute(
      sql`update sys_menu set seeded = null where id in (${sql.join(
        release.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }

  // 4. The common role's new grants.
  const grantIds = common
    ? grantNow.map((n) => ids.get(n)).filter((id): id is number => id !== undefined && !granted.has(id))
    : [];
  if (common && grantIds.length) {
    await tx
      .insert(sysRoleMenu)
      .values(grantIds.map((menuId) => ({ roleId: common.id, menuId })))
      .onConflictDoNothing();
  }
  for (const id of drop) for (const [n, i] of ids) if (i === id) ids.delete(n);
  return ids;
}

/** [dictType, name, [value, label, labelZh, isDefault?][]] */
type DictSeed = [string, string, [string, string, string, boolean?][]];

/** Dictionaries: inserts missing types and entries; untouched names and labels follow the seed. */
export async function syncDicts(tx: Tx, dicts: DictSeed[]) {
  await tx
    .insert(sysDictType)
    .values(dicts.map(([dictType, dictName]) => ({ dictType, dictName, seeded: { dictName } })))
    .onConflictDoNothing({ target: sysDictType.dictType });
  await tx
    .insert(sysDictData)
    .values(
      dicts.flatMap(([dictType, , items]) =>
        items.map(([dictValue, dictLabel, dictLabelZh, isDefault], i) => ({
          dictType,
          dictValue,
          dictLabel,
          dictLabelZh,
          isDefault: isDefault ?? false,
          dictSort: i + 1,
          seeded: { dictLabel, dictLabelZh },
        })),
      ),
    )
    .onConflictDoNothing({ target: [sysDictData.dictType, sysDictData.dictValue] });

  const types = rowsOf<{ id: number; dictType: string; dictName: string; seeded: Fields | null }>(
    await tx.execute(sql`select id, dict_type as "dictType", dict_name as "dictName", seeded from sys_dict_type`),
  );
  const typeSeed = new Map(dicts.map(([t, name]) => [t, { dictName: name }]));
  const typeUpdates = plan(
    types,
    (r) => r.dictType,
    typeSeed,
    ['dictName'],
    (k) => history.dicts[`type:${k}`],
  );
  if (typeUpdates.length) {
    await tx.execute(sql`update sys_dict_type t set dict_name = v."dictName", seeded = v.seeded
      from jsonb_to_recordset(${JSON.stringify(typeUpdates)}::jsonb) as v(id int, "dictName" varchar, seeded jsonb) where t.id = v.id`);
  }

  const data = rowsOf<{ id: number; key: string; dictLabel: string; dictLabelZh: string; seeded: Fields | null }>(
    await tx.execute(sql`select dict_code as id, dict_type || '|' || dict_value as key, dict_label as "dictLabel",
      dict_label_zh as "dictLabelZh", seeded from sys_dict_data`),
  );
  const dataSeed = new Map(
    dicts.flatMap(([t, , items]) =>
      items.map(([v, dictLabel, dictLabelZh]) => [`${t}|${v}`, { dictLabel, dictLabelZh }] as const),
    ),
  );
  const dataUpdates = plan(
    data,
    (r) => r.key,
    dataSeed,
    ['dictLabel', 'dictLabelZh'],
    (k) => history.dicts[k],
  );
  if (dataUpdates.length) {
    await tx.execute(sql`update sys_dict_data d set dict_label = v."dictLabel", dict_label_zh = v."dictLabelZh", seeded = v.seeded
      from jsonb_to_recordset(${JSON.stringify(dataUpdates)}::jsonb) as v(id int, "dictLabel" varchar, "dictLabelZh" varchar, seeded jsonb)
      where d.dict_code = v.id`);
  }
}

/** Parameters: inserts missing ones; untouched names and remarks follow the seed (values never). */
export async function syncConfigs(tx: Tx, configs: [string, string, string, string][]) {
  await tx
    .insert(sysConfig)
    .values(
      configs.map(([configKey, configName, configValue, remark]) => ({
        configKey,
        configName,
        configValue,
        remark,
        configType: true,
        seeded: { configName, remark },
      })),
    )
    .onConflictDoNothing({ target: sysConfig.configKey });
  const rows = rowsOf<{ id: number; configKey: string; configName: string; remark: string; seeded: Fields | null }>(
    await tx.execute(
      sql`select id, config_key as "configKey", config_name as "configName", remark, seeded from sys_config`,
    ),
  );
  const seed = new Map(configs.map(([k, configName, , remark]) => [k, { configName, remark }]));
  const updates = plan(
    rows,
    (r) => r.configKey,
    seed,
    ['configName', 'remark'],
    (k) => history.configs[k],
  );
  if (updates.length) {
    await tx.execute(sql`update sys_config c set config_name = v."configName", remark = v.remark, seeded = v.seeded
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id int, "configName" varchar, remark varchar, seeded jsonb)
      where c.id = v.id`);
  }
}

/** The merged values and new record of each seeded row whose fields or record change. */
function plan<R extends { id: number; seeded: Fields | null }>(
  rows: R[],
  keyOf: (r: R) => string,
  seed: Map<string, Fields>,
  fields: string[],
  historyOf: (key: string) => Record<string, Value[]> | undefined,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const r of rows) {
    const s = seed.get(keyOf(r));
    if (!s) continue;
    const cur = r as unknown as Fields;
    const set = merge(fields, cur, s, (f) => (r.seeded ? [r.seeded[f]] : (historyOf(keyOf(r))?.[f] ?? [])));
    if (!Object.keys(set).length && sameRecord(r.seeded, s)) continue;
    out.push({ id: r.id, ...Object.fromEntries(fields.map((f) => [f, cur[f]])), ...set, seeded: s });
  }
  return out;
}
