/**
 * Parameters (sys_config): list, get, add, edit, delete. Built-in parameters (seeded,
 * config_type true) cannot be deleted and keep their key. Every change drops the parameter
 * cache (core/data/params.ts), so `getConfigValue` returns the new value at once on this instance.
 */
import { ConfigAddBody, ConfigApi, ConfigEditBody, ConfigListQuery, ConfigRow } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray } from 'drizzle-orm';
import { assertFree, getOr404 } from '../../core/data/crud';
import { registerCrudRoutes } from '../../core/routes/crud-routes';
import { defineList, filter } from '../../core/lists/list-query';
import { ConflictError, NotFoundError, ValidationError } from '../../core/base/errors';
import { type Lang, t } from '../../core/base/i18n';
import { invalidateConfigCache } from '../../core/data/params';
import { afterCommit, type Tx } from '../../core/data/unit-of-work';
import { sysConfig } from '../../db/schema';
import { MASK, secretParameter } from '../../core/base/redact';

const row = (r: typeof sysConfig.$inferSelect) => ({
  id: r.id,
  configName: r.configName,
  configKey: r.configKey,
  // A secret (the SMTP password) is never sent back; an edit that leaves the mask keeps it.
  configValue: secretParameter(r) ? MASK : r.configValue,
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
  const changed = (tx: Tx) => afterCommit(tx, () => invalidateConfigCache(app.ctx.db));

  const keyFree = (tx: Tx, key: string, exceptId?: number) =>
    assertFree(tx, sysConfig, sysConfig.configKey, key, { message: 'config.keyTaken', params: { key } }, { exceptId });

  registerCrudRoutes(app, {
    scope: 'shared',
    api: ConfigApi,
    schemas: { query: ConfigListQuery, row: ConfigRow, add: ConfigAddBody, edit: ConfigEditBody },
    summaries: { list: 'Parameters (paged)', get: 'One parameter', add: 'Add a parameter', edit: 'Edit a parameter (takes effect at once)', delete: 'Delete parameters (built-in ones answer 409)' },
    service: {
      list: (db, q) => list.run(db, q, sysConfig, { map: row }),
      get: async (db, id) => row(await getOr404(db, sysConfig, id, 'config.notFound')),
      async add(tx, caller, b) {
        requireFields(caller.lang, b);
        await keyFree(tx, b.configKey);
        const [r] = await tx
          .insert(sysConfig)
          .values({ configName: b.configName.trim(), configKey: b.configKey, configValue: b.configValue, configType: false, remark: b.remark ?? '' })
          .returning({ id: sysConfig.id });
        changed(tx);
        return r.id;
      },
      async edit(tx, caller, b) {
        requireFields(caller.lang, b);
        const before = await getOr404(tx, sysConfig, b.id, 'config.notFound');
        if (before.configType && before.configKey !== b.configKey) throw new ConflictError('config.builtinKey', { key: before.configKey });
        await keyFree(tx, b.configKey, b.id);
        const value = b.configValue === MASK && secretParameter(before) ? before.configValue : b.configValue;
        await tx
          .update(sysConfig)
          .set({ configName: b.configName.trim(), configKey: b.configKey, configValue: value, remark: b.remark ?? before.remark, updatedAt: new Date() })
          .where(eq(sysConfig.id, b.id));
        changed(tx);
      },
      async remove(tx, ids) {
        const rows = await tx.select().from(sysConfig).where(inArray(sysConfig.id, ids));
        if (rows.length === 0) throw new NotFoundError('config.notFound');
        const builtin = rows.find((r) => r.configType);
        if (builtin) throw new ConflictError('config.builtinDelete', { key: builtin.configKey });
        await tx.delete(sysConfig).where(inArray(sysConfig.id, rows.map((r) => r.id)));
        changed(tx);
      },
    },
  });
};
