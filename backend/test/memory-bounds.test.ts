/**
 * Per-instance memory that grows with traffic must have a bound (issue 11, the soak): the
 * unlock limiter remembered every session that ever failed an unlock.
 */
import { UNLOCK_LIMITER_MAX_SESSIONS, UnlockLimiter } from '../src/modules/system/lock';

test('the unlock limiter keeps at most maxSessions sessions, dropping the oldest first', () => {
  const l = new UnlockLimiter(2, 60_000, 100);
  const t0 = 1_000_000;
  for (let i = 0; i < 1000; i++) l.fail(`session-${i}`, t0 + i);
  expect(l.size).toBe(100);
  // The newest are still counted; the oldest were pushed out.
  l.fail('session-999', t0 + 1000);
  expect(l.blockedFor('session-999', t0 + 1001)).toBeGreaterThan(0);
  expect(l.blockedFor('session-0', t0 + 1001)).toBe(0);
  expect(UNLOCK_LIMITER_MAX_SESSIONS).toBeGreaterThan(0);
});

test("a session's failures are forgotten a window after its last one, even if it never asks again", () => {
  const l = new UnlockLimiter(2, 60_000, 100);
  const t0 = 1_000_000;
  l.fail('gone', t0);
  l.fail('gone', t0 + 1000);
  expect(l.blockedFor('gone', t0 + 2000)).toBe(58_000);
  // Another session's failure a window later does not bring the old one back, and looking the
  // old one up after its window drops it.
  l.fail('other', t0 + 61_001);
  expect(l.blockedFor('gone', t0 + 61_001)).toBe(0);
  expect(l.size).toBe(1);
});
