/**
 * Parameters (sys_config): list, get, add, edit, delete. Built-in parameters (seeded,
 * config_type true) cannot be deleted and keep their key. Every change drops the parameter
 * cache (core/params.ts), so `getConfigValue` returns the new value at once on this instance.
 */
import {
  ConfigAddBody,
  ConfigEditBody,
  ConfigListQuery,
  ConfigRow,
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  MenuIdResult,
  PageResult,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray } from 'drizzle-orm';
import { getOr404 } from '../../core/crud';
import { ok } from '../../core/envelope';
import { defineList, filter } from '../../core/list-query';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import { type Lang, t } from '../../core/i18n';
import { invalidateConfigCache } from '../../core/params';
import { sysConfig } from '../../db/schema';

const row = (r: typeof sysConfig.$inferSelect) => ({
  id: r.id,
  configName: r.configName,
  configKey: r.configKey,
  configValue: r.configValue,
  configType: r.configType,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

function requireFields(lang: Lang, b: { configName: string; configKey: string; configValue: string }) {
  const errors = (
    [
      ['configName', b.configName, 'config.nameRequired'],
      ['configKey', b.configKey, 'config.keyRequired'],
      ['configValue', b.configValue, 'config.valueRequired'],
    ] as const
  )
    .filter(([, v]) => v.trim() === '')
    .map(([f, , k]) => ({ field: `body.${f}`, message: t(lang, k) }));
  if (errors.length) throw new ValidationError(errors, errors[0].message);
}

const list = defineList<ConfigListQuery, NonNullable<ConfigListQuery['orderBy']>>({
  table: sysConfig,
  filters: {
    configName: filter.contains(sysConfig.configName),
    configKey: filter.contains(sysConfig.configKey),
    configType: filter.exact(sysConfig.configType),
  },
  sort: {
    id: sysConfig.id,
    configName: sysConfig.configName,
    configKey: sysConfig.configKey,
    configType: sysConfig.configType,
    createdAt: sysConfig.createdAt,
    updatedAt: sysConfig.updatedAt,
  },
  defaultSort: 'id',
  tieBreak: sysConfig.id,
});

export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  async function keyTaken(key: string, selfId?: number) {
    const rows = await db().select({ id: sysConfig.id }).from(sysConfig).where(eq(sysConfig.configKey, key));
    if (rows.some((r) => r.id !== selfId)) throw new ConflictError('config.keyTaken', { key });
  }

  app.get(
    '/config/list',
    {
      config: { rule: 'api/v1/system/config/list' },
      schema: { summary: 'Parameters (paged)', querystring: ConfigListQuery, response: { 200: Envelope(PageResult(ConfigRow)) } },
    },
    async (req) => {
      return ok(await list.run(db(), req.query, db().select().from(sysConfig).$dynamic(), { map: row }));
    },
  );

  app.get(
    '/config/get',
    {
      config: { rule: 'api/v1/system/config/get' },
      schema: { summary: 'One parameter', querystring: IdQuery, response: { 200: Envelope(ConfigRow) } },
    },
    async (req) => {
      const r = await getOr404(db(), sysConfig, req.query.id, 'config.notFound');
      return ok(row(r));
    },
  );

  app.post(
    '/config/add',
    {
      config: { rule: 'api/v1/system/config/add' },
      schema: { summary: 'Add a parameter', body: ConfigAddBody, response: { 200: Envelope(MenuIdResult) } },
    },
    async (req) => {
      const b = req.body;
      requireFields(req.lang, b);
      await keyTaken(b.configKey);
      const [r] = await db()
        .insert(sysConfig)
        .values({ configName: b.configName.trim(), configKey: b.configKey, configValue: b.configValue, configType: false, remark: b.remark ?? '' })
        .returning({ id: sysConfig.id });
      invalidateConfigCache(db());
      return ok({ id: r.id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/config/edit',
    {
      config: { rule: 'api/v1/system/config/edit' },
      schema: { summary: 'Edit a parameter (takes effect at once)', body: ConfigEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const b = req.body;
      requireFields(req.lang, b);
      const before = await getOr404(db(), sysConfig, b.id, 'config.notFound');
      if (before.configType && before.configKey !== b.configKey) throw new ConflictError('config.builtinKey', { key: before.configKey });
      await keyTaken(b.configKey, b.id);
      await db()
        .update(sysConfig)
        .set({ configName: b.configName.trim(), configKey: b.configKey, configValue: b.configValue, remark: b.remark ?? before.remark, updatedAt: new Date() })
        .where(eq(sysConfig.id, b.id));
      invalidateConfigCache(db());
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/config/delete',
    {
      config: { rule: 'api/v1/system/config/delete' },
      schema: { summary: 'Delete parameters (built-in ones answer 409)', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const rows = await db().select().from(sysConfig).where(inArray(sysConfig.id, req.body.ids));
      if (rows.length === 0) throw new NotFoundError('config.notFound');
      const builtin = rows.find((r) => r.configType);
      if (builtin) throw new ConflictError('config.builtinDelete', { key: builtin.configKey });
      await db().delete(sysConfig).where(inArray(sysConfig.id, rows.map((r) => r.id)));
      invalidateConfigCache(db());
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
