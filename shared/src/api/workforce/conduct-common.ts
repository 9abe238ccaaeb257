/** Field shapes the conduct records (bans, credit events, MCs, allowances) share. */
import { Type } from 'typebox';

/** Every conduct row names its worker by id and name; never the NRIC. */
export const WorkerRef = {
  workerId: Type.Integer(),
  workerName: Type.String(),
};

/** An ISO instant (`2026-03-01T02:00:00.000Z`). */
export const Instant = (o: { description?: string } = {}) =>
  Type.String({ format: 'date-time', maxLength: 40, examples: ['2026-03-01T02:00:00.000Z'], ...o });

export const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
export const NullableString = Type.Union([Type.String(), Type.Null()]);
