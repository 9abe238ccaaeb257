/**
 * `sendMail`: hands one message to the transport and keeps a sys_outbox row of it, whatever
 * happened — sent, or failed with the reason. A failure is recorded, never thrown: mail goes out
 * after the business change committed, and a mail server being down must not undo or hide that.
 * The recorded error passes the redaction module and has the SMTP password cut out, because
 * transport errors may echo the credentials they were given.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysOutbox } from '../../db/schema';
import { MASK, redactText } from '../base/redact';
import type { Caller } from '../data/caller';
import { deliver, emlKey, type MailSettings, mailSettings, writeEml } from './transport';

export interface MailContext {
  db: Db;
  dataDir: string;
}

export interface OutgoingMail {
  /** Empty: no recipient known; the row is recorded as failed */
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** What the message is, e.g. `timesheet.send` */
  kind: string;
  entity?: string;
  entityId?: number;
  caller: Caller;
}

export interface SentMail {
  id: number;
  status: 'sent' | 'failed';
  error: string;
}

const NO_RECIPIENT = 'no recipient';

function safeError(err: unknown, settings: MailSettings | null): string {
  let text = err instanceof Error ? err.message : String(err);
  const password = settings?.smtp?.password;
  if (password) text = text.split(password).join(MASK);
  return redactText(text).slice(0, 1000) || 'failed';
}

export async function sendMail(ctx: MailContext, m: OutgoingMail): Promise<SentMail> {
  const to = m.to.trim();
  let settings: MailSettings | null = null;
  let delivered: Awaited<ReturnType<typeof deliver>> | null = null;
  let error = '';
  if (!to) error = NO_RECIPIENT;
  else {
    try {
      settings = await mailSettings(ctx.db);
      delivered = await deliver(settings, {
        to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
      });
    } catch (err) {
      error = safeError(err, settings);
    }
  }
  const now = new Date();
  const [row] = await ctx.db
    .insert(sysOutbox)
    .values({
      to: to.slice(0, 320),
      subject: m.subject.slice(0, 300),
      kind: m.kind,
      entity: m.entity ?? null,
      entityId: m.entityId ?? null,
      transport: delivered?.transport ?? (settings?.smtp ? 'smtp' : 'file'),
      messageId: delivered?.messageId?.slice(0, 300) || null,
      status: delivered ? 'sent' : 'failed',
      error,
      sentAt: delivered ? now : null,
      deptId: m.caller.deptId,
      createdBy: m.caller.actor.id,
      updatedBy: m.caller.actor.id,
    })
    .returning({ id: sysOutbox.id });
  if (delivered?.raw) {
    // The file is named after the row, so it is written once the row exists.
    const key = emlKey(row.id, m.kind, now);
    try {
      await writeEml(ctx.dataDir, key, delivered.raw);
      await ctx.db.update(sysOutbox).set({ fileKey: key, updatedAt: new Date() }).where(eq(sysOutbox.id, row.id));
    } catch (err) {
      error = safeError(err, settings);
      await ctx.db
        .update(sysOutbox)
        .set({ status: 'failed', error, sentAt: null, updatedAt: new Date() })
        .where(eq(sysOutbox.id, row.id));
      return { id: row.id, status: 'failed', error };
    }
  }
  return { id: row.id, status: delivered ? 'sent' : 'failed', error };
}
