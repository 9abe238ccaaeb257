/**
 * Web push (spec §7): the VAPID public key and the browser's push subscriptions.
 * VAPID keys are generated once with web-push into DATA_DIR/vapid.json (mode 0600) and loaded
 * at start; every instance sharing DATA_DIR (or a copied vapid.json) signs with the same key.
 * Subscriptions are stored per user, upserted by endpoint (a browser that re-subscribes under
 * another user moves to that user).
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmptyEnvelope, PushSubscriptionBody, PushUnsubscribeBody, VapidKeyResult } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { ok } from '../../core/base/envelope';
import { NotFoundError } from '../../core/base/errors';
import { t } from '../../core/base/i18n';
import { sysPushSubscription } from '../../db/schema';
import { NoData, routeOptions } from '../../core/routes/route-options';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const loaded = new Map<string, VapidKeys>();

/** Loads DATA_DIR/vapid.json, generating it on first use. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const hit = loaded.get(dataDir);
  if (hit) return hit;
  const file = path.join(dataDir, 'vapid.json');
  let keys: Partial<VapidKeys> = {};
  if (fs.existsSync(file)) keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (!keys.publicKey || !keys.privateKey) {
    keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx' fails if another instance wrote it meanwhile: then use theirs.
    try {
      fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      keys = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
    }
  }
  const result = { publicKey: keys.publicKey!, privateKey: keys.privateKey! };
  loaded.set(dataDir, result);
  return result;
}

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;
  const vapid = loadVapidKeys(app.ctx.dataDir);

  app.get(
    '/notification/vapid-key',
    routeOptions({ auth: 'login' }, 'VAPID public key for PushManager.subscribe', { reply: VapidKeyResult }),
    async () => ok({ publicKey: vapid.publicKey }),
  );

  app.post(
    '/notification/subscription',
    routeOptions({ auth: 'login' }, "Save this browser's push subscription for the current user", { body: PushSubscriptionBody, reply: NoData }),
    async (req) => {
      const { endpoint, keys } = req.body;
      await db()
        .insert(sysPushSubscription)
        .values({ userId: req.user!.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: sysPushSubscription.endpoint,
          set: { userId: req.user!.id, p256dh: keys.p256dh, auth: keys.auth },
        });
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/notification/subscription',
    {
      config: { auth: 'login' },
      schema: { summary: "Remove one of the current user's push subscriptions", operationId: 'systemNotificationUnsubscribe', body: PushUnsubscribeBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const gone = await db()
        .delete(sysPushSubscription)
        .where(and(eq(sysPushSubscription.endpoint, req.body.endpoint), eq(sysPushSubscription.userId, req.user!.id)))
        .returning({ id: sysPushSubscription.id });
      if (gone.length === 0) throw new NotFoundError('push.unknownSubscription');
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
