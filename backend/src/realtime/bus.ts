/**
 * The realtime bus: every instance publishes deliveries to it and every instance hears all of
 * them, then hands each to the sockets it holds. On PostgreSQL this is LISTEN/NOTIFY, so N
 * stateless instances behind a proxy reach every socket; on the embedded database there is one
 * process and the bus is in-process.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

export type Audience = { all: true } | { userIds: number[] } | { sessionIds: string[] };

export interface Delivery {
  to: Audience;
  event: string;
  data?: unknown;
  /** Close the matching sockets after sending (logout, force logout). */
  close?: boolean;
  /** A message between server instances (e.g. 'configChanged'), never sent to sockets. */
  internal?: boolean;
}

export interface RealtimeBus {
  publish(delivery: Delivery): Promise<void>;
  subscribe(listener: (delivery: Delivery) => void): () => void;
  close(): Promise<void>;
  /**
   * Called after the bus lost its connection and got it back: whatever other instances
   * announced meanwhile (e.g. auth cache invalidations) was missed. Local buses never lose one.
   */
  onReconnected?(listener: () => void): () => void;
}

export const CHANNEL = 'shiftdesk_realtime';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on. */
export const MAX_PAYLOAD_BYTES = 7900;

export class LocalBus implements RealtimeBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(delivery: Delivery): Promise<void> {
    // Serialise like the PostgreSQL bus does, so both behave the same for callers.
    const copy = JSON.parse(JSON.stringify(delivery)) as Delivery;
    queueMicrotask(() => this.emitter.emit('delivery', copy));
  }

  subscribe(listener: (delivery: Delivery) => void): () => void {
    this.emitter.on('delivery', listener);
    return () => this.emitter.off('delivery', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class PgBus implements RealtimeBus {
  private readonly listeners = new Set<(delivery: Delivery) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private listener: pg.Client | undefined;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly publisher: pg.Pool,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  static async start(url: string, log: (msg: string, err?: unknown) => void): Promise<PgBus> {
    const publisher = new pg.Pool({ connectionString: url, max: 2 });
    // An idle pooled connection that the server drops (restart, outage) emits 'error' on the
    // pool; unheard, it killed the whole process. The next publish simply reconnects.
    publisher.on('error', (e) => log('realtime: publisher connection lost', e));
    const bus = new PgBus(url, publisher, log);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      let delivery: Delivery;
      try {
        delivery = JSON.parse(msg.payload) as Delivery;
      } catch (e) {
        this.log('realtime: bad notification payload', e);
        return;
      }
      for (const l of this.listeners) l(delivery);
    });
    client.on('error', (e) => {
      this.log('realtime: listener connection lost, reconnecting', e);
      this.reconnectLater();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private reconnectLater(): void {
    if (this.closed) return;
    const old = this.listener;
    this.listener = undefined;
    old?.end().catch(() => {});
    setTimeout(() => {
      if (this.closed) return;
      this.listen()
        .then(() => {
          for (const l of this.reconnectListeners) l();
        })
        .catch((e) => (this.log('realtime: relisten failed', e), this.reconnectLater()));
    }, 1000).unref();
  }

  onReconnected(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  async publish(delivery: Delivery): Promise<void> {
    const payload = JSON.stringify(delivery);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(`realtime payload of ${Buffer.byteLength(payload)} bytes is over ${MAX_PAYLOAD_BYTES}`);
    }
    await this.publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  subscribe(listener: (delivery: Delivery) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await Promise.allSettled([this.listener?.end(), this.publisher.end()]);
  }
}
