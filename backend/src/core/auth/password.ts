/** Password hashing: argon2id with the library's defaults (m=64 MiB, t=3, p=4). */
import crypto from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { AppError } from '../base/errors';

/**
 * How many argon2 operations run at once. argon2 runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), the pool that also gzips our answers (@fastify/compress)
 * and serves fs and dns. A burst of logins used to take every pool thread for seconds, so every
 * other request waited behind the hashes (200 logins at once: 30-s timeouts on plain reads).
 * One operation already spreads over p=4 lanes of its own threads, so a few at a time keep the
 * cores busy; at least one pool thread always stays free for everything else.
 */
export function passwordConcurrency(cores = os.availableParallelism(), poolSize = threadPoolSize()): number {
  return Math.max(1, Math.min(Math.ceil(cores / 4), poolSize - 1));
}

function threadPoolSize(): number {
  const n = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(n) && n > 0 ? n : 4;
}

/**
 * Waiting operations per running one beyond which a new one is refused at once with a 503
 * (retry shortly) instead of queued: it bounds the queue's memory under a flood of logins from
 * many addresses.
 */
export const PASSWORD_QUEUE_PER_SLOT = 32;
/**
 * An operation that waited this long for its turn is refused (503) instead of run: its client
 * (a login form, a 30-s client timeout) has most likely given up, and hashing for nobody would
 * only make the requests behind it wait longer still. Under overload the gate so sheds work with
 * prompt answers rather than piling up hangs.
 */
export const PASSWORD_MAX_WAIT_MS = 15_000;

const busy = () => new AppError(503, 'error.unavailable');

/** A gate in front of argon2: at most `concurrency` running, at most `maxWaiting` queued, none older than `maxWaitMs`. */
export function passwordGate(
  concurrency: number,
  maxWaiting: number,
  maxWaitMs = PASSWORD_MAX_WAIT_MS,
  now = Date.now,
) {
  const limit = pLimit(concurrency);
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      // p-limit starts queued work a microtask later, so count everything accepted and unsettled.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) return Promise.reject(busy());
      const queuedAt = now();
      return limit(() => (now() - queuedAt > maxWaitMs ? Promise.reject(busy()) : work()));
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

const concurrency = passwordConcurrency();
export const passwordQueue = passwordGate(concurrency, concurrency * PASSWORD_QUEUE_PER_SLOT);

export function hashPassword(plain: string): Promise<string> {
  return passwordQueue.run(() => argon2.hash(plain, { type: argon2.argon2id }));
}

/** False for a wrong password or a malformed hash; rejects (503) only when the queue is full. */
export function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return passwordQueue.run(async () => {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  });
}

/** A strong random password (for the generated admin password): 20 chars, mixed classes. */
export function generatePassword(): string {
  const raw = crypto.randomBytes(15).toString('base64url'); // 20 chars of [A-Za-z0-9_-]
  // Guarantee each class so it passes any later password policy.
  return `${raw}Aa9!`;
}
