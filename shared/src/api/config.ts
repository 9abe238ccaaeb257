/** System → Parameters (sys_config). */
import { type Static, Type } from 'typebox';
import { Id, PageQuery } from './envelope';
import { defineEntity } from './entity';

/** Endpoints and permission rules of System → Parameters. */
export const ConfigApi = defineEntity('system', 'config', ['list', 'get', 'add', 'edit', 'delete']);

export const CONFIG_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]*$';

export const ConfigOrderBy = Type.Enum(['id', 'configName', 'configKey', 'configType', 'createdAt', 'updatedAt']);
export const ConfigListQuery = Type.Object(
  {
    ...PageQuery.properties,
    orderBy: Type.Optional(ConfigOrderBy),
    configName: Type.Optional(Type.String({ maxLength: 100 })),
    configKey: Type.Optional(Type.String({ maxLength: 100 })),
    /** true = built-in only, false = custom only */
    configType: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ConfigListQuery = Static<typeof ConfigListQuery>;

const configFields = {
  configName: Type.String({ minLength: 1, maxLength: 100 }),
  configKey: Type.String({ minLength: 1, maxLength: 100, pattern: CONFIG_KEY_PATTERN }),
  configValue: Type.String({ minLength: 1, maxLength: 500 }),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
};
/** Parameters added through the API are never built-in. */
export const ConfigAddBody = Type.Object(configFields, { additionalProperties: false });
export type ConfigAddBody = Static<typeof ConfigAddBody>;
export const ConfigEditBody = Type.Object({ id: Id, ...configFields }, { additionalProperties: false });
export type ConfigEditBody = Static<typeof ConfigEditBody>;

export const ConfigRow = Type.Object({
  id: Type.Integer(),
  configName: Type.String(),
  configKey: Type.String(),
  configValue: Type.String(),
  /** Built-in: cannot be deleted, key cannot change */
  configType: Type.Boolean(),
  remark: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ConfigRow = Static<typeof ConfigRow>;

/** GET /backend/api/v1/pub/brand → data (public: the shell needs it before login) */
export const BrandResult = Type.Object({ name: Type.String() });
export type BrandResult = Static<typeof BrandResult>;
