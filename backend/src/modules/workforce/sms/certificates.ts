/**
 * CERT_EXPIRING: the certificate reminders (worker-certificate/reminders.ts) tell the worker by
 * SMS too, one message per certificate and threshold (`CERT_EXPIRING:workerCertificate:<id>:<days>`),
 * queued in the reminders' own transaction. Registered by the workforce module.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../core/data/unit-of-work';
import { wfWorker } from '../../../db/schema';
import type { DueReminder } from '../worker-certificate/service';
import { queueSms } from './queue';

export const certExpiringKey = (r: Pick<DueReminder, 'id' | 'days'>) =>
  `CERT_EXPIRING:workerCertificate:${r.id}:${r.days}`;

export async function smsCertificateReminder(tx: Tx, r: DueReminder): Promise<void> {
  const [w] = await tx.select({ phone: wfWorker.phone }).from(wfWorker).where(eq(wfWorker.id, r.workerId));
  if (!w?.phone) return;
  await queueSms(tx, {
    code: 'CERT_EXPIRING',
    key: certExpiringKey(r),
    phone: w.phone,
    vars: { name: r.workerName, certificate: r.typeName, expiryDate: r.expiresOn },
  });
}
