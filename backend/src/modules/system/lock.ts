/**
 * Lock screen unlock (issue 4): POST /personal/unlock {password} checks the logged-in user's
 * password. Wrong password → 400 "The password is incorrect". Rate limited per session: after
 * UNLOCK_MAX_FAILURES wrong tries within UNLOCK_WINDOW_MS every attempt answers 429 (even a right
 * password) until the window has passed; a right password clears the counter.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UNLOCK_MAX_FAILURES, UNLOCK_WINDOW_MS, UnlockBody, UnlockResult } from '@shiftdesk/shared/api';
import { eq } from 'drizzle-orm';
import { TtlMap } from '../../core/auth/auth-cache';
import { ok } from '../../core/base/envelope';
import { AppError, BadRequestError } from '../../core/base/errors';
import { verifyPassword } from '../../core/auth/password';
import { sysUser } from '../../db/schema';
import { routeOptions } from '../../core/routes/route-options';

const WRONG = ['The password is incorrect', '密码不正确'] as const;
const LIMITED = [
  'Too many wrong passwords. Please try again in {after}.',
  '密码错误次数过多，请在 {after} 后重试。',
] as const;

/**
 * Sessions whose failures are remembered at once. A session that failed and never came back
 * used to stay in the map for good (entries were only dropped when the same session asked
 * again); now an entry also expires a window after its last failure, and past this many the
 * oldest goes first.
 */
export const UNLOCK_LIMITER_MAX_SESSIONS = 10_000;

/** Failure timestamps per session id (pure helper, exported for tests). */
export class UnlockLimiter {
  private readonly failures: TtlMap<string, number[]>;
  constructor(
    readonly max = UNLOCK_MAX_FAILURES,
    readonly windowMs = UNLOCK_WINDOW_MS,
    maxSessions = UNLOCK_LIMITER_MAX_SESSIONS,
  ) {
    this.failures = new TtlMap(windowMs, maxSessions);
  }

  /** Sessions remembered now (expired ones included until they are looked up or pushed out). */
  get size(): number {
    return this.failures.size;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key, now) ?? []).filter((t) => now - t < this.windowMs);
    if (!list.length) this.failures.delete(key);
    return list;
  }

  /** Milliseconds until the next attempt is allowed (0 = allowed now). */
  blockedFor(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    return this.windowMs - (now - list[list.length - this.max]);
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now], now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

function humanAfter(ms: number, lang: string): string {
  const sec = Math.max(1, Math.ceil(ms / 1000));
  if (sec < 60) return lang === 'zh-cn' ? `${sec} 秒` : `${sec} seconds`;
  const min = Math.ceil(sec / 60);
  return lang === 'zh-cn' ? `${min} 分钟` : `${min} minute${min > 1 ? 's' : ''}`;
}

export const lockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limiter = new UnlockLimiter();
  app.post(
    '/personal/unlock',
    routeOptions({ auth: 'login' }, "Unlock the lock screen with the current user's password (5 wrong tries per 5 minutes per session)", { body: UnlockBody, reply: UnlockResult }),
    async (req) => {
      const user = req.user!;
      const zh = req.lang === 'zh-cn' ? 1 : 0;
      const wait = limiter.blockedFor(user.sessionId);
      if (wait > 0) {
        const after = humanAfter(wait, req.lang);
        throw new AppError(429, LIMITED[zh].replace('{after}', after), {
          after,
          retryAfterSec: Math.ceil(wait / 1000),
        });
      }
      const [row] = await app.ctx.db
        .select({ hash: sysUser.passwordHash })
        .from(sysUser)
        .where(eq(sysUser.id, user.id));
      if (!row || !(await verifyPassword(row.hash, req.body.password))) {
        limiter.fail(user.sessionId);
        throw new BadRequestError(WRONG[zh]);
      }
      limiter.clear(user.sessionId);
      return ok({ unlocked: true });
    },
  );
};
