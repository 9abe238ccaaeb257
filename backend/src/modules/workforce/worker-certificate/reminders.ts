/**
 * Certificate expiry reminders: once a day the certificates that reached a reminder threshold
 * (30, 7, 0 days before expiry by default) are marked sent and staff get one notice per
 * threshold listing them. SMS to the worker comes with the SMS templates: a sender registers
 * itself with `onWorkerReminder` and is called for each reminder, in the same transaction.
 */
import { SYSTEM_ACTOR, recordAudit } from '../../../core/data/audit-trail';
import type { Tx } from '../../../core/data/unit-of-work';
import { publishSystemNotice } from '../../system/notice';
import { type DueReminder, takeDueReminders } from './service';

export type WorkerReminderSender = (tx: Tx, reminder: DueReminder) => Promise<void>;
const workerSenders: WorkerReminderSender[] = [];

/** The SMS module (later) tells the worker too; returns the unregister function. */
export function onWorkerReminder(send: WorkerReminderSender): () => void {
  workerSenders.push(send);
  return () => {
    const i = workerSenders.indexOf(send);
    if (i >= 0) workerSenders.splice(i, 1);
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function noticeOf(days: number, list: DueReminder[]): { title: string; content: string } {
  const title =
    days === 0
      ? `Certificates expiring today (${list.length}) / 今天到期的证书（${list.length}）`
      : `Certificates expiring in ${days} days (${list.length}) / ${days} 天内到期的证书（${list.length}）`;
  const rows = list
    .map(
      (r) =>
        `<tr><td>${escape(r.workerName)} (#${r.workerId})</td><td>${escape(r.typeName)}</td><td>${r.expiresOn}</td><td>#${r.id}</td></tr>`,
    )
    .join('');
  const content = `<p>Renew or replace these certificates before they expire; expired certificates no longer count for jobs that require them. / 请在证书到期前续期或更换；过期证书不再满足工作的证书要求。</p><table><thead><tr><th>Worker / 员工</th><th>Certificate / 证书</th><th>Expires on / 到期日</th><th>No. / 编号</th></tr></thead><tbody>${rows}</tbody></table>`;
  return { title, content };
}

/** Sends what is due on `today`; returns the reminders sent (none on a rerun of the same day). */
export async function sendCertificateReminders(tx: Tx, today: string): Promise<DueReminder[]> {
  const due = await takeDueReminders(tx, today);
  const byDays = new Map<number, DueReminder[]>();
  for (const r of due) byDays.set(r.days, [...(byDays.get(r.days) ?? []), r]);
  for (const [days, list] of [...byDays].sort((a, b) => a[0] - b[0])) {
    await publishSystemNotice(tx, noticeOf(days, list));
  }
  await recordAudit(
    tx,
    due.map((r) => ({
      entity: 'workerCertificate',
      entityId: r.id,
      action: 'reminded',
      actor: SYSTEM_ACTOR,
      reason: `${r.days} day(s) before expiry on ${r.expiresOn}`,
      data: { days: r.days },
    })),
  );
  for (const r of due) for (const send of workerSenders) await send(tx, r);
  return due;
}
