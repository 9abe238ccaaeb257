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
  DictTypeRow,
  EmptyEnvelope,
  Envelope,
  GetDictDataQuery,
  GetDictDataResult,
  IdQuery,
  IdsBody,
  MenuIdResult,
  PageResult,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, ne, } from 'drizzle-orm';
import { getOr404 } from '../../core/crud';
import { ok } from '../../core/envelope';
import { Prerendered, sendPrerendered } from '../../core/prerendered';
import { defineList, filter } from '../../core/list-query';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import type { Lang } from '../../core/i18n';
import { t } from '../../core/i18n';
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

export const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  /** Trimmed-empty strings get the spec's "cannot be empty" messages. */
  function requireText(lang: Lang, pairs: [string, string | undefined, Parameters<typeof t>[1]][]) {
    const errors = pairs
      .filter(([, v]) => v === undefined || v.trim() === '')
      .map(([field, , key]) => ({ field: `body.${field}`, message: t(lang, key) }));
    if (errors.length) throw new ValidationError(errors, errors[0].message);
  }

  // ── types ──
  app.get(
    '/dict/type/list',
    {
      config: { rule: 'api/v1/system/dict/type/list' },
      schema: { summary: 'Dictionary types (paged)', querystring: DictTypeListQuery, response: { 200: Envelope(PageResult(DictTypeRow)) } },
    },
    async (req) => {
      return ok(await list.types.run(db(), req.query, db().select().from(sysDictType).$dynamic(), { map: typeRow }));
    },
  );

  app.get(
    '/dict/type/get',
    {
      config: { rule: 'api/v1/system/dict/type/get' },
      schema: { summary: 'One dictionary type', querystring: IdQuery, response: { 200: Envelope(DictTypeRow) } },
    },
    async (req) => {
      const r = await getOr404(db(), sysDictType, req.query.id, 'dict.notFound');
      return ok(typeRow(r));
    },
  );

  async function typeTaken(dictType: string, selfId?: number) {
    const rows = await db().select({ id: sysDictType.id }).from(sysDictType).where(eq(sysDictType.dictType, dictType));
    if (rows.some((r) => r.id !== selfId)) throw new ConflictError('dict.typeTaken', { type: dictType });
  }

  app.post(
    '/dict/type/add',
    {
      config: { rule: 'api/v1/system/dict/type/add' },
      schema: { summary: 'Add a dictionary type', body: DictTypeAddBody, response: { 200: Envelope(MenuIdResult) } },
    },
    async (req) => {
      const b = req.body;
      requireText(req.lang, [['dictName', b.dictName, 'dict.nameRequired'], ['dictType', b.dictType, 'dict.typeRequired']]);
      await typeTaken(b.dictType);
      const [row] = await db()
        .insert(sysDictType)
        .values({ dictName: b.dictName.trim(), dictType: b.dictType, status: b.status ?? 1, remark: b.remark ?? '' })
        .returning({ id: sysDictType.id });
      invalidateDictCache(db(), b.dictType);
      return ok({ id: row.id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/dict/type/edit',
    {
      config: { rule: 'api/v1/system/dict/type/edit' },
      schema: { summary: 'Edit a dictionary type (renaming the key moves its data)', body: DictTypeEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const b = req.body;
      requireText(req.lang, [['dictName', b.dictName, 'dict.nameRequired'], ['dictType', b.dictType, 'dict.typeRequired']]);
      const before = await getOr404(db(), sysDictType, b.id, 'dict.notFound');
      await typeTaken(b.dictType, b.id);
      await db().transaction(async (tx) => {
        await tx
          .update(sysDictType)
          .set({ dictName: b.dictName.trim(), dictType: b.dictType, status: b.status ?? before.status, remark: b.remark ?? before.remark, updatedAt: new Date() })
          .where(eq(sysDictType.id, b.id));
        if (before.dictType !== b.dictType) {
          await tx.update(sysDictData).set({ dictType: b.dictType }).where(eq(sysDictData.dictType, before.dictType));
        }
      });
      invalidateDictCache(db(), before.dictType);
      invalidateDictCache(db(), b.dictType);
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/dict/type/delete',
    {
      config: { rule: 'api/v1/system/dict/type/delete' },
      schema: { summary: 'Delete dictionary types (409 while a type still has data)', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const rows = await db().select().from(sysDictType).where(inArray(sysDictType.id, req.body.ids));
      if (rows.length === 0) throw new NotFoundError('dict.notFound');
      const used = await db()
        .select({ dictType: sysDictData.dictType, n: count() })
        .from(sysDictData)
        .where(inArray(sysDictData.dictType, rows.map((r) => r.dictType)))
        .groupBy(sysDictData.dictType);
      if (used.length) throw new ConflictError('dict.typeInUse', { type: used[0].dictType, count: used[0].n });
      await db().delete(sysDictType).where(inArray(sysDictType.id, rows.map((r) => r.id)));
      for (const r of rows) invalidateDictCache(db(), r.dictType);
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );

  // ── data ──
  app.get(
    '/dict/data/getDictData',
    {
      config: { auth: 'login' },
      schema: {
        summary: "A dictionary's enabled values in the request language (cached)",
        querystring: GetDictDataQuery,
        response: { 200: Envelope(GetDictDataResult) },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.get(
    '/dict/data/list',
    {
      config: { rule: 'api/v1/system/dict/data/list' },
      schema: { summary: 'Dictionary data (paged)', querystring: DictDataListQuery, response: { 200: Envelope(PageResult(DictDataRow)) } },
    },
    async (req) => {
      return ok(await list.data.run(db(), req.query, db().select().from(sysDictData).$dynamic(), { map: dataRow }));
    },
  );

  app.get(
    '/dict/data/get',
    {
      config: { rule: 'api/v1/system/dict/data/get' },
      schema: { summary: 'One dictionary entry by dictCode', querystring: DictCodeQuery, response: { 200: Envelope(DictDataRow) } },
    },
    async (req) => {
      const [r] = await db().select().from(sysDictData).where(eq(sysDictData.dictCode, req.query.dictCode));
      if (!r) throw new NotFoundError('dictData.notFound');
      return ok(dataRow(r));
    },
  );

  async function checkData(lang: Lang, b: DictDataAddBody, selfCode?: number) {
    requireText(lang, [
      ['dictLabel', b.dictLabel, 'dict.labelRequired'],
      ['dictValue', b.dictValue, 'dict.valueRequired'],
      ['dictType', b.dictType, 'dict.typeRequired'],
    ]);
    const [type] = await db().select({ id: sysDictType.id }).from(sysDictType).where(eq(sysDictType.dictType, b.dictType));
    if (!type) {
      throw new ValidationError([{ field: 'body.dictType', message: t(lang, 'dict.typeNotFound', { type: b.dictType }) }], t(lang, 'dict.typeNotFound', { type: b.dictType }));
    }
    const dup = await db()
      .select({ code: sysDictData.dictCode })
      .from(sysDictData)
      .where(and(eq(sysDictData.dictType, b.dictType), eq(sysDictData.dictValue, b.dictValue.trim())));
    if (dup.some((d) => d.code !== selfCode)) throw new ConflictError('dict.valueTaken', { type: b.dictType, value: b.dictValue.trim() });
  }

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

  app.post(
    '/dict/data/add',
    {
      config: { rule: 'api/v1/system/dict/data/add' },
      schema: { summary: 'Add a dictionary entry', body: DictDataAddBody, response: { 200: Envelope(DictCodeResult) } },
    },
    async (req) => {
      const b = req.body;
      await checkData(req.lang, b);
      const code = await db().transaction(async (tx) => {
        if (b.isDefault) await tx.update(sysDictData).set({ isDefault: false }).where(eq(sysDictData.dictType, b.dictType));
        const [row] = await tx.insert(sysDictData).values(dataValues(b)).returning({ dictCode: sysDictData.dictCode });
        return row.dictCode;
      });
      invalidateDictCache(db(), b.dictType);
      return ok({ dictCode: code }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/dict/data/edit',
    {
      config: { rule: 'api/v1/system/dict/data/edit' },
      schema: { summary: 'Edit a dictionary entry', body: DictDataEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const { dictCode, ...b } = req.body;
      const [before] = await db().select().from(sysDictData).where(eq(sysDictData.dictCode, dictCode));
      if (!before) throw new NotFoundError('dictData.notFound');
      await checkData(req.lang, b, dictCode);
      await db().transaction(async (tx) => {
        if (b.isDefault) {
          await tx
            .update(sysDictData)
            .set({ isDefault: false })
            .where(and(eq(sysDictData.dictType, b.dictType), ne(sysDictData.dictCode, dictCode)));
        }
        await tx.update(sysDictData).set({ ...dataValues(b), updatedAt: new Date() }).where(eq(sysDictData.dictCode, dictCode));
      });
      invalidateDictCache(db(), before.dictType);
      invalidateDictCache(db(), b.dictType);
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/dict/data/delete',
    {
      config: { rule: 'api/v1/system/dict/data/delete' },
      schema: { summary: 'Delete dictionary entries by dictCode', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const rows = await db().select().from(sysDictData).where(inArray(sysDictData.dictCode, req.body.ids));
      if (rows.length === 0) throw new NotFoundError('dictData.notFound');
      await db().delete(sysDictData).where(inArray(sysDictData.dictCode, rows.map((r) => r.dictCode)));
      for (const type of new Set(rows.map((r) => r.dictType))) invalidateDictCache(db(), type);
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
