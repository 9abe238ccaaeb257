/**
 * Per-instance caches of who a request is (ARCHITECTURE §7: cached hot endpoints ≥ 50% of a
 * bare route). Without them every authenticated request reads its session + user, then the
 * user's roles and menus, and getUserMenus builds the menu tree from two more queries.
 *
 * - sessions: session id → the principal `authenticate` resolved plus the session row's
 *   validity fields (token hashes, expiry), for SESSION_CACHE_TTL_MS, at most
 *   SESSION_CACHE_MAX entries (oldest inserted dropped first). A hit re-checks expiry and the
 *   token hash from the cached fields; anything that does not pass goes to the database.
 * - access: user id → ALL the user's roles (with their status and effective time) and the
 *   enabled menus each grants. Which roles are in force is decided on every request from these
 *   rows (`isRoleEffective(role, now)`), so a role leaving its time window stops granting at
 *   once, cache or not.
 * - menus: the getUserMenus tree per set of roles in force ('admin' for administrators).
 *
 * Invalidation (the product promise: logout, force logout, password change/reset, user
 * disable/delete, role/permission/menu changes take effect on the very next request):
 * - this instance: synchronously, from the domain events (`sessionsRevoked` drops those
 *   sessions, `permissionsChanged` drops everything — see `wireAuthCacheEvents`) and from the
 *   modules that change users, roles and menus (`dropAuthCacheOnMutation`);
 * - other instances: every local invalidation is announced to `onChange` listeners; the
 *   realtime plugin publishes it on the bus as the internal message `authChanged` (PostgreSQL
 *   NOTIFY) and the other instances apply it with `notify: false`. The TTL bounds staleness
 *   should a notification be lost.
 *
 * Races: a lookup that read the database before an invalidation must not store its (stale)
 * answer after it. Every invalidation bumps `generation`; a load stores its result only if the
 * generation is unchanged since the load started.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from './auth-types';
import type { DomainEventBus } from '../base/events';

export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX = 10_000;
export const ACCESS_CACHE_TTL_MS = 30_000;
export const ACCESS_CACHE_MAX = 10_000;
export const MENU_CACHE_TTL_MS = 60_000;
export const MENU_CACHE_MAX = 1_000;

/** What an instance must drop (also the payload of the internal bus message `authChanged`). */
export interface AuthInvalidation {
  all?: boolean;
  sessionIds?: string[];
  userIds?: number[];
}

export interface CachedSession {
  user: AuthUser;
  tokenHash: string;
  prevTokenHash: string | null;
  /** ms since epoch, or null */
  prevValidUntil: number | null;
  expiresAt: number;
  createdAt: number;
  /** The last lastSeenAt written (or read) for this session */
  lastSeenAt: number;
  cachedAt: number;
}

interface Timed<T> {
  at: number;
  value: T;
}

/** A Map bounded by size (oldest inserted goes first) whose entries expire after `ttl` ms. */
export class TtlMap<K, V> {
  private readonly map = new Map<K, Timed<V>>();
  constructor(
    private readonly ttl: number,
    private readonly max: number,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (now - e.at >= this.ttl) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.map.delete(key);
    this.map.set(key, { at: now, value });
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value as K;
      this.map.delete(oldest);
    }
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  deleteWhere(pred: (value: V) => boolean): void {
    for (const [k, e] of this.map) if (pred(e.value)) this.map.delete(k);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

export class AuthCache {
  /** Bumped by every invalidation (see file comment, "Races"). */
  generation = 0;
  readonly sessions = new TtlMap<string, CachedSession>(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);
  /**
   * Bearer token → its session id and sha256, for tokens whose signature was verified. A pure
   * function of the token (and this instance's secret), so never invalidated: it only spares
   * the HMAC verification and hash per request; the session's validity is checked separately.
   */
  readonly verifiedTokens = new TtlMap<string, { sid: string; hash: string }>(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);
  /** user id → raw access rows (see core/auth/access.ts `AccessRows`) */
  readonly access = new TtlMap<number, unknown>(ACCESS_CACHE_TTL_MS, ACCESS_CACHE_MAX);
  /** roles-in-force key → menu tree */
  readonly menus = new TtlMap<string, unknown>(MENU_CACHE_TTL_MS, MENU_CACHE_MAX);
  private readonly listeners = new Set<(change: AuthInvalidation) => void>();

  /** Drops what `change` names. `notify` (default true): this instance made the change — tell the listeners (the bus). */
  invalidate(change: AuthInvalidation, opts: { notify?: boolean } = {}): void {
    this.generation++;
    if (change.all) {
      this.sessions.clear();
      this.access.clear();
      this.menus.clear();
    } else {
      for (const sid of change.sessionIds ?? []) this.sessions.delete(sid);
      if (change.userIds?.length) {
        const ids = new Set(change.userIds);
        this.sessions.deleteWhere((s) => ids.has(s.user.id));
        for (const id of ids) this.access.delete(id);
      }
    }
    if (opts.notify ?? true) for (const l of this.listeners) l(change);
  }

  /** Subscribe to local invalidations (for cross-instance invalidation). Returns unsubscribe. */
  onChange(listener: (change: AuthInvalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** This instance's cache, dropped synchronously by the domain events that change who may do what. */
export function wireAuthCacheEvents(cache: AuthCache, events: DomainEventBus): Array<() => void> {
  return [
    events.on('sessionsRevoked', ({ sessionIds }) => {
      if (sessionIds.length) cache.invalidate({ sessionIds });
    }),
    // Roles, menus, a user's roles/department/status: dropping everything is simplest and these are rare.
    events.on('permissionsChanged', () => cache.invalidate({ all: true })),
  ];
}

/**
 * For a route plugin whose writes change users, roles or menus: after every non-GET request
 * (before its answer is sent, so the caller's next request already sees it) drop the whole
 * auth cache. Belt and braces beside the domain events, which not every such write emits
 * (a role renamed, a menu re-titled, a nickname or avatar changed…).
 */
export function dropAuthCacheOnMutation(app: FastifyInstance, scope: 'all' | 'self' = 'all'): void {
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return payload;
    const cache = app.ctx.authCache;
    if (scope === 'all') cache.invalidate({ all: true });
    else if (req.user) cache.invalidate({ userIds: [req.user.id] });
    return payload;
  });
}
