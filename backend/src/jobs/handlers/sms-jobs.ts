/**
 * The SMS queues. `workforce.sendSms` sends one SMS log row (`{logId}`, queued by `queueSms`
 * in the transaction that wrote the row): retried with backoff while the provider fails, never
 * sending a row already sent (modules/workforce/sms/send.ts). `workforce.shiftReminders` is the
 * 10-minute sweep queuing the 24 h shift reminders and booking confirmations; `at` in its data
 * lets a test run it for a given instant.
 */
import { sendQueuedSms } from '../../modules/workforce/sms/send';
import { SEND_SMS_QUEUE, SHIFT_REMINDERS_QUEUE } from '../../modules/workforce/sms/queue';
import { smsSweep } from '../../modules/workforce/sms/reminders';
import type { QueueDefinition } from '../registry';
import { sweepQueue } from './daily-sweep';

/** Attempts after the first: with backoff from 30 s (about 30 s, 1 min, 2 min). */
const SEND_RETRIES = 3;

export class SmsRetryError extends Error {}

export const sendSmsJob: QueueDefinition<{ logId: number }> = {
  name: SEND_SMS_QUEUE,
  retryLimit: SEND_RETRIES,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  deadLetter: true,
  concurrency: 4,
  async handler(job, { db, events, log }) {
    const logId = Number(job.data.logId);
    const outcome = await sendQueuedSms({ db, events }, logId);
    log.info({ logId, outcome, attempt: job.retryCount + 1 }, 'sms');
    // Failed at the provider: the row says so; throwing makes the queue try again later.
    if (outcome === 'retry') throw new SmsRetryError(`SMS #${logId} not accepted by the provider (see the SMS log)`);
    return { logId, outcome };
  },
};

export const shiftRemindersJob = sweepQueue(
  SHIFT_REMINDERS_QUEUE,
  'SMS queued (shift reminders, booking confirmations)',
  (data: { at?: string }) => {
    const at = data.at ? new Date(data.at) : new Date();
    return { at, logged: { at: at.toISOString() } };
  },
  smsSweep,
);
