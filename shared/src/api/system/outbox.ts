/**
 * System → Outbox: the mail the product sent (timesheets to clients, reminders), one row per
 * message with its outcome. With no SMTP server configured each message is kept as an `.eml`
 * file, whose text `get` returns.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';

export const OutboxApi = defineEntity('system', 'outbox', ['list', 'get']);

export const OUTBOX_STATUSES = ['sent', 'failed'] as const;

export const OutboxOrderBy = Type.Enum(['id', 'createdAt']);
export const OutboxListQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(Type.Enum(OUTBOX_STATUSES)),
    kind: Type.Optional(Type.String({ maxLength: 40 })),
    /** Part of the recipient's address */
    to: Type.Optional(Type.String({ maxLength: 320 })),
    orderBy: Type.Optional(OutboxOrderBy),
  },
  { additionalProperties: false },
);
export type OutboxListQuery = Static<typeof OutboxListQuery>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const OutboxRow = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  kind: Type.String(),
  entity: NullableString,
  entityId: Type.Union([Type.Integer(), Type.Null()]),
  /** file | smtp */
  transport: Type.String(),
  fileKey: NullableString,
  messageId: NullableString,
  status: Type.Enum(OUTBOX_STATUSES),
  error: Type.String(),
  sentAt: NullableString,
  createdAt: Type.String(),
});
export type OutboxRow = Static<typeof OutboxRow>;

export const OutboxDetail = Type.Object({
  ...OutboxRow.properties,
  /** The raw message (file transport), when the file is still there */
  eml: NullableString,
});
export type OutboxDetail = Static<typeof OutboxDetail>;
