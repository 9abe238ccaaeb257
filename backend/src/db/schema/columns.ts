/** Column shapes the business schemas share (not exported from index.ts: no tables here). */
import { type AnyPgColumn, bigint, date, index, integer, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, with its zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * An instant kept to the millisecond: for the sort column of a big list, whose pager hands out
 * cursors (a JS Date cannot name a microsecond position, so such a column pages by offset only).
 */
export const tsMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
/** A calendar date, read as 'YYYY-MM-DD'. */
export const isoDate = (name: string) => date(name, { mode: 'string' });
/** Money in integer cents. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** The hours and amounts a work record stores and a timesheet sums (minutes; cents). */
export const summedNumbers = () => ({
  payMinutes: integer('pay_minutes').notNull().default(0),
  billMinutes: integer('bill_minutes').notNull().default(0),
  normalMinutes: integer('normal_minutes').notNull().default(0),
  otMinutes: integer('ot_minutes').notNull().default(0),
  billNormalMinutes: integer('bill_normal_minutes').notNull().default(0),
  billOtMinutes: integer('bill_ot_minutes').notNull().default(0),
  phMinutes: integer('ph_minutes').notNull().default(0),
  payAmount: cents('pay_amount').notNull().default(0),
  billAmount: cents('bill_amount').notNull().default(0),
});

/** Who owns and who changed a business record; `dept_id` is what data scopes filter on. */
export const owned = () => ({
  deptId: integer('dept_id'),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The indexes a data scope filters an owned table by: its department and its creator. */
export const ownedIndexes = (table: string, t: { deptId: AnyPgColumn; createdBy: AnyPgColumn }) => [
  index(`${table}_dept_idx`).on(t.deptId),
  index(`${table}_created_by_idx`).on(t.createdBy),
];
