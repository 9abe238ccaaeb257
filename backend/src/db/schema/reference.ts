/**
 * Effective-dated reference tables (DOMAIN.md "Effective-dated reference tables"): public
 * holidays, GST, CPF rates and ceilings, SDL. Rows mirror the shapes of shared/src/rules/types.ts;
 * rates are integer basis points, money integer cents, dates `date` (read as 'YYYY-MM-DD').
 *
 * `locked_at` is set when a locked document (issued invoice, closed payroll month) has used the
 * row; `used_through` is the latest date it was used for, so an open-ended locked row can still be
 * closed by a successor starting after that date. Overlaps are refused by the service.
 */
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, isoDate, ts } from './columns';


/** Columns every reference row has besides its own figures. */
const meta = () => ({
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  lockedAt: ts('locked_at'),
  usedThrough: isoDate('used_through'),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
const period = () => ({
  effectiveFrom: isoDate('effective_from').notNull(),
  effectiveTo: isoDate('effective_to'),
});

export const refPublicHoliday = pgTable(
  'ref_public_holiday',
  {
    ...meta(),
    date: isoDate('date').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    substituteFor: isoDate('substitute_for'),
  },
  (t) => [uniqueIndex('ref_public_holiday_date_uq').on(t.date)],
);

export const refGstRate = pgTable(
  'ref_gst_rate',
  { ...meta(), ...period(), rateBp: integer('rate_bp').notNull() },
  (t) => [index('ref_gst_rate_from_idx').on(t.effectiveFrom)],
);

export const refCpfRate = pgTable(
  'ref_cpf_rate',
  {
    ...meta(),
    ...period(),
    /** citizen | pr1 | pr2 */
    rateClass: varchar('rate_class', { length: 16 }).notNull(),
    /** Upper bound of the age band (inclusive); null = the last band */
    ageMax: integer('age_max'),
    employerBp: integer('employer_bp').notNull(),
    employeeBp: integer('employee_bp').notNull(),
    phasedEmployeeFactorBp: integer('phased_employee_factor_bp').notNull(),
  },
  (t) => [index('ref_cpf_rate_class_age_from_idx').on(t.rateClass, t.ageMax, t.effectiveFrom)],
);

export const refCpfCeiling = pgTable(
  'ref_cpf_ceiling',
  {
    ...meta(),
    ...period(),
    owCeilingCents: cents('ow_ceiling_cents').notNull(),
    annualCeilingCents: cents('annual_ceiling_cents').notNull(),
  },
  (t) => [index('ref_cpf_ceiling_from_idx').on(t.effectiveFrom)],
);

export const refSdlRate = pgTable(
  'ref_sdl_rate',
  {
    ...meta(),
    ...period(),
    rateBp: integer('rate_bp').notNull(),
    minCents: cents('min_cents').notNull(),
    maxCents: cents('max_cents').notNull(),
  },
  (t) => [index('ref_sdl_rate_from_idx').on(t.effectiveFrom)],
);
