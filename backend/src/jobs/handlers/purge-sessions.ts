/**
 * Nightly: deletes sessions that expired, or were revoked, more than a day ago. A day of grace
 * keeps them visible to the online-users page and the login log right after they end.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { sysSession } from '../../db/schema';
import type { QueueDefinition } from '../registry';

export const SESSION_GRACE_MS = 24 * 60 * 60 * 1000;

export const purgeExpiredSessions: QueueDefinition<{ now?: string }> = {
  name: 'system.purgeExpiredSessions',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deadLetter: true,
  async handler(job, { db, log }) {
    const now = job.data.now ? new Date(job.data.now) : new Date();
    const before = new Date(now.getTime() - SESSION_GRACE_MS);
    const gone = await db
      .delete(sysSession)
      .where(or(lt(sysSession.expiresAt, before), and(isNotNull(sysSession.revokedAt), lt(sysSession.revokedAt, before))))
      .returning({ id: sysSession.id });
    log.info({ purged: gone.length }, 'expired sessions purged');
    return { purged: gone.length };
  },
};
