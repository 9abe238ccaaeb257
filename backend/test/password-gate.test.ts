/**
 * The gate in front of argon2 (core/auth/password.ts): a burst of logins must neither take every
 * libuv pool thread (which also gzips every answer) nor queue without end.
 */
import { AppError } from '../src/core/base/errors';
import {
  hashPassword,
  PASSWORD_QUEUE_PER_SLOT,
  passwordConcurrency,
  passwordGate,
  passwordQueue,
  verifyPassword,
} from '../src/core/auth/password';

/** A job that ends when the test says so, recording how many ran at once. */
function controlled() {
  let running = 0;
  let peak = 0;
  const releases: Array<() => void> = [];
  const job = () =>
    new Promise<number>((resolve) => {
      running++;
      peak = Math.max(peak, running);
      releases.push(() => {
        running--;
        resolve(peak);
      });
    });
  return {
    job,
    releaseAll: () => {
      for (const r of releases.splice(0)) r();
    },
    started: () => releases.length,
    peak: () => peak,
  };
}

test('leaves at least one pool thread free and runs at least one operation', () => {
  expect(passwordConcurrency(2, 4)).toBe(1);
  expect(passwordConcurrency(8, 4)).toBe(2);
  expect(passwordConcurrency(64, 4)).toBe(3);
  expect(passwordConcurrency(64, 16)).toBe(15);
  expect(passwordConcurrency(1, 1)).toBe(1);
});

test('runs at most `concurrency` jobs at once and refuses past `maxWaiting` queued with a 503', async () => {
  const gate = passwordGate(2, 3);
  const c = controlled();
  const accepted = Array.from({ length: 5 }, () => gate.run(c.job));
  await new Promise((r) => setImmediate(r));
  expect(gate.running).toBe(2);
  expect(gate.waiting).toBe(3);
  expect(c.started()).toBe(2);

  const refused = await gate.run(c.job).catch((err) => err);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused.statusCode).toBe(503);
  expect(refused.messageKey).toBe('error.unavailable');

  // Drain: every accepted job runs, never more than two at a time.
  while (gate.running) {
    c.releaseAll();
    await new Promise((r) => setImmediate(r));
  }
  await Promise.all(accepted);
  expect(c.peak()).toBe(2);
  expect(gate.waiting).toBe(0);
  // Room again once the queue has drained.
  const again = gate.run(async () => 'ok');
  await expect(again).resolves.toBe('ok');
});

test('hash and verify go through the gate, which is bounded', async () => {
  const hashes = await Promise.all(['a-Password-1', 'b-Password-2', 'c-Password-3'].map(hashPassword));
  await expect(verifyPassword(hashes[0], 'a-Password-1')).resolves.toBe(true);
  await expect(verifyPassword(hashes[1], 'a-Password-1')).resolves.toBe(false);
  await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  expect(passwordQueue.running).toBe(0);
  expect(passwordQueue.waiting).toBe(0);
  expect(PASSWORD_QUEUE_PER_SLOT).toBeGreaterThan(0);
});

test('refuses (503) a job whose turn came after maxWaitMs, without running it, and runs the next in time', async () => {
  let clock = 0;
  const gate = passwordGate(1, 10, 1000, () => clock);
  const c = controlled();
  const first = gate.run(c.job);
  let ranLate = false;
  const late = gate.run(async () => {
    ranLate = true;
  });
  await new Promise((r) => setImmediate(r));
  expect(c.started()).toBe(1);
  clock = 1500; // the first job held the slot past the second's patience
  c.releaseAll();
  await first;
  const refused = await late.catch((err) => err);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused.statusCode).toBe(503);
  expect(ranLate).toBe(false);
  await expect(gate.run(async () => 'fresh')).resolves.toBe('fresh');
});
