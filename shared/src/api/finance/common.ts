/** Field shapes the finance entities share (ids, dates, money, text). */
import { Type } from 'typebox';

export { Id } from '../envelope';
export const IsoDate = (o: { description?: string } = {}) =>
  Type.String({ format: 'date', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-11-01'], ...o });
/** Cents an hour, up to S$10,000 an hour. */
export const CentsPerHour = Type.Integer({ minimum: 0, maximum: 1_000_000 });
export const Text = (max: number, o: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength: max, ...o });
export const Email = Type.String({ format: 'email', maxLength: 254, examples: ['accounts@example.com.sg'] });
/** Status of master data (clients have their own machine; departments just active/inactive). */
export const MASTER_STATUSES = ['active', 'inactive'] as const;
