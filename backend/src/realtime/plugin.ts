/**
 * The realtime socket at /admin/api/v1/websocket?token=… (spec §7, ARCHITECTURE §4): refuses a
 * missing, bad or revoked token before the upgrade, answers `ping`, and turns domain events into
 * socket events for the right audience through the bus, so every instance reaches its sockets.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../core/errors';
import { invalidateConfigCache, onConfigChanged } from '../core/params';
import { authenticate, type TokenService } from '../core/session';
import type { AuthUser } from '../core/context';
import type { RealtimeBus } from './bus';
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

export async function registerRealtime(app: FastifyInstance, { tokens, bus }: RealtimeOptions): Promise<SocketHub> {
  const hub = new SocketHub();
  hub.start();
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

  const unsubscribe = bus.subscribe((delivery) => {
    // Another instance changed a parameter: drop ours too (its own change was already dropped).
    if (delivery.internal && delivery.event === 'configChanged') invalidateConfigCache(app.ctx.db, { notify: false });
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
    onConfigChanged((db) => {
      if (db === app.ctx.db) void publish({ to: { all: true }, event: 'configChanged', internal: true });
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
        const user = typeof token === 'string' && token ? await authenticate(app.ctx.db, tokens, token) : null;
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
