/**
 * Daily certificate work, as the system: `workforce.expireCertificates` moves verified
 * certificates past their expiry date to expired (each through transition(), audited);
 * `workforce.certificateReminders` tells staff about certificates 30/7/0 days from expiry, each
 * threshold once. One transaction per run: all-or-nothing retries cleanly.
 */
import { sgDate } from '@shiftdesk/shared/rules';
import { withTransaction } from '../../core/data/unit-of-work';
import { sendCertificateReminders } from '../../modules/workforce/worker-certificate/reminders';
import { expireCertificates } from '../../modules/workforce/worker-certificate/service';
import type { QueueDefinition } from '../registry';
import { SWEEP_RETRIES as daily } from './daily-sweep';

export const expireCertificatesJob: QueueDefinition<{ today?: string }> = {
  name: 'workforce.expireCertificates',
  ...daily,
  async handler(job, { db, events, log }) {
    // `today` lets a test (or an operator catching up) run the sweep for a given Singapore day.
    const today = job.data.today ?? sgDate(new Date());
    const expired = await withTransaction({ db, events }, (tx) => expireCertificates(tx, today));
    log.info({ expired: expired.length, today }, 'worker certificates expired');
    return { expired };
  },
};

export const certificateRemindersJob: QueueDefinition<{ today?: string }> = {
  name: 'workforce.certificateReminders',
  ...daily,
  async handler(job, { db, events, log }) {
    const today = job.data.today ?? sgDate(new Date());
    const sent = await withTransaction({ db, events }, (tx) => sendCertificateReminders(tx, today));
    log.info({ reminders: sent.length, today }, 'certificate reminders sent');
    return { reminded: sent.map((r) => r.id) };
  },
};
