import { reconnectDelay, SOCKET, type SocketMessage, type SocketState } from './constants';

type Handler = (data: unknown, message: SocketMessage) => void;

/** The subset of the browser WebSocket this client needs; tests pass a fake. */
export interface WebSocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface RealtimeSocketOptions {
  /** The login token; without one the socket stays disconnected. */
  getToken: () => string | undefined;
  /** Page origin, e.g. https://ops.example.sg; ws/wss follows its scheme. */
  origin?: string;
  createSocket?: (url: string) => WebSocketLike;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

const OPEN = 1;

/**
 * The shell's realtime connection (spec §4 socket states, §7, §9): heartbeat with a reply
 * timeout, exponential reconnect with a cap and a limit, a cooldown between connects, and sends
 * that wait for the connection instead of being lost.
 */
export class RealtimeSocket {
  private ws: WebSocketLike | undefined;
  private stateValue: SocketState = 'disconnected';
  private reconnects = 0;
  private lastConnectAt = Number.NEGATIVE_INFINITY;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private replyTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private cooldownTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly sendTimers = new Set<ReturnType<typeof setTimeout>>();
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners = new Set<(s: SocketState) => void>();
  private stopped = false;
  private readonly opts: Required<Omit<RealtimeSocketOptions, 'origin'>> & { origin?: string };

  constructor(opts: RealtimeSocketOptions) {
    this.opts = {
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      now: () => Date.now(),
      log: () => {},
      ...opts,
    };
  }

  get state(): SocketState {
    return this.stateValue;
  }

  get reconnectAttempts(): number {
    return this.reconnects;
  }

  onState(listener: (s: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Registers a handler for a server event ('*': every event without its own handler); returns its removal. */
  on(event: string, handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  connect(): void {
    this.stopped = false;
    const token = this.opts.getToken();
    if (!token) {
      this.setState('disconnected');
      return;
    }
    if (this.stateValue === 'connected' || this.stateValue === 'connecting') return;
    const wait = this.lastConnectAt + SOCKET.connectCooldownMs - this.opts.now();
    if (wait > 0) {
      // Connection cooldown: a burst of connect() calls opens one socket, once.
      if (!this.cooldownTimer) {
        this.cooldownTimer = setTimeout(() => {
          this.cooldownTimer = undefined;
          this.connect();
        }, wait);
      }
      return;
    }
    this.open(token);
  }

  /** Closes for good (logout, page unload): no reconnect, all timers cleared. */
  disconnect(): void {
    this.stopped = true;
    this.cleanup();
    this.setState('disconnected');
  }

  /** Sends now if connected, else retries every 2 s up to 3 times; resolves whether it went out. */
  send(event: string, data?: unknown): Promise<boolean> {
    const payload = JSON.stringify({ event, data });
    return new Promise((resolve) => {
      const attempt = (retriesLeft: number) => {
        if (this.ws && this.ws.readyState === OPEN) {
          this.ws.send(payload);
          resolve(true);
          return;
        }
        if (retriesLeft <= 0 || this.stopped) {
          this.opts.log('socket send dropped', event);
          resolve(false);
          return;
        }
        const timer = setTimeout(() => {
          this.sendTimers.delete(timer);
          attempt(retriesLeft - 1);
        }, SOCKET.sendRetryDelayMs);
        this.sendTimers.add(timer);
      };
      attempt(SOCKET.sendMaxRetries);
    });
  }

  private url(token: string): string {
    const origin = this.opts.origin ?? globalThis.location?.origin ?? 'http://localhost';
    const wsOrigin = origin.replace(/^http/, 'ws');
    return `${wsOrigin}${SOCKET.path}?token=${encodeURIComponent(token)}`;
  }

  private open(token: string): void {
    this.lastConnectAt = this.opts.now();
    if (this.reconnects === 0) this.setState('connecting');
    let ws: WebSocketLike;
    try {
      ws = this.opts.createSocket(this.url(token));
    } catch (e) {
      this.opts.log('socket create failed', e);
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.reconnects = 0;
      this.setState('connected');
      this.startHeartbeat();
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onerror = () => {
      // Close follows an error in browsers; handle both once.
      if (this.ws === ws) this.lost();
    };
    ws.onclose = () => {
      if (this.ws === ws) this.lost();
    };
  }

  private receive(raw: unknown): void {
    let message: SocketMessage;
    try {
      message = JSON.parse(String(raw)) as SocketMessage;
    } catch (e) {
      this.opts.log('socket message parse failed', e); // spec §8: logged only
      return;
    }
    if (!message || typeof message.event !== 'string') return;
    // Any message proves the link is alive, the ping reply included.
    this.clearReplyTimer();
    // Events nobody registered for go to the '*' handlers (the host forwards them to remotes).
    const own = this.handlers.get(message.event);
    const targets = own && own.size > 0 ? own : (this.handlers.get('*') ?? []);
    for (const handler of [...targets]) {
      try {
        handler(message.data, message);
      } catch (e) {
        this.opts.log(`socket handler for ${message.event} failed`, e);
      }
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (!this.ws || this.ws.readyState !== OPEN) return;
      this.ws.send(JSON.stringify({ event: 'ping' }));
      if (!this.replyTimer) {
        this.replyTimer = setTimeout(() => {
          this.replyTimer = undefined;
          this.opts.log('socket heartbeat timed out');
          const dead = this.ws;
          this.lost();
          dead?.close(4000, 'heartbeat timeout');
        }, SOCKET.heartbeatTimeoutMs);
      }
    }, SOCKET.heartbeatIntervalMs);
  }

  private clearReplyTimer(): void {
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = undefined;
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    this.clearReplyTimer();
  }

  private lost(): void {
    this.stopHeartbeat();
    if (this.ws) {
      this.ws.onopen = this.ws.onclose = this.ws.onerror = this.ws.onmessage = null;
    }
    this.ws = undefined;
    if (this.stopped) return;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer) return;
    if (this.reconnects >= SOCKET.maxReconnects) {
      this.opts.log('socket gave up after the maximum reconnects');
      this.disconnect();
      return;
    }
    this.reconnects += 1;
    this.setState('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      const token = this.opts.getToken();
      if (!token) {
        this.disconnect();
        return;
      }
      this.open(token);
    }, reconnectDelay(this.reconnects));
  }

  private cleanup(): void {
    this.stopHeartbeat();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.cooldownTimer) clearTimeout(this.cooldownTimer);
    this.reconnectTimer = this.cooldownTimer = undefined;
    for (const t of this.sendTimers) clearTimeout(t);
    this.sendTimers.clear();
    const ws = this.ws;
    this.ws = undefined;
    if (ws) {
      ws.onopen = ws.onclose = ws.onerror = ws.onmessage = null;
      try {
        ws.close(1000, 'client closed');
      } catch {
        // already closed
      }
    }
  }

  private setState(next: SocketState): void {
    if (next === this.stateValue) return;
    this.stateValue = next;
    for (const l of this.stateListeners) l(next);
  }
}
