/**
 * Finance → Clients (DOMAIN.md "Clients and contracts"): who the work is for. Status moves
 * through the `client` machine (suspend / reactivate, PUT /finance/client/<action>).
 */
import { type Static, Type } from 'typebox';
import { defineEntity, defineReference } from '../entity';
import { IdsBody, PageQuery } from '../envelope';
import { Email, Id, Text } from './common';

export const ClientApi = defineEntity('finance', 'client', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'suspend',
  'reactivate',
]);

export const CLIENT_STATUSES = ['active', 'suspended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const BILLING_FREQUENCIES = ['weekly', 'monthly'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

/**
 * Same text as shared/src/rules/uen.ts UEN_PATTERN (api files import only typebox; a test
 * checks the two agree). The server also runs `isValidUen` (published entity-type codes).
 */
export const CLIENT_UEN_PATTERN = '^(\\d{8}[A-Z]|\\d{9}[A-Z]|[RST]\\d{2}[A-Z]{2}\\d{4}[A-Z])$';

export const ClientOrderBy = Type.Enum(['id', 'name', 'uen', 'status', 'paymentTermsDays', 'createdAt']);

/** GET /backend/api/v1/finance/client/list */
export const ClientListQuery = Type.Object({
  ...PageQuery.properties,
  /** Contains, over name and UEN */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  uen: Type.Optional(Type.String({ maxLength: 10 })),
  status: Type.Optional(Type.Enum(CLIENT_STATUSES)),
  billingFrequency: Type.Optional(Type.Enum(BILLING_FREQUENCIES)),
  orderBy: Type.Optional(ClientOrderBy),
});
export type ClientListQuery = Static<typeof ClientListQuery>;

const ClientFormFields = {
  name: Text(200, { minLength: 1 }),
  uen: Type.String({ maxLength: 10, pattern: CLIENT_UEN_PATTERN, examples: ['201912345K'] }),
  gstRegistered: Type.Boolean(),
  /** GST registration number (usually the UEN); required when gstRegistered */
  gstRegNo: Type.Optional(
    Type.Union([Type.String({ maxLength: 20, pattern: '^[A-Z0-9-]{8,20}$', examples: ['M90312345X'] }), Type.Null()]),
  ),
  billingAddress: Text(500, { minLength: 1 }),
  /** Name of the billing contact person */
  billingContact: Type.Optional(Text(100)),
  /** Singapore phone `+65` and 8 digits, or empty */
  billingPhone: Type.Optional(
    Type.String({ maxLength: 12, pattern: '^(\\+65[3689]\\d{7})?$', examples: ['+6591234567'] }),
  ),
  billingEmail: Email,
  paymentTermsDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365, default: 30 })),
  billingFrequency: Type.Enum(BILLING_FREQUENCIES),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/finance/client/add (new clients start `active`) */
export const ClientAddBody = Type.Object(ClientFormFields, { additionalProperties: false });
export type ClientAddBody = Static<typeof ClientAddBody>;

/** PUT /backend/api/v1/finance/client/edit (status moves only by suspend / reactivate) */
export const ClientEditBody = Type.Object({ id: Id, ...ClientFormFields }, { additionalProperties: false });
export type ClientEditBody = Static<typeof ClientEditBody>;

export const ClientRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  uen: Type.String(),
  gstRegistered: Type.Boolean(),
  gstRegNo: Type.Union([Type.String(), Type.Null()]),
  billingAddress: Type.String(),
  billingContact: Type.String(),
  billingPhone: Type.String(),
  billingEmail: Type.String(),
  paymentTermsDays: Type.Integer(),
  billingFrequency: Type.Enum(BILLING_FREQUENCIES),
  status: Type.Enum(CLIENT_STATUSES),
  remark: Type.String(),
  /** Staff department owning the record (data scope) */
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Contract departments of the client */
  deptCount: Type.Integer(),
  /** Orders currently active */
  activeOrderCount: Type.Integer(),
});
export type ClientRow = Static<typeof ClientRow>;

/** DELETE /backend/api/v1/finance/client/delete */
export const ClientDeleteBody = IdsBody;

/**
 * Clients as other records name them (a department's client): "name (UEN)", as staff tell two
 * clients of one name apart. A short master list, read whole; every client may be picked.
 */
export const ClientRef = defineReference<ClientRow>(ClientApi, { label: (r) => `${r.name} (${r.uen})` });
