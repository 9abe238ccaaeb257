/**
 * Jobs → SMS log: every SMS the system queued, one row each (DOMAIN.md "Messages, website,
 * analysis"). Written by the send queue only; the list shows the recipient masked.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { SMS_TEMPLATE_CODES, SMS_TEMPLATE_LANGUAGES } from './smsTemplate';

export const SmsLogApi = defineEntity('workforce', 'smsLog', ['list', 'export']);

export const SMS_LOG_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type SmsLogStatus = (typeof SMS_LOG_STATUSES)[number];

export const SmsLogOrderBy = Type.Enum(['id', 'code', 'status', 'createdAt', 'sentAt']);

const DateRange = Type.Array(Type.String({ format: 'date' }), { minItems: 2, maxItems: 2 });

/** GET /backend/api/v1/workforce/smsLog/list */
export const SmsLogListQuery = Type.Object({
  ...PageQuery.properties,
  code: Type.Optional(Type.Enum(SMS_TEMPLATE_CODES)),
  status: Type.Optional(Type.Enum(SMS_LOG_STATUSES)),
  /** Singapore days [from, to] of the queueing */
  dateRange: Type.Optional(DateRange),
  /** In the event key (`SHIFT_REMINDER_24H:booking:42`) */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(SmsLogOrderBy),
});
export type SmsLogListQuery = Static<typeof SmsLogListQuery>;

export const SmsLogRow = Type.Object({
  id: Type.Integer(),
  code: Type.Enum(SMS_TEMPLATE_CODES),
  lang: Type.Enum(SMS_TEMPLATE_LANGUAGES),
  /** Masked: country code and the last 4 digits (`+65****1234`) */
  phone: Type.String(),
  /** The text sent (empty until rendered) */
  body: Type.String(),
  provider: Type.String(),
  providerId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(SMS_LOG_STATUSES),
  attempts: Type.Integer(),
  error: Type.String(),
  eventKey: Type.String(),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});
export type SmsLogRow = Static<typeof SmsLogRow>;
