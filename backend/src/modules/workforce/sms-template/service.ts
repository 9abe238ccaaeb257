/**
 * SMS templates (DOMAIN.md "Messages, website, analysis"): per code and language the text the
 * system sends. One per (code, language); a body may use only its code's variables, and a
 * template naming another is refused with the unknown names, so no message ever goes out with a
 * hole the sender could not fill. A disabled (inactive) template is not sent: the send falls back
 * to the English one, or fails with that reason in the SMS log.
 */
import {
  SMS_TEMPLATE_CODES,
  type SmsTemplateAddBody,
  SmsTemplateApi,
  type SmsTemplateListQuery,
  type SmsTemplatePreview,
  type SmsTemplatePreviewBody,
  type SmsTemplateRow,
} from '@shiftdesk/shared/api';
import { renderSms, SMS_SAMPLE_VARS, SMS_VARIABLES, type SmsCode, unknownPlaceholders } from '@shiftdesk/shared/rules';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { getAllOr404, getOr404, takenError, type Taken } from '../../../core/data/crud';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import { insertRecord, updateRecord } from '../../../core/data/records';
import type { Tx } from '../../../core/data/unit-of-work';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { wfSmsTemplate } from '../../../db/schema';
import { queueSms } from '../sms/queue';

type Runner = Db | Tx;
type TemplateDb = typeof wfSmsTemplate.$inferSelect;

const list = defineList<SmsTemplateListQuery, NonNullable<SmsTemplateListQuery['orderBy']>>({
  table: wfSmsTemplate,
  filters: {
    code: filter.exact(wfSmsTemplate.code),
    lang: filter.exact(wfSmsTemplate.lang),
    status: filter.exact(wfSmsTemplate.status),
    keyword: filter.contains(wfSmsTemplate.body, wfSmsTemplate.remark),
  },
  sort: {
    id: wfSmsTemplate.id,
    code: wfSmsTemplate.code,
    lang: wfSmsTemplate.lang,
    status: wfSmsTemplate.status,
    createdAt: wfSmsTemplate.createdAt,
    updatedAt: wfSmsTemplate.updatedAt,
  },
  defaultSort: 'code',
  defaultDir: 'asc',
  tieBreak: wfSmsTemplate.id,
});

const templateOut = (r: TemplateDb): SmsTemplateRow => ({
  id: r.id,
  code: r.code as SmsTemplateRow['code'],
  lang: r.lang as SmsTemplateRow['lang'],
  body: r.body,
  status: r.status as SmsTemplateRow['status'],
  remark: r.remark,
  createdBy: r.createdBy,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** Templates are shared master data: everyone with the rule sees all of them. */
export function listSmsTemplates(db: Db, q: SmsTemplateListQuery) {
  return list.run(db, q, db.select().from(wfSmsTemplate).$dynamic(), { map: templateOut });
}

export async function getSmsTemplate(db: Runner, id: number): Promise<SmsTemplateRow> {
  return templateOut(await getOr404(db, wfSmsTemplate, id, 'smsTemplate.notFound'));
}

const taken = (code: string, lang: string): Taken => ({
  message: 'smsTemplate.taken',
  params: { code, lang },
  field: 'lang',
});

/**
 * The schema refuses unknown codes on the wire; the service checks again (and the placeholders)
 * because the seed and other modules call it directly.
 */
function checkBody(caller: Caller, code: string, body: string): string {
  if (!(SMS_TEMPLATE_CODES as readonly string[]).includes(code))
    throw fieldError(caller.lang, 'code', 'smsTemplate.codeUnknown', { code });
  const unknown = unknownPlaceholders(code as SmsCode, body);
  if (unknown.length)
    throw fieldError(caller.lang, 'body', 'smsTemplate.unknownPlaceholder', {
      code,
      names: unknown.map((n) => `{{${n}}}`).join(', '),
      allowed: SMS_VARIABLES[code as SmsCode].join(', '),
    });
  return body;
}

async function values(tx: Tx, caller: Caller, b: SmsTemplateAddBody, exceptId?: number) {
  const body = checkBody(caller, b.code, b.body.trim());
  const [other] = await tx
    .select({ id: wfSmsTemplate.id })
    .from(wfSmsTemplate)
    .where(
      and(
        eq(wfSmsTemplate.code, b.code),
        eq(wfSmsTemplate.lang, b.lang),
        exceptId ? ne(wfSmsTemplate.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw takenError(taken(b.code, b.lang));
  return {
    code: b.code,
    lang: b.lang,
    body,
    status: b.status ?? 'active',
    remark: b.remark?.trim() ?? '',
  };
}

export async function addSmsTemplate(tx: Tx, caller: Caller, b: SmsTemplateAddBody): Promise<number> {
  const v = await values(tx, caller, b);
  return insertRecord(tx, caller, {
    entity: 'smsTemplate',
    table: wfSmsTemplate,
    values: v,
    taken: taken(v.code, v.lang),
  });
}

export async function editSmsTemplate(tx: Tx, caller: Caller, b: SmsTemplateAddBody & { id: number }): Promise<void> {
  const before = await getOr404(tx, wfSmsTemplate, b.id, 'smsTemplate.notFound');
  const v = await values(tx, caller, b, b.id);
  await updateRecord(tx, caller, {
    entity: 'smsTemplate',
    table: wfSmsTemplate,
    id: b.id,
    before,
    values: v,
    taken: taken(v.code, v.lang),
  });
}

/** Nothing refers to a template by id (sends look it up by code): deleting one only stops its sends. */
export async function deleteSmsTemplates(tx: Tx, ids: number[]): Promise<void> {
  await getAllOr404(tx, wfSmsTemplate, ids, 'smsTemplate.notFound');
  await tx.delete(wfSmsTemplate).where(inArray(wfSmsTemplate.id, ids));
}

/** A body rendered with the sample values of its code (nothing written). */
export function previewSmsTemplate(b: SmsTemplatePreviewBody): SmsTemplatePreview {
  const code = b.code as SmsCode;
  // Only the code's own variables: a name it does not offer renders empty, as it would when sent.
  const vars = Object.fromEntries(SMS_VARIABLES[code].map((v) => [v, SMS_SAMPLE_VARS[v]]));
  return {
    text: renderSms(b.body, vars),
    variables: [...SMS_VARIABLES[code]],
    unknown: unknownPlaceholders(code, b.body),
  };
}

/**
 * A test SMS of a template to a phone, with sample values, through the queue like every send.
 * Each test is its own event (the key carries the time), so it can be repeated.
 */
export async function sendTestSms(
  tx: Tx,
  caller: Caller,
  b: { id: number; phone: string },
  now = new Date(),
): Promise<number> {
  const tpl = await getOr404(tx, wfSmsTemplate, b.id, 'smsTemplate.notFound');
  const id = await queueSms(tx, {
    code: tpl.code as SmsCode,
    key: `TEST:smsTemplate:${tpl.id}:${caller.actor.id ?? 0}:${now.getTime()}`,
    phone: b.phone,
    lang: tpl.lang,
    vars: SMS_SAMPLE_VARS,
  });
  if (id === null) throw new Error('test SMS not queued');
  return id;
}

registerHistoryRule('smsTemplate', SmsTemplateApi.rule.get);
