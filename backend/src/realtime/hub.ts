/**
 * The sockets this instance holds, indexed by user and by session, and the rules that keep
 * them healthy: a bounded send buffer (a slow reader is dropped, not buffered without end) and
 * a sweep that drops sockets whose heartbeat stopped.
 */
import type { WebSocket } from 'ws';
import type { Delivery } from './bus';

/** A socket with more than this unsent is too slow to keep. */
export const MAX_BUFFERED_BYTES = 1 << 20;
/** The client pings every 30 s; two missed beats and a margin mean it is gone. */
export const IDLE_LIMIT_MS = 75_000;
export const SWEEP_EVERY_MS = 15_000;

export interface Client {
  ws: WebSocket;
  userId: number;
  sessionId: string;
  lastSeen: number;
}

const OPEN = 1;

export class SocketHub {
  private readonly clients = new Set<Client>();
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly bySession = new Map<string, Set<Client>>();
  private sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.clients.size;
  }

  add(client: Client): void {
    this.clients.add(client);
    index(this.byUser, client.userId, client);
    index(this.bySession, client.sessionId, client);
  }

  remove(client: Client): void {
    this.clients.delete(client);
    unindex(this.byUser, client.userId, client);
    unindex(this.bySession, client.sessionId, client);
  }

  /** Sends to this instance's matching sockets; returns how many it reached. */
  deliver(delivery: Delivery): number {
    if (delivery.internal) return 0;
    const frame = JSON.stringify({ event: delivery.event, data: delivery.data });
    let reached = 0;
    for (const client of this.audience(delivery)) {
      if (this.send(client, frame)) reached++;
      if (delivery.close) {
        client.ws.close(4001, 'session ended');
        this.remove(client);
      }
    }
    return reached;
  }

  send(client: Client, frame: string): boolean {
    if (client.ws.readyState !== OPEN) return false;
    if (client.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.ws.terminate();
      this.remove(client);
      return false;
    }
    client.ws.send(frame);
    return true;
  }

  /** Drops sockets whose heartbeat stopped. */
  sweep(): number {
    const limit = this.now() - IDLE_LIMIT_MS;
    let dropped = 0;
    for (const client of [...this.clients]) {
      if (client.lastSeen < limit) {
        client.ws.terminate();
        this.remove(client);
        dropped++;
      }
    }
    return dropped;
  }

  start(): void {
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref?.();
  }

  closeAll(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    for (const client of this.clients) client.ws.close(1001, 'server shutting down');
    this.clients.clear();
    this.byUser.clear();
    this.bySession.clear();
  }

  private audience(delivery: Delivery): Client[] {
    const to = delivery.to;
    if ('all' in to) return [...this.clients];
    const picked = new Set<Client>();
    const from = 'userIds' in to ? to.userIds.map((id) => this.byUser.get(id)) : to.sessionIds.map((id) => this.bySession.get(id));
    for (const set of from) for (const c of set ?? []) picked.add(c);
    return [...picked];
  }
}

function index<K>(map: Map<K, Set<Client>>, key: K, client: Client) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(client);
}

function unindex<K>(map: Map<K, Set<Client>>, key: K, client: Client) {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
