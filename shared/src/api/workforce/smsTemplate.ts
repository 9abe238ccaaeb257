/**
 * Jobs → SMS templates (DOMAIN.md "Messages, website, analysis"): per code and language the text
 * the system sends, with `{{placeholders}}` from the code's variables (`SMS_VARIABLES` in
 * shared/src/rules/sms.ts). One template per (code, language); a disabled one is not sent.
 */
import { type Static, Type } from 'typebox';
import { defineEntity } from '../entity';
import { PageQuery } from '../envelope';
import { MASTER_STATUSES, Text } from '../finance/common';

export const SmsTemplateApi = defineEntity('workforce', 'smsTemplate', [
  'list',
  'get',
  'add',
  'edit',
  'delete',
  'send',
  'preview',
]);

/** Kept in step with `SMS_CODES` / `SMS_LANGUAGES` of shared/src/rules/sms.ts (API files import only typebox). */
export const SMS_TEMPLATE_CODES = [
  'BOOKING_CONFIRMED',
  'SHIFT_REMINDER_24H',
  'RECONFIRM_REQUEST',
  'NO_SHOW_WARNING',
  'WITHDRAWAL_PAID',
  'CERT_EXPIRING',
  'APPLICANT_RECEIVED',
] as const;
export const SMS_TEMPLATE_LANGUAGES = ['en', 'zh-CN'] as const;
export const SMS_TEMPLATE_STATUSES = MASTER_STATUSES;
export const SMS_BODY_MAX = 500;

export const SmsTemplateOrderBy = Type.Enum(['id', 'code', 'lang', 'status', 'createdAt', 'updatedAt']);

/** GET /backend/api/v1/workforce/smsTemplate/list */
export const SmsTemplateListQuery = Type.Object({
  ...PageQuery.properties,
  code: Type.Optional(Type.Enum(SMS_TEMPLATE_CODES)),
  lang: Type.Optional(Type.Enum(SMS_TEMPLATE_LANGUAGES)),
  status: Type.Optional(Type.Enum(SMS_TEMPLATE_STATUSES)),
  /** In the body or the remark */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(SmsTemplateOrderBy),
});
export type SmsTemplateListQuery = Static<typeof SmsTemplateListQuery>;

const SmsTemplateFormFields = {
  code: Type.Enum(SMS_TEMPLATE_CODES),
  lang: Type.Enum(SMS_TEMPLATE_LANGUAGES),
  /** `{{name}}` placeholders from the code's variables only */
  body: Text(SMS_BODY_MAX, { minLength: 1 }),
  status: Type.Optional(Type.Enum(SMS_TEMPLATE_STATUSES, { default: 'active' })),
  remark: Type.Optional(Text(500)),
};

/** POST /backend/api/v1/workforce/smsTemplate/add */
export const SmsTemplateAddBody = Type.Object(SmsTemplateFormFields, { additionalProperties: false });
export type SmsTemplateAddBody = Static<typeof SmsTemplateAddBody>;

/** PUT /backend/api/v1/workforce/smsTemplate/edit */
export const SmsTemplateEditBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...SmsTemplateFormFields },
  { additionalProperties: false },
);
export type SmsTemplateEditBody = Static<typeof SmsTemplateEditBody>;

export const SmsTemplateRow = Type.Object({
  id: Type.Integer(),
  code: Type.Enum(SMS_TEMPLATE_CODES),
  lang: Type.Enum(SMS_TEMPLATE_LANGUAGES),
  body: Type.String(),
  status: Type.Enum(SMS_TEMPLATE_STATUSES),
  remark: Type.String(),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SmsTemplateRow = Static<typeof SmsTemplateRow>;

/** POST /backend/api/v1/workforce/smsTemplate/preview: a body rendered with sample values of its code */
export const SmsTemplatePreviewBody = Type.Object(
  { code: Type.Enum(SMS_TEMPLATE_CODES), body: Text(SMS_BODY_MAX, { minLength: 1 }) },
  { additionalProperties: false },
);
export type SmsTemplatePreviewBody = Static<typeof SmsTemplatePreviewBody>;

export const SmsTemplatePreview = Type.Object({
  text: Type.String(),
  /** The variables the code offers */
  variables: Type.Array(Type.String()),
  /** Placeholders of the body the code does not offer (they render empty) */
  unknown: Type.Array(Type.String()),
});
export type SmsTemplatePreview = Static<typeof SmsTemplatePreview>;

/** POST /backend/api/v1/workforce/smsTemplate/send: a test SMS of the template, with sample values */
export const SmsTemplateSendBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    /** International form, e.g. +6591234567 */
    phone: Type.String({ minLength: 8, maxLength: 20, pattern: '^\\+?[0-9 ]{8,19}$', examples: ['+6591234567'] }),
  },
  { additionalProperties: false },
);
export type SmsTemplateSendBody = Static<typeof SmsTemplateSendBody>;

export const SmsTemplateSent = Type.Object({
  /** The SMS log row queued */
  logId: Type.Integer(),
});
export type SmsTemplateSent = Static<typeof SmsTemplateSent>;
