/**
 * Web Push for published notices: each receiver's stored subscriptions get an encrypted push
 * (VAPID-signed with the keys in DATA_DIR) so a closed tab still hears of it; subscriptions the
 * push service reports gone (404/410) are deleted. Runs on the instance that published, once.
 */
import type https from 'node:https';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { getConfigValue } from '../core/data/params';
import { sysPushSubscription } from '../db/schema';
import { loadVapidKeys } from '../modules/system/notification';

/** Push services keep a message at most this long when the browser is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Deliveries in flight at once, so a notice to thousands does not open thousands of sockets. */
const CONCURRENCY = 16;

export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
  data: { id: number; tag: number; type: number };
}

export interface NoticePushOptions {
  subject?: string;
  /** TLS agent for the push services (tests trust a loopback push service with it). */
  agent?: https.Agent;
}

export function registerNoticePush(app: FastifyInstance, opts: NoticePushOptions = {}): void {
  const vapid = loadVapidKeys(app.ctx.dataDir);
  const details = { subject: opts.subject ?? 'mailto:ops@shiftdesk.example', publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  app.ctx.events.on('noticePublished', (notice) => {
    void deliver(notice).catch((err) => app.log.error({ err, notice: notice.id }, 'notice push failed'));
  });

  async function deliver(notice: { id: number; title: string; tag: number; type: number; all: boolean; userIds: number[] }) {
    const db = app.ctx.db;
    if (!notice.all && notice.userIds.length === 0) return;
    const rows = notice.all
      ? await db.select().from(sysPushSubscription)
      : await db.select().from(sysPushSubscription).where(inArray(sysPushSubscription.userId, notice.userIds));
    if (rows.length === 0) return;
    const brand = (await getConfigValue(db, 'sys.brand.name')) ?? 'Shiftdesk';
    const payload: PushPayload = {
      title: notice.title,
      body: brand,
      tag: `notice-${notice.id}`,
      url: [1, 2, 3].includes(notice.tag) ? '/admin/system/sysNotice/show' : '/admin/home',
      data: { id: notice.id, tag: notice.tag, type: notice.type },
    };
    const body = JSON.stringify(payload);
    const gone: number[] = [];
    for (let i = 0; i < rows.length; i += CONCURRENCY) {
      await Promise.all(
        rows.slice(i, i + CONCURRENCY).map(async (s) => {
          try {
            await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, {
              vapidDetails: details,
              TTL: PUSH_TTL_SECONDS,
              timeout: 10_000,
              ...(opts.agent ? { agent: opts.agent } : {}),
            });
          } catch (err) {
            const status = (err as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) gone.push(s.id);
            else app.log.warn({ status, subscription: s.id }, 'push delivery failed');
          }
        }),
      );
    }
    if (gone.length) await db.delete(sysPushSubscription).where(inArray(sysPushSubscription.id, gone));
  }
}
