/** The audit trail of business records: System → Audit list and a record's History. */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';
import { defineEntity } from './entity';

export const AuditApi = defineEntity('system', 'audit', ['list', 'history']);

const DateRange = Type.Array(Type.String({ format: 'date' }), { minItems: 2, maxItems: 2 });
const EntityName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z][a-zA-Z0-9]*$' });

export const AuditOrderBy = Type.Enum(['at', 'id']);
export const AuditListQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** camelCase entity name, e.g. `contractOrder` */
    entity: Type.Optional(EntityName),
    entityId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Part of the actor's name */
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    /** e.g. `approve`, `created`, `edited` */
    action: Type.Optional(Type.String({ maxLength: 64 })),
    /** Asia/Singapore dates, both inclusive */
    dateRange: Type.Optional(DateRange),
    orderBy: Type.Optional(AuditOrderBy),
  },
  { additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditRow = Type.Object({
  id: Type.Integer(),
  entity: Type.String(),
  entityId: Type.Integer(),
  /** The machine's action, or `created` / `edited` … for changes that are not state moves */
  action: Type.String(),
  fromState: Type.Union([Type.String(), Type.Null()]),
  toState: Type.Union([Type.String(), Type.Null()]),
  /** null when the system did it (sweeps, timers) */
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorName: Type.String(),
  reason: Type.String(),
  /** Extra detail, e.g. the changed fields `{fields: {name: [old, new]}}` */
  data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  at: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;

export const AuditHistoryQuery = Type.Object(
  { entity: EntityName, entityId: Type.Integer({ minimum: 1, maximum: 9007199254740991 }) },
  { additionalProperties: false },
);
export type AuditHistoryQuery = Static<typeof AuditHistoryQuery>;

/** A record's history, newest first (at most the last 500 rows). */
export const AuditHistory = Type.Array(AuditRow);

/** Body of every single-record state action (`PUT …/<entity>/<action>`). */
export const TransitionBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }), reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export type TransitionBody = Static<typeof TransitionBody>;

/**
 * `data` of a state action: the record and its move; `status` is the state it is in now (= `to`),
 * the field the golden path reads after every action.
 */
export const TransitionResult = Type.Object({
  id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  status: Type.String(),
});
export type TransitionResult = Static<typeof TransitionResult>;
