/**
 * Workforce → a worker's credit events and score (DOMAIN.md "Credit score", staff tab "Credit
 * score"). Events are recorded by attendance (completed shifts, cancellations, late arrivals,
 * no-shows) with the weight and expiry the parameters gave at the time; an approved MC marks
 * the no-shows it excuses reversed. The score is computed by shared/src/rules/credit.ts.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { Id } from '../finance/common';
import { Instant, NullableInt, NullableString, WorkerRef } from './conduct-common';

export const CreditEventApi = defineEntity('workforce', 'creditEvent', ['list', 'series']);

export const CREDIT_EVENT_KIND_VALUES = [
  'completed_shift',
  'early_cancel',
  'late_arrival',
  'late_cancel',
  'no_show',
] as const;

export const CreditEventOrderBy = Type.Enum(['id', 'occurredAt', 'kind']);

/** GET /backend/api/v1/workforce/creditEvent/list */
export const CreditEventListQuery = Type.Object({
  ...PageQuery.properties,
  workerId: Type.Optional(Id),
  kind: Type.Optional(Type.Enum(CREDIT_EVENT_KIND_VALUES)),
  /** Only the events still counting (not expired, not reversed) */
  inForce: Type.Optional(Type.Boolean()),
  orderBy: Type.Optional(CreditEventOrderBy),
});
export type CreditEventListQuery = Static<typeof CreditEventListQuery>;

export const CreditEventRow = Type.Object({
  id: Type.Integer(),
  ...WorkerRef,
  kind: Type.Enum(CREDIT_EVENT_KIND_VALUES),
  weight: Type.Integer(),
  occurredAt: Type.String(),
  expiresAt: Type.String(),
  workRecordId: NullableInt,
  reversedAt: NullableString,
  /** Why it stopped counting early (`MC #12`) */
  reversalReason: Type.String(),
  medicalLeaveId: NullableInt,
});
export type CreditEventRow = Static<typeof CreditEventRow>;

/** GET /backend/api/v1/workforce/creditEvent/series: the score over a range, for the chart. */
export const CreditSeriesQuery = Type.Object({
  workerId: Id,
  from: Type.Optional(Instant({ description: 'Default: 180 days before `to`' })),
  to: Type.Optional(Instant({ description: 'Default: now' })),
});
export type CreditSeriesQuery = Static<typeof CreditSeriesQuery>;

export const CreditSeries = Type.Object({
  workerId: Type.Integer(),
  /** The cached score on the worker */
  score: Type.Integer(),
  points: Type.Array(Type.Object({ at: Type.String(), score: Type.Integer() })),
});
export type CreditSeries = Static<typeof CreditSeries>;
