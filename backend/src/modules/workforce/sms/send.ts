/**
 * Sends one SMS log row (the `workforce.sendSms` handler's work): renders the active template of
 * its code in its language (English when there is none), hands the text to the provider the
 * parameters name and records the outcome: `sent` with the provider's id, or `failed` with the
 * error, attempts + 1 either way.
 *
 * Once only: a short transaction locks the row, renders its text and claims it (`sending`); the
 * gateway is called after that commit, outside any transaction, and the outcome is written to
 * the row still `sending`. A row already `sent` or `sending` is never claimed, so a duplicate
 * job, a retry after a crash or a second instance sends nothing twice (at most once: a crash
 * during the call leaves the row `sending`, its outcome unknown). A row without a template fails
 * for good (no retry can help); a provider failure is answered `retry` so that the queue tries
 * again with backoff.
 */
import { renderSms, type SmsCode, SMS_VARIABLES } from '@shiftdesk/shared/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DomainEventBus } from '../../../core/base/events';
import { redactText } from '../../../core/base/redact';
import { t } from '../../../core/base/i18n';
import { type Tx, withTransaction } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { sysConfig, wfSmsLog, wfSmsTemplate } from '../../../db/schema';
import { smsParams } from './params';
import { providerOf, type SmsProvider } from './provider';

/**
 * `sending`: another attempt holds the row, or one was cut off between the gateway and the log
 * (a crash): whether that SMS left is unknown, so it is not sent again (the log shows it).
 */
export type SendOutcome = 'sent' | 'already' | 'sending' | 'failed' | 'retry' | 'missing';

let override: SmsProvider | null = null;

/** Tests: every send goes to this provider instead of the parameters' one; returns the undo. */
export function useSmsProvider(p: SmsProvider): () => void {
  const before = override;
  override = p;
  return () => {
    override = before;
  };
}

/** The active template for (code, lang), falling back to English. */
export async function templateFor(
  tx: Tx | Db,
  code: string,
  lang: string,
): Promise<{ body: string; lang: string } | null> {
  const rows = await tx
    .select({ body: wfSmsTemplate.body, lang: wfSmsTemplate.lang })
    .from(wfSmsTemplate)
    .where(
      and(
        eq(wfSmsTemplate.code, code),
        inArray(wfSmsTemplate.lang, [...new Set([lang, 'en'])]),
        eq(wfSmsTemplate.status, 'active'),
      ),
    );
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en') ?? null;
}

async function brandOf(tx: Tx): Promise<string> {
  const [r] = await tx
    .select({ v: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, 'sys.brand.name'));
  return r?.v?.trim() || 'Shiftdesk';
}

const errorText = (err: unknown) =>
  redactText(err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'failed';

type Claim =
  | { outcome: Exclude<SendOutcome, 'sent' | 'retry'> }
  | { outcome: 'claimed'; phone: string; text: string; provider: SmsProvider };

/**
 * Claims the row for one attempt, in a short transaction: renders its text and marks it
 * `sending`. A row already `sent` or `sending` is not claimed (see the file comment).
 */
async function claim(ctx: { db: Db; events: DomainEventBus }, logId: number): Promise<Claim> {
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.select().from(wfSmsLog).where(eq(wfSmsLog.id, logId)).for('update');
    if (!row) return { outcome: 'missing' };
    if (row.status === 'sent') return { outcome: 'already' };
    if (row.status === 'sending') return { outcome: 'sending' };
    const template = await templateFor(tx, row.code, row.lang);
    if (!template) {
      await tx
        .update(wfSmsLog)
        .set({
          status: 'failed',
          attempts: sql`${wfSmsLog.attempts} + 1`,
          error: t('en', 'sms.noTemplate', { code: row.code, lang: row.lang }),
        })
        .where(eq(wfSmsLog.id, logId));
      return { outcome: 'failed' };
    }
    let vars: Record<string, string> = {};
    try {
      vars = JSON.parse(row.vars) as Record<string, string>;
    } catch {
      vars = {};
    }
    if ((SMS_VARIABLES[row.code as SmsCode] ?? []).includes('brand') && !vars.brand) vars.brand = await brandOf(tx);
    const text = renderSms(template.body, vars).slice(0, 1000);
    const provider = override ?? providerOf(await smsParams(tx));
    await tx
      .update(wfSmsLog)
      .set({ status: 'sending', body: text, provider: provider.name, attempts: sql`${wfSmsLog.attempts} + 1` })
      .where(eq(wfSmsLog.id, logId));
    return { outcome: 'claimed', phone: row.phone, text, provider };
  });
}

export async function sendQueuedSms(
  ctx: { db: Db; events: DomainEventBus },
  logId: number,
  now: () => Date = () => new Date(),
): Promise<SendOutcome> {
  const claimed = await claim(ctx, logId);
  if (claimed.outcome !== 'claimed') return claimed.outcome;
  // Outside any transaction: a slow gateway (up to its timeout) holds no lock and, on the
  // embedded database's one connection, does not hold up every other request.
  let outcome: { status: 'sent'; providerId: string } | { status: 'failed'; error: string };
  try {
    const { providerId } = await claimed.provider.send(claimed.phone, claimed.text);
    outcome = { status: 'sent', providerId: providerId.slice(0, 200) };
  } catch (err) {
    outcome = { status: 'failed', error: errorText(err) };
  }
  await ctx.db
    .update(wfSmsLog)
    .set(outcome.status === 'sent' ? { ...outcome, error: '', sentAt: now() } : outcome)
    .where(and(eq(wfSmsLog.id, logId), eq(wfSmsLog.status, 'sending')));
  return outcome.status === 'sent' ? 'sent' : 'retry';
}
