/**
 * Send-once SMS through the job queue. `queueSms(tx, {code, key, phone, lang, vars})` writes the
 * SMS log row `queued` under a unique event key (`insert … on conflict (event_key) do nothing`)
 * and, only when the row is new, queues a `workforce.sendSms` job for it in the same
 * transaction: the job exists exactly when the row does. Noticing an event twice (a sweep run
 * again, a restart, two instances) writes nothing the second time, and the send handler
 * (./send.ts) never sends a row already sent, so one event is one SMS.
 *
 * Services run inside transactions without the app at hand, so the workforce module binds its
 * app's job queue to its app's database (`bindSmsJobs`), and a transaction finds the queue of
 * its own database: a second app in the same process (a test app, a seed of a new database
 * before its queue starts) never sends through another database's queue. Where no queue runs
 * for the database (tests, JOBS disabled, a seed), the row stays `queued` and `sendQueuedSms`
 * (./send.ts) delivers it when called.
 */
import { smsLang, type SmsCode } from '@shiftdesk/shared/rules';
import { transactionDb, type Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfSmsLog } from '../../../db/schema';
import { disabledJobs, type Jobs } from '../../../jobs/queue';

/** The queue that sends one SMS log row (data `{logId}`). */
export const SEND_SMS_QUEUE = 'workforce.sendSms';
/** The queue of the 24 h shift reminders (data `{at?}`). */
export const SHIFT_REMINDERS_QUEUE = 'workforce.shiftReminders';

export type SmsVars = Record<string, string | number | null | undefined>;

export interface SmsMessage {
  code: SmsCode;
  /** What the SMS is about, once: `SHIFT_REMINDER_24H:booking:42` */
  key: string;
  /** The recipient, e.g. +6591234567 */
  phone: string;
  /** The template's language (`en` / `zh-CN`, `zh-cn` accepted); English when absent */
  lang?: string | null;
  /** Values of the code's variables (shared/src/rules/sms.ts SMS_VARIABLES) */
  vars?: SmsVars;
}

/** Per database, the queues bound to it, the last one wins (a test binds a fake over the app's). */
const bound = new Map<Db, (() => Jobs)[]>();

/**
 * The job queue queueSms sends to for transactions on `db` (the workforce module binds
 * `app.ctx.jobs` to `app.ctx.db`); returns the unbind.
 */
export function bindSmsJobs(db: Db, jobs: () => Jobs): () => void {
  const list = bound.get(db) ?? [];
  list.push(jobs);
  bound.set(db, list);
  return () => {
    const i = list.lastIndexOf(jobs);
    if (i >= 0) list.splice(i, 1);
    if (!list.length && bound.get(db) === list) bound.delete(db);
  };
}

function jobsFor(tx: Tx): Jobs | null {
  const db = transactionDb(tx);
  const jobs = db ? bound.get(db)?.at(-1)?.() : undefined;
  return jobs && jobs !== disabledJobs ? jobs : null;
}

const clean = (vars: SmsVars | undefined) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(vars ?? {})
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    ),
  );

/**
 * Queues SMS messages once each (see the file comment): answers the ids of the log rows written
 * now, ascending; a message whose event key is already logged is skipped.
 */
export async function queueSmsMany(tx: Tx, messages: readonly SmsMessage[]): Promise<number[]> {
  if (!messages.length) return [];
  const rows = await tx
    .insert(wfSmsLog)
    .values(
      messages.map((m) => ({
        code: m.code,
        lang: smsLang(m.lang),
        phone: m.phone.replace(/\s+/g, '').slice(0, 20),
        vars: clean(m.vars),
        eventKey: m.key.slice(0, 200),
        status: 'queued',
      })),
    )
    .onConflictDoNothing({ target: wfSmsLog.eventKey })
    .returning({ id: wfSmsLog.id });
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  const jobs = jobsFor(tx);
  if (jobs) for (const logId of ids) await jobs.send(SEND_SMS_QUEUE, { logId }, { tx });
  return ids;
}

/** One message, once: the new log row's id, or null when its event key was already logged. */
export async function queueSms(tx: Tx, m: SmsMessage): Promise<number | null> {
  const [id] = await queueSmsMany(tx, [m]);
  return id ?? null;
}
