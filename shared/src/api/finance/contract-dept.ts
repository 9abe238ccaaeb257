/**
 * Finance → Contract departments: a client's site / cost centre. Invoices group by department;
 * its approver signs the timesheets.
 */
import { type Static, Type } from 'typebox';
import { PageQuery } from '../envelope';
import { defineEntity } from '../entity';
import { Email, Id, MASTER_STATUSES, Text } from './common';

export const ContractDeptApi = defineEntity('finance', 'contractDept', ['list', 'get', 'add', 'edit', 'delete']);

export const CONTRACT_DEPT_STATUSES = MASTER_STATUSES;
export type ContractDeptStatus = (typeof CONTRACT_DEPT_STATUSES)[number];

/** Singapore postal code: 6 digits. */
export const SG_POSTAL_CODE_PATTERN = '^\\d{6}$';

export const ContractDeptOrderBy = Type.Enum(['id', 'name', 'clientName', 'postalCode', 'status', 'createdAt']);

/** GET /backend/api/v1/finance/contractDept/list */
export const ContractDeptListQuery = Type.Object({
  ...PageQuery.properties,
  clientId: Type.Optional(Id),
  /** Contains, over the department name, site address and postal code */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  postalCode: Type.Optional(Type.String({ maxLength: 6 })),
  status: Type.Optional(Type.Enum(CONTRACT_DEPT_STATUSES)),
  orderBy: Type.Optional(ContractDeptOrderBy),
});
export type ContractDeptListQuery = Static<typeof ContractDeptListQuery>;

/** An extra approver (the first one is approverName/approverEmail). */
export const ApproverContact = Type.Object(
  {
    name: Text(100, { minLength: 1 }),
    email: Email,
    phone: Type.Optional(Type.String({ maxLength: 12, pattern: '^(\\+65[3689]\\d{7})?$', examples: ['+6591234567'] })),
  },
  { additionalProperties: false },
);
export type ApproverContact = Static<typeof ApproverContact>;

const ContractDeptFormFields = {
  clientId: Id,
  name: Text(200, { minLength: 1 }),
  siteAddress: Text(500, { minLength: 1 }),
  postalCode: Type.String({ maxLength: 6, pattern: SG_POSTAL_CODE_PATTERN, examples: ['018989'] }),
  /** The timesheet approver */
  approverName: Type.Optional(Text(100)),
  approverEmail: Type.Optional(Type.Union([Email, Type.Literal('')])),
  approverPhone: Type.Optional(Type.String({ maxLength: 12, pattern: '^(\\+65[3689]\\d{7})?$', examples: ['+6591234567'] })),
  /** Further approvers, any of whom may sign */
  otherApprovers: Type.Optional(Type.Array(ApproverContact, { maxItems: 10 })),
  /** Timesheet template (templates come with the timesheet issue; no FK yet) */
  timesheetTemplateId: Type.Optional(Type.Union([Id, Type.Null()])),
  costCentre: Type.Optional(Text(50)),
  status: Type.Optional(Type.Enum(CONTRACT_DEPT_STATUSES, { default: 'active' })),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/finance/contractDept/add */
export const ContractDeptAddBody = Type.Object(ContractDeptFormFields, { additionalProperties: false });
export type ContractDeptAddBody = Static<typeof ContractDeptAddBody>;

/** PUT /backend/api/v1/finance/contractDept/edit */
export const ContractDeptEditBody = Type.Object({ id: Id, ...ContractDeptFormFields }, { additionalProperties: false });
export type ContractDeptEditBody = Static<typeof ContractDeptEditBody>;

export const ContractDeptRow = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  name: Type.String(),
  siteAddress: Type.String(),
  postalCode: Type.String(),
  approverName: Type.String(),
  approverEmail: Type.String(),
  approverPhone: Type.String(),
  otherApprovers: Type.Array(ApproverContact),
  timesheetTemplateId: Type.Union([Type.Integer(), Type.Null()]),
  costCentre: Type.String(),
  status: Type.Enum(CONTRACT_DEPT_STATUSES),
  remark: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Contract orders of the department (any status) */
  orderCount: Type.Integer(),
});
export type ContractDeptRow = Static<typeof ContractDeptRow>;
