/** Finance → Positions: the roles a contract order rates (Server, Event crew, Warehouse assistant…). */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id, MASTER_STATUSES, Text } from './common';

export const PositionApi = defineEntity('finance', 'position', ['list', 'get', 'add', 'edit', 'delete']);

export const POSITION_STATUSES = MASTER_STATUSES;

export const PositionOrderBy = Type.Enum(['id', 'name', 'status', 'createdAt']);

/** GET /backend/api/v1/finance/position/list */
export const PositionListQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Enum(POSITION_STATUSES)),
  orderBy: Type.Optional(PositionOrderBy),
});
export type PositionListQuery = Static<typeof PositionListQuery>;

const PositionFormFields = {
  /** Unique */
  name: Text(100, { minLength: 1 }),
  description: Type.Optional(Text(1000)),
  /**
   * Certificate types a worker needs by default (ids of workforce certificate types; unknown
   * ids are refused). Empty or absent = none (stored as null).
   */
  certificateTypeIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  status: Type.Optional(Type.Enum(POSITION_STATUSES, { default: 'active' })),
};

/** POST /backend/api/v1/finance/position/add */
export const PositionAddBody = Type.Object(PositionFormFields, { additionalProperties: false });
export type PositionAddBody = Static<typeof PositionAddBody>;

/** PUT /backend/api/v1/finance/position/edit */
export const PositionEditBody = Type.Object({ id: Id, ...PositionFormFields }, { additionalProperties: false });
export type PositionEditBody = Static<typeof PositionEditBody>;

export const PositionRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  certificateTypeIds: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  status: Type.Enum(POSITION_STATUSES),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PositionRow = Static<typeof PositionRow>;
