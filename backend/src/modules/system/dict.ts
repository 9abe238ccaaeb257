/**
 * Dictionaries: types (list/get/add/edit/delete) and data (getDictData, list/get/add/edit/
 * delete) at the spec's paths (§7).
 *
 * - `getDictData` is open to every logged-in user and served from an in-memory cache per
 *   dictType, dropped on any edit of that type or its data — on the other instances too: the
 *   realtime plugin relays each drop as an internal `dictChanged` bus message (LISTEN/NOTIFY).
 *   DICT_CACHE_TTL_MS only bounds staleness should a message be lost.
 * - Deleting a type that still has data answers 409 (no cascade: dictionary values are
 *   referenced by stored rows, so removing them must be a deliberate step).
 * - Renaming a type's key moves its data with it (one transaction).
 * - One default per type: marking a row default clears the flag on the others.
 */
import {
  DictCodeQuery,
  DictCodeResult,
  DictDataAddBody,
  DictDataEditBody,
  DictDataListQuery,
  DictDataRow,
  DictTypeAddBody,
  DictTypeEditBody,
  DictTypeListQuery,
  DictDataApi,
  DictTypeApi,
  DictTypeRow,
  GetDictDataQuery,
  GetDictDataResult,
  IdsBody,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { fieldError } from '../../core/data/caller';
import { assertFree, firstOr404, getOr404 } from '../../core/data/crud';
import { registerCrudRoutes, registerListRoute } from '../../core/routes/crud-routes';
import { ok } from '../../core/base/envelope';
import { Prerendered, sendPrerendered } from '../../core/http/prerendered';
import { defineList, filter } from '../../core/lists/list-query';
import { ConflictError, NotFoundError, ValidationError } from '../../core/base/errors';
import type { Lang } from '../../core/base/i18n';
import { t } from '../../core/base/i18n';
import { NoData, routeOptions } from '../../core/routes/route-options';
import { afterCommit, type Tx, withTransaction } from '../../core/data/unit-of-work';
import type { Db } from '../../db/client';
import { sysDictData, sysDictType } from '../../db/schema';

export const DICT_CACHE_TTL_MS = 60_000;

interface CachedDict {
  at: number;
  data: Promise<{
    info: { id: number; name: string; type: string; remark: string } | null;
    rows: { value: string; label: string; labelZh: string; isDefault: boolean }[];
  }>;
}
const dictCaches = new WeakMap<Db, Map<string, CachedDict>>();

const dictListeners = new Set<(db: Db, dictType: string | undefined) => void>();

/** Drops cached dictionaries of `db` (one type, or all); `notify: false` for a relayed drop. */
export function invalidateDictCache(db: Db, dictType?: string, opts: { notify?: boolean } = {}) {
  if (dictType === undefined) dictCaches.delete(db);
  else dictCaches.get(db)?.delete(dictType);
  if (opts.notify ?? true) for (const l of dictListeners) l(db, dictType);
}

/** Subscribe to local dictionary changes (for cross-instance invalidation). Returns unsubscribe. */
export function onDictChanged(listener: (db: Db, dictType: string | undefined) => void): () => void {
  dictListeners.add(listener);
  return () => dictListeners.delete(listener);
}

/** getDictData answers by cached dictionary (its loading promise), then language + default. */
const renderedDicts = new WeakMap<object, Map<string, Prerendered>>();
/** `defaultValue` is the caller's: a bound keeps odd values from growing the map. */
const MAX_RENDERED_PER_DICT = 50;

function loadDict(db: Db, dictType: string): CachedDict['data'] {
  let cache = dictCaches.get(db);
  if (!cache) dictCaches.set(db, (cache = new Map()));
  const hit = cache.get(dictType);
  if (hit && Date.now() - hit.at < DICT_CACHE_TTL_MS) return hit.data;
  const data = (async () => {
    const [type] = await db.select().from(sysDictType).where(eq(sysDictType.dictType, dictType));
    if (!type || type.status !== 1) return { info: null, rows: [] };
    const rows = await db
      .select({
        value: sysDictData.dictValue,
        label: sysDictData.dictLabel,
        labelZh: sysDictData.dictLabelZh,
        isDefault: sysDictData.isDefault,
      })
      .from(sysDictData)
      .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, 1)))
      .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
    return { info: { id: type.id, name: type.dictName, type: type.dictType, remark: type.remark }, rows };
  })();
  const entry = { at: Date.now(), data };
  // Bounded: unknown types asked for repeatedly must not grow the map without end.
  if (cache.size > 1000) cache.clear();
  cache.set(dictType, entry);
  data.catch(() => {
    if (cache.get(dictType) === entry) cache.delete(dictType);
  });
  return data;
}

/** Dictionary values for a type in a language (also for server-side use). */
export async function getDictValues(db: Db, dictType: string, lang: Lang, defaultValue?: string) {
  const { info, rows } = await loadDict(db, dictType);
  return {
    info,
    values: rows.map((r) => ({
      key: r.value,
      value: lang === 'zh-cn' && r.labelZh ? r.labelZh : r.label,
      isDefault: defaultValue !== undefined && defaultValue !== '' ? r.value === defaultValue : r.isDefault,
    })),
  };
}

const typeRow = (r: typeof sysDictType.$inferSelect) => ({
  id: r.id,
  dictName: r.dictName,
  dictType: r.dictType,
  status: r.status,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const dataRow = (r: typeof sysDictData.$inferSelect) => ({
  dictCode: r.dictCode,
  dictType: r.dictType,
  dictLabel: r.dictLabel,
  dictLabelZh: r.dictLabelZh,
  dictValue: r.dictValue,
  dictSort: r.dictSort,
  isDefault: r.isDefault,
  status: r.status,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const list = {
  types: defineList<DictTypeListQuery, NonNullable<DictTypeListQuery['orderBy']>>({
    table: sysDictType,
    filters: {
      dictName: filter.contains(sysDictType.dictName),
      dictType: filter.contains(sysDictType.dictType),
      status: filter.exact(sysDictType.status),
    },
    sort: {
      id: sysDictType.id,
      dictName: sysDictType.dictName,
      dictType: sysDictType.dictType,
      status: sysDictType.status,
      createdAt: sysDictType.createdAt,
    },
    defaultSort: 'id',
    tieBreak: sysDictType.id,
  }),
  data: defineList<DictDataListQuery, NonNullable<DictDataListQuery['orderBy']>>({
    table: sysDictData,
    filters: {
      dictType: (type) => (type.trim() ? eq(sysDictData.dictType, type.trim()) : undefined),
      dictLabel: filter.contains(sysDictData.dictLabel, sysDictData.dictLabelZh),
      status: filter.exact(sysDictData.status),
    },
    sort: {
      dictSort: [sysDictData.dictType, sysDictData.dictSort],
      dictLabel: sysDictData.dictLabel,
      dictValue: sysDictData.dictValue,
      status: sysDictData.status,
      createdAt: sysDictData.createdAt,
    },
    defaultSort: 'dictSort',
    tieBreak: sysDictData.dictCode,
  }),
};

/** Trimmed-empty strings get the spec's "cannot be empty" messages. */
function requireText(lang: Lang, pairs: [string, string | undefined, Parameters<typeof t>[1]][]) {
  const errors = pairs
    .filter(([, v]) => v === undefined || v.trim() === '')
    .map(([field, , key]) => ({ field: `body.${field}`, message: t(lang, key) }));
  if (errors.length) throw new ValidationError(errors, errors[0].message);
}

const requireType = (lang: Lang, b: DictTypeAddBody) =>
  requireText(lang, [['dictName', b.dictName, 'dict.nameRequired'], ['dictType', b.dictType, 'dict.typeRequired']]);

const typeFree = (tx: Tx, type: string, exceptId?: number) =>
  assertFree(tx, sysDictType, sysDictType.dictType, type, { message: 'dict.typeTaken', params: { type } }, { exceptId });

const dataValues = (b: DictDataAddBody) => ({
  dictType: b.dictType,
  dictLabel: b.dictLabel.trim(),
  dictLabelZh: b.dictLabelZh?.trim() ?? '',
  dictValue: b.dictValue.trim(),
  dictSort: b.dictSort,
  isDefault: b.isDefault ?? false,
  status: b.status ?? 1,
  remark: b.remark ?? '',
});

async function checkData(tx: Tx, lang: Lang, b: DictDataAddBody, selfCode?: number) {
  requireText(lang, [
    ['dictLabel', b.dictLabel, 'dict.labelRequired'],
    ['dictValue', b.dictValue, 'dict.valueRequired'],
    ['dictType', b.dictType, 'dict.typeRequired'],
  ]);
  const [type] = await tx.select({ id: sysDictType.id }).from(sysDictType).where(eq(sysDictType.dictType, b.dictType));
  if (!type) throw fieldError(lang, 'dictType', 'dict.typeNotFound', { type: b.dictType });
  const dup = await tx
    .select({ code: sysDictData.dictCode })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, b.dictType), eq(sysDictData.dictValue, b.dictValue.trim())));
  if (dup.some((d) => d.code !== selfCode)) throw new ConflictError('dict.valueTaken', { type: b.dictType, value: b.dictValue.trim() });
}

/** One entry by its dictCode (data are keyed by it, not by id), or the entry's 404. */
const dataOr404 = (db: Pick<Db, 'select'>, dictCode: number) =>
  firstOr404(db.select().from(sysDictData).where(eq(sysDictData.dictCode, dictCode)), 'dictData.notFound');

export const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;
  /** Cached dictionaries are dropped once the change is committed. */
  const changed = (tx: Tx, ...types: string[]) => afterCommit(tx, () => types.forEach((type) => invalidateDictCache(db(), type)));

  // ── types ──
  registerCrudRoutes(app, {
    scope: 'shared',
    api: DictTypeApi,
    schemas: { query: DictTypeListQuery, row: DictTypeRow, add: DictTypeAddBody, edit: DictTypeEditBody },
    summaries: { list: 'Dictionary types (paged)', get: 'One dictionary type', add: 'Add a dictionary type', edit: 'Edit a dictionary type (renaming the key moves its data)', delete: 'Delete dictionary types (409 while a type still has data)' },
    service: {
      list: (db, q) => list.types.run(db, q, sysDictType, { map: typeRow }),
      get: async (db, id) => typeRow(await getOr404(db, sysDictType, id, 'dict.notFound')),
      async add(tx, caller, b) {
        requireType(caller.lang, b);
        await typeFree(tx, b.dictType);
        const [row] = await tx
          .insert(sysDictType)
          .values({ dictName: b.dictName.trim(), dictType: b.dictType, status: b.status ?? 1, remark: b.remark ?? '' })
          .returning({ id: sysDictType.id });
        changed(tx, b.dictType);
        return row.id;
      },
      async edit(tx, caller, b) {
        requireType(caller.lang, b);
        const before = await getOr404(tx, sysDictType, b.id, 'dict.notFound');
        await typeFree(tx, b.dictType, b.id);
        await tx
          .update(sysDictType)
          .set({ dictName: b.dictName.trim(), dictType: b.dictType, status: b.status ?? before.status, remark: b.remark ?? before.remark, updatedAt: new Date() })
          .where(eq(sysDictType.id, b.id));
        if (before.dictType !== b.dictType) {
          await tx.update(sysDictData).set({ dictType: b.dictType }).where(eq(sysDictData.dictType, before.dictType));
        }
        changed(tx, before.dictType, b.dictType);
      },
      async remove(tx, ids) {
        const rows = await tx.select().from(sysDictType).where(inArray(sysDictType.id, ids));
        if (rows.length === 0) throw new NotFoundError('dict.notFound');
        const used = await tx
          .select({ dictType: sysDictData.dictType, n: count() })
          .from(sysDictData)
          .where(inArray(sysDictData.dictType, rows.map((r) => r.dictType)))
          .groupBy(sysDictData.dictType);
        if (used.length) throw new ConflictError('dict.typeInUse', { type: used[0].dictType, count: used[0].n });
        await tx.delete(sysDictType).where(inArray(sysDictType.id, rows.map((r) => r.id)));
        changed(tx, ...rows.map((r) => r.dictType));
      },
    },
  });

  // ── data ──
  const dataSummary = "A dictionary's enabled values in the request language (cached)";
  app.get('/dict/data/getDictData', routeOptions({ auth: 'login' }, dataSummary, { query: GetDictDataQuery, reply: GetDictDataResult }), async (req, reply) => {
    // Rendered once per cached dictionary, language and default (issue 17: the envelope and
    // its serialisation cost more than the cached lookup); dropped with the cache entry.
    const source = loadDict(db(), req.query.dictType);
    let byKey = renderedDicts.get(source);
    if (!byKey) renderedDicts.set(source, (byKey = new Map()));
    const key = `${req.lang}\u0000${req.query.defaultValue ?? ''}`;
    let body = byKey.get(key);
    if (!body) {
      const payload = ok(await getDictValues(db(), req.query.dictType, req.lang, req.query.defaultValue));
      body = new Prerendered(Buffer.from(String(reply.serializeInput(payload, '200'))));
      if (byKey.size < MAX_RENDERED_PER_DICT) byKey.set(key, body);
    }
    return sendPrerendered(req, reply, body) as never;
  });

  const { path, rule } = DictDataApi;
  registerListRoute(app, {
    path: path.list,
    rule: rule.list,
    summary: 'Dictionary data (paged)',
    query: DictDataListQuery,
    row: DictDataRow,
    list: (db, q) => list.data.run(db, q, sysDictData, { map: dataRow }),
  });

  app.get(path.get, routeOptions(rule.get, 'One dictionary entry by dictCode', { query: DictCodeQuery, reply: DictDataRow }), async (req) =>
    ok(dataRow(await dataOr404(db(), req.query.dictCode))),
  );

  app.post(path.add, routeOptions(rule.add, 'Add a dictionary entry', { body: DictDataAddBody, reply: DictCodeResult }), async (req) => {
    const b = req.body;
    const code = await withTransaction(app.ctx, async (tx) => {
      await checkData(tx, req.lang, b);
      if (b.isDefault) await tx.update(sysDictData).set({ isDefault: false }).where(eq(sysDictData.dictType, b.dictType));
      const [row] = await tx.insert(sysDictData).values(dataValues(b)).returning({ dictCode: sysDictData.dictCode });
      changed(tx, b.dictType);
      return row.dictCode;
    });
    return ok({ dictCode: code }, t(req.lang, 'common.saved'));
  });

  app.put(path.edit, routeOptions(rule.edit, 'Edit a dictionary entry', { body: DictDataEditBody, reply: NoData }), async (req) => {
    const { dictCode, ...b } = req.body;
    await withTransaction(app.ctx, async (tx) => {
      const before = await dataOr404(tx, dictCode);
      await checkData(tx, req.lang, b, dictCode);
      // One default per type.
      if (b.isDefault) {
        await tx
          .update(sysDictData)
          .set({ isDefault: false })
          .where(and(eq(sysDictData.dictType, b.dictType), ne(sysDictData.dictCode, dictCode)));
      }
      await tx.update(sysDictData).set({ ...dataValues(b), updatedAt: new Date() }).where(eq(sysDictData.dictCode, dictCode));
      changed(tx, before.dictType, b.dictType);
    });
    return ok(null, t(req.lang, 'common.saved'));
  });

  app.delete(path.delete, routeOptions(rule.delete, 'Delete dictionary entries by dictCode', { body: IdsBody, reply: NoData }), async (req) => {
    await withTransaction(app.ctx, async (tx) => {
      const rows = await tx.select().from(sysDictData).where(inArray(sysDictData.dictCode, req.body.ids));
      if (rows.length === 0) throw new NotFoundError('dictData.notFound');
      await tx.delete(sysDictData).where(inArray(sysDictData.dictCode, rows.map((r) => r.dictCode)));
      changed(tx, ...new Set(rows.map((r) => r.dictType)));
    });
    return ok(null, t(req.lang, 'common.deleted'));
  });
};
