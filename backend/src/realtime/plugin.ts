/**
 * The realtime socket at /admin/api/v1/websocket?token=… (spec §7, ARCHITECTURE §4): refuses a
 * missing, bad or revoked token before the upgrade, answers `ping`, and turns domain events into
 * socket events for the right audience through the bus, so every instance reaches its sockets.
 */
import crypto from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AuthInvalidation } from '../core/auth/auth-cache';
import { UnauthorizedError } from '../core/base/errors';
import { invalidateConfigCache, onConfigChanged } from '../core/data/params';
import { invalidateDictCache, onDictChanged } from '../modules/system/dict';
import { authenticate, type TokenService } from '../core/auth/session';
import type { AuthUser } from '../core/routes/context';
import { MAX_PAYLOAD_BYTES, type RealtimeBus } from './bus';
import { type Client, SocketHub } from './hub';

export const SOCKET_PATH = '/admin/api/v1/websocket';
/** Frames larger than this from a client are refused (clients only send small control frames). */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

export interface RealtimeOptions {
  tokens: TokenService;
  bus: RealtimeBus;
}

declare module 'fastify' {
  interface FastifyRequest {
    socketUser?: AuthUser;
  }
}

/** The `authChanged` bus message: the change, or "drop all" when its id lists would not fit a NOTIFY. */
function authMessage(change: AuthInvalidation, origin: string): AuthInvalidation & { origin: string } {
  const msg = { ...change, origin };
  return JSON.stringify(msg).length > MAX_PAYLOAD_BYTES - 400 ? { all: true, origin } : msg;
}

export async function registerRealtime(app: FastifyInstance, { tokens, bus }: RealtimeOptions): Promise<SocketHub> {
  const hub = new SocketHub();
  // Our own bus messages come back to us (LISTEN hears our NOTIFY); this tells them apart.
  const instanceId = crypto.randomUUID();
  hub.start();
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

  const unsubscribe = bus.subscribe((delivery) => {
    // Another instance changed a parameter: drop ours too (its own change was already dropped).
    if (delivery.internal && delivery.event === 'configChanged') invalidateConfigCache(app.ctx.db, { notify: false });
    // … or a dictionary (one type, or all when none is named).
    if (delivery.internal && delivery.event === 'dictChanged') {
      const dictType = (delivery.data as { dictType?: string } | undefined)?.dictType;
      invalidateDictCache(app.ctx.db, dictType, { notify: false });
    }
    // Another instance revoked sessions or changed users/roles/menus: drop our cached copies.
    if (delivery.internal && delivery.event === 'authChanged') {
      const change = delivery.data as (AuthInvalidation & { origin?: string }) | undefined;
      if (change && change.origin !== instanceId) app.ctx.authCache.invalidate(change, { notify: false });
    }
    hub.deliver(delivery);
  });
  const publish = (d: Parameters<RealtimeBus['publish']>[0]) =>
    bus.publish(d).catch((e) => app.log.error({ err: e, event: d.event }, 'realtime publish failed'));

  const { events } = app.ctx;
  const offs = [
    events.on('permissionsChanged', ({ userIds }) => {
      if (userIds.length) void publish({ to: { userIds }, event: 'tokenUpdated' });
    }),
    events.on('sessionsRevoked', ({ sessionIds }) => {
      if (sessionIds.length) void publish({ to: { sessionIds }, event: 'sessionRevoked', close: true });
    }),
    events.on('noticePublished', ({ id, title, tag, type, all, userIds }) => {
      const to = all ? { all: true as const } : { userIds };
      void publish({ to, event: 'notice', data: { id, title, tag, type } });
    }),
    events.on('remotesChanged', () => void publish({ to: { all: true }, event: 'remotesUpdated' })),
    // The handler may run on another instance than the requester's socket: the bus carries it.
    events.on('jobProgress', ({ userId, job, name, done, total, state }) => {
      if (userId !== null) void publish({ to: { userIds: [userId] }, event: 'jobProgress', data: { job, name, done, total, state } });
    }),
    // Everyone may watch a month's progress: the event carries counts and a status, never money.
    events.on('payrollProgress', (data) => void publish({ to: { all: true }, event: 'payrollProgress', data })),
    onConfigChanged((db) => {
      if (db === app.ctx.db) void publish({ to: { all: true }, event: 'configChanged', internal: true });
    }),
    onDictChanged((db, dictType) => {
      if (db === app.ctx.db) void publish({ to: { all: true }, event: 'dictChanged', internal: true, data: { dictType } });
    }),
    app.ctx.authCache.onChange((change) => {
      void publish({ to: { all: true }, event: 'authChanged', internal: true, data: authMessage(change, instanceId) });
    }),
  ];

  app.addHook('onClose', async () => {
    for (const off of offs) off();
    unsubscribe();
    hub.closeAll();
    await bus.close();
  });

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req) => {
        const token = (req.query as { token?: unknown }).token;
        const user = typeof token === 'string' && token ? await authenticate(app.ctx.db, tokens, token, app.ctx.authCache) : null;
        if (!user) throw new UnauthorizedError();
        req.socketUser = user;
      },
    },
    (socket, req) => {
      const user = req.socketUser!;
      const client: Client = { ws: socket, userId: user.id, sessionId: user.sessionId, lastSeen: Date.now() };
      hub.add(client);
      socket.on('message', (raw) => {
        client.lastSeen = Date.now();
        let message: { event?: unknown };
        try {
          message = JSON.parse(String(raw));
        } catch {
          return; // not ours to answer; the heartbeat still counts
        }
        if (message?.event === 'ping') hub.send(client, JSON.stringify({ event: 'ping', data: 'pong' }));
      });
      socket.on('close', () => hub.remove(client));
      socket.on('error', () => hub.remove(client));
    },
  );
  return hub;
}
