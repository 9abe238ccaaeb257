/**
 * Sessions: a login creates a sys_session row (the online-users table); the bearer token is
 * an HS256 JWT whose `sid` claim names that row. Every request verifies the signature AND the
 * row (not revoked, not expired, token hash matches), so logout and force-logout act at once.
 *
 * Lifetime: 12 hours of inactivity (sliding: each request moves expires_at forward, written at
 * most once a minute), and at most 7 days from login. The JWT itself carries no exp — the row
 * is the authority. Only sha256(token) is stored, never the token.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Db } from '../../db/client';
import { sysSession, sysUser } from '../../db/schema';
import type { AuthCache, CachedSession } from './auth-cache';
import type { AuthUser } from './auth-types';
import type { ClientInfo } from '../base/request-info';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** After refreshToken the previous token still works this long (requests already in flight). */
const PREV_TOKEN_GRACE_MS = 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export class TokenService {
  private readonly sign: (payload: { sid: string; jti: string }) => string;
  private readonly verify: (token: string) => { sid?: unknown };

  constructor(secret: string) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256' }) as (p: { sid: string; jti: string }) => string;
    this.verify = createVerifier({ key: secret, algorithms: ['HS256'] }) as (t: string) => { sid?: unknown };
  }

  issue(sid: string): string {
    // jti makes every token unique, so a refreshed token differs from the old one.
    return this.sign({ sid, jti: crypto.randomBytes(9).toString('base64url') });
  }

  /** The session id of a well-signed token, or null. */
  sessionIdOf(token: string): string | null {
    try {
      const payload = this.verify(token);
      return typeof payload.sid === 'string' ? payload.sid : null;
    } catch {
      return null;
    }
  }
}

export async function createSession(db: Db, tokens: TokenService, userId: number, client: ClientInfo) {
  const id = crypto.randomUUID();
  const token = tokens.issue(id);
  await db.insert(sysSession).values({
    id,
    userId,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent,
    browser: client.browser,
    os: client.os,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
  });
  return { id, token };
}

/**
 * Resolves a bearer token to its user, or null when the token/session is not valid.
 *
 * With `cache` (the instance's AuthCache) a session checked against the database within the
 * last SESSION_CACHE_TTL_MS is answered from memory: expiry (idle and absolute) and the token
 * hash are re-checked from the cached row on every request, and anything that does not pass
 * goes back to the database. Revocation, password changes, user disable/delete drop the entry
 * (see core/auth/auth-cache.ts). lastSeenAt/expiresAt are still written at most once a minute per
 * session, from a cache hit as from a database read.
 */
export async function authenticate(
  db: Db,
  tokens: TokenService,
  token: string,
  cache?: AuthCache,
): Promise<AuthUser | null> {
  const now = Date.now();
  let verified = cache?.verifiedTokens.get(token, now);
  if (!verified) {
    const sid = tokens.sessionIdOf(token);
    if (!sid || !/^[0-9a-f-]{36}$/i.test(sid)) return null;
    verified = { sid, hash: sha256(token) };
    cache?.verifiedTokens.set(token, verified, now);
  }
  const { sid, hash } = verified;
  const hit = cache?.sessions.get(sid, now);
  if (hit && sessionAccepts(hit, hash, now)) {
    if (now - hit.lastSeenAt > TOUCH_EVERY_MS) {
      const lastSeenAt = hit.lastSeenAt;
      hit.lastSeenAt = now; // one write even when many requests of this session arrive at once
      hit.expiresAt = now + SESSION_IDLE_MS;
      try {
        await touch(db, sid, now);
      } catch (err) {
        hit.lastSeenAt = lastSeenAt;
        throw err;
      }
    }
    return hit.user;
  }

  const generation = cache?.generation;
  const rows = await db
    .select({
      session: sysSession,
      user: {
        id: sysUser.id,
        userName: sysUser.userName,
        userNickname: sysUser.userNickname,
        avatar: sysUser.avatar,
        deptId: sysUser.deptId,
        status: sysUser.status,
        deletedAt: sysUser.deletedAt,
        lastLoginAt: sysUser.lastLoginAt,
      },
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(eq(sysSession.id, sid))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { session, user } = row;
  if (user.status !== 1 || user.deletedAt) return null;
  if (session.revokedAt) return null;
  const entry: CachedSession = {
    user: {
      id: user.id,
      userName: user.userName,
      userNickname: user.userNickname,
      avatar: user.avatar,
      deptId: user.deptId,
      sessionId: sid,
      lastLoginAt: user.lastLoginAt,
    },
    tokenHash: session.tokenHash,
    prevTokenHash: session.prevTokenHash,
    prevValidUntil: session.prevValidUntil?.getTime() ?? null,
    expiresAt: session.expiresAt.getTime(),
    createdAt: session.createdAt.getTime(),
    lastSeenAt: session.lastSeenAt.getTime(),
    cachedAt: now,
  };
  if (!sessionAccepts(entry, hash, now)) return null;

  if (now - entry.lastSeenAt > TOUCH_EVERY_MS) {
    await touch(db, sid, now);
    entry.lastSeenAt = now;
    entry.expiresAt = now + SESSION_IDLE_MS;
  }
  // Not when an invalidation happened while we read: our row may predate it.
  if (cache && cache.generation === generation) cache.sessions.set(sid, entry, now);
  return entry.user;
}

/** Is the session (row or cached copy) live at `now`, and is `hash` its current or grace token? */
function sessionAccepts(s: CachedSession, hash: string, now: number): boolean {
  if (s.expiresAt <= now) return false;
  if (s.createdAt + SESSION_MAX_MS <= now) return false;
  if (hash === s.tokenHash) return true;
  return hash === s.prevTokenHash && s.prevValidUntil !== null && s.prevValidUntil > now;
}

/** Moves lastSeenAt (the online-users page) and the idle expiry forward. */
async function touch(db: Db, sid: string, now: number): Promise<void> {
  await db
    .update(sysSession)
    .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_IDLE_MS) })
    .where(and(eq(sysSession.id, sid), isNull(sysSession.revokedAt)));
}

/** Issues a new token for the same session; the old one keeps working for a short grace. */
export async function rotateToken(db: Db, tokens: TokenService, sid: string): Promise<string> {
  const token = tokens.issue(sid);
  const now = Date.now();
  await db
    .update(sysSession)
    .set({
      prevTokenHash: sql`${sysSession.tokenHash}`,
      prevValidUntil: new Date(now + PREV_TOKEN_GRACE_MS),
      tokenHash: sha256(token),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_IDLE_MS),
    })
    .where(eq(sysSession.id, sid));
  return token;
}

export async function revokeSession(db: Db, sid: string): Promise<void> {
  await db
    .update(sysSession)
    .set({ revokedAt: new Date() })
    .where(and(eq(sysSession.id, sid), isNull(sysSession.revokedAt)));
}

/** Reads the bearer token of an Authorization header. */
export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}
