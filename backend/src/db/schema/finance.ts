/**
 * Clients and contracts (DOMAIN.md "Clients and contracts"): clients, their contract departments,
 * positions, contract orders (versions of one numbered order) and each order's rates per
 * position. States are named text, money bigint cents. `dept_id` is the staff department that
 * owns the record (the creator's), which data scopes filter lists by; `created_by` its creator.
 */
import type { PolicyRecord } from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, isoDate, owned, ownedIndexes } from './columns';

export const finClient = pgTable(
  'fin_client',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    uen: varchar('uen', { length: 10 }).notNull(),
    gstRegistered: boolean('gst_registered').notNull().default(false),
    gstRegNo: varchar('gst_reg_no', { length: 20 }),
    billingAddress: varchar('billing_address', { length: 500 }).notNull(),
    billingContact: varchar('billing_contact', { length: 100 }).notNull().default(''),
    billingPhone: varchar('billing_phone', { length: 12 }).notNull().default(''),
    billingEmail: varchar('billing_email', { length: 254 }).notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    billingFrequency: varchar('billing_frequency', { length: 10 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...owned(),
  },
  (t) => [
    uniqueIndex('fin_client_name_uq').on(t.name),
    uniqueIndex('fin_client_uen_uq').on(t.uen),
    index('fin_client_status_idx').on(t.status),
    index('fin_client_billing_frequency_idx').on(t.billingFrequency),
    ...ownedIndexes('fin_client', t),
  ],
);

export const finContractDept = pgTable(
  'fin_contract_dept',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => finClient.id),
    name: varchar('name', { length: 200 }).notNull(),
    siteAddress: varchar('site_address', { length: 500 }).notNull(),
    postalCode: char('postal_code', { length: 6 }).notNull(),
    approverName: varchar('approver_name', { length: 100 }).notNull().default(''),
    approverEmail: varchar('approver_email', { length: 254 }).notNull().default(''),
    approverPhone: varchar('approver_phone', { length: 12 }).notNull().default(''),
    otherApprovers: jsonb('other_approvers')
      .$type<{ name: string; email: string; phone?: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Timesheet templates come with the timesheet issue: no FK yet. */
    timesheetTemplateId: integer('timesheet_template_id'),
    costCentre: varchar('cost_centre', { length: 50 }).notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...owned(),
  },
  (t) => [
    uniqueIndex('fin_contract_dept_client_name_uq').on(t.clientId, t.name),
    index('fin_contract_dept_status_idx').on(t.status),
    index('fin_contract_dept_postal_code_idx').on(t.postalCode),
    ...ownedIndexes('fin_contract_dept', t),
  ],
);

export const finPosition = pgTable(
  'fin_position',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    /** Certificate types come with the workers issue: ids only, no FK yet. */
    certificateTypeIds: integer('certificate_type_ids').array(),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    ...owned(),
  },
  (t) => [uniqueIndex('fin_position_name_uq').on(t.name), index('fin_position_status_idx').on(t.status)],
);

/** Numbers of contract orders (`CO-2026-00001`); versions of one order share its number. */
export const finContractOrderSeq = pgSequence('fin_contract_order_seq', { startWith: 1, increment: 1 });

export const finContractOrder = pgTable(
  'fin_contract_order',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    version: integer('version').notNull().default(1),
    revisedFrom: integer('revised_from').references((): AnyPgColumn => finContractOrder.id),
    contractDeptId: integer('contract_dept_id')
      .notNull()
      .references(() => finContractDept.id),
    validFrom: isoDate('valid_from').notNull(),
    validTo: isoDate('valid_to').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    /** The whole policy in one document: jobs copy it as is when they snapshot their terms. */
    policy: jsonb('policy').$type<PolicyRecord>().notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...owned(),
  },
  (t) => [
    uniqueIndex('fin_contract_order_number_version_uq').on(t.number, t.version),
    index('fin_contract_order_dept_idx').on(t.contractDeptId),
    index('fin_contract_order_revised_from_idx').on(t.revisedFrom),
    // The expiry sweep: active orders past their end.
    index('fin_contract_order_status_valid_to_idx').on(t.status, t.validTo),
    index('fin_contract_order_valid_from_idx').on(t.validFrom),
    index('fin_contract_order_owner_dept_idx').on(t.deptId),
    index('fin_contract_order_created_by_idx').on(t.createdBy),
  ],
);

export const finContractOrderRate = pgTable(
  'fin_contract_order_rate',
  {
    id: serial('id').primaryKey(),
    contractOrderId: integer('contract_order_id')
      .notNull()
      .references(() => finContractOrder.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => finPosition.id),
    payRate: cents('pay_rate').notNull(),
    billRate: cents('bill_rate').notNull(),
  },
  (t) => [
    uniqueIndex('fin_contract_order_rate_order_position_uq').on(t.contractOrderId, t.positionId),
    index('fin_contract_order_rate_position_idx').on(t.positionId),
  ],
);
