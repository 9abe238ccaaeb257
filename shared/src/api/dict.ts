/** System → Dictionaries: types and data (spec §3, §7 dict/data/* calls). */
import { type Static, Type } from 'typebox';
import { Id, PageQuery } from './envelope';
import { defineEntity } from './entity';

/** Endpoints and permission rules of System → Dictionaries (types; data are keyed by dictCode). */
export const DictTypeApi = defineEntity('system', 'dict/type', ['list', 'get', 'add', 'edit', 'delete']);
export const DictDataApi = defineEntity('system', 'dict/data', ['list', 'get', 'add', 'edit', 'delete']);

/** A dictionary type key, e.g. sys_notice_tag */
export const DICT_TYPE_PATTERN = '^[A-Za-z][A-Za-z0-9_.:-]*$';
const DictTypeKey = Type.String({ minLength: 1, maxLength: 100, pattern: DICT_TYPE_PATTERN });

// ── types ──
export const DictTypeOrderBy = Type.Enum(['id', 'dictName', 'dictType', 'status', 'createdAt']);
export const DictTypeListQuery = Type.Object(
  {
    ...PageQuery.properties,
    orderBy: Type.Optional(DictTypeOrderBy),
    dictName: Type.Optional(Type.String({ maxLength: 100 })),
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);
export type DictTypeListQuery = Static<typeof DictTypeListQuery>;

const dictTypeFields = {
  dictName: Type.String({ minLength: 1, maxLength: 100 }),
  dictType: DictTypeKey,
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
};
export const DictTypeAddBody = Type.Object(dictTypeFields, { additionalProperties: false });
export type DictTypeAddBody = Static<typeof DictTypeAddBody>;
export const DictTypeEditBody = Type.Object({ id: Id, ...dictTypeFields }, { additionalProperties: false });
export type DictTypeEditBody = Static<typeof DictTypeEditBody>;

export const DictTypeRow = Type.Object({
  id: Type.Integer(),
  dictName: Type.String(),
  dictType: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type DictTypeRow = Static<typeof DictTypeRow>;

// ── data ──
/** GET dict/data/getDictData query */
export const GetDictDataQuery = Type.Object(
  {
    dictType: DictTypeKey,
    /** The value to flag as default instead of the row marked default */
    defaultValue: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type GetDictDataQuery = Static<typeof GetDictDataQuery>;

export const DictValue = Type.Object({
  /** The stored value (dict value) */
  key: Type.String(),
  /** The label in the request's language */
  value: Type.String(),
  isDefault: Type.Boolean(),
});
export type DictValue = Static<typeof DictValue>;

/** GET dict/data/getDictData → data (info is null for an unknown or disabled type) */
export const GetDictDataResult = Type.Object({
  info: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), remark: Type.String() }),
    Type.Null(),
  ]),
  values: Type.Array(DictValue),
});
export type GetDictDataResult = Static<typeof GetDictDataResult>;

/** `dictSort` orders by type first, so an unfiltered list keeps each type's entries together. */
export const DictDataOrderBy = Type.Enum(['dictSort', 'dictLabel', 'dictValue', 'status', 'createdAt']);
export const DictDataListQuery = Type.Object(
  {
    ...PageQuery.properties,
    orderBy: Type.Optional(DictDataOrderBy),
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);
export type DictDataListQuery = Static<typeof DictDataListQuery>;

export const DictCodeQuery = Type.Object({ dictCode: Id }, { additionalProperties: false });

const dictDataFields = {
  dictType: DictTypeKey,
  /** Label (English) */
  dictLabel: Type.String({ minLength: 1, maxLength: 100 }),
  /** Label (Simplified Chinese); the English label is used when empty */
  dictLabelZh: Type.Optional(Type.String({ maxLength: 100 })),
  /** Key value */
  dictValue: Type.String({ minLength: 1, maxLength: 100 }),
  /** Order */
  dictSort: Type.Integer({ minimum: -1000000, maximum: 1000000 }),
  /** System default (one per type) */
  isDefault: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
};
export const DictDataAddBody = Type.Object(dictDataFields, { additionalProperties: false });
export type DictDataAddBody = Static<typeof DictDataAddBody>;
export const DictDataEditBody = Type.Object({ dictCode: Id, ...dictDataFields }, { additionalProperties: false });
export type DictDataEditBody = Static<typeof DictDataEditBody>;

export const DictDataRow = Type.Object({
  dictCode: Type.Integer(),
  dictType: Type.String(),
  dictLabel: Type.String(),
  dictLabelZh: Type.String(),
  dictValue: Type.String(),
  dictSort: Type.Integer(),
  isDefault: Type.Boolean(),
  status: Type.Integer(),
  remark: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type DictDataRow = Static<typeof DictDataRow>;

/** POST dict/data/add → data */
export const DictCodeResult = Type.Object({ dictCode: Type.Integer() });
