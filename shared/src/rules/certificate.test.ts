/** @jest-environment node */
import fc from 'fast-check';
import { addDays } from './calendar';
import { certificateValidOn, daysUntil, normaliseReminderDays, reminderDue } from './certificate';

describe('certificate rules', () => {
  it('counts days between calendar dates across months and years', () => {
    expect(daysUntil('2026-11-22', '2026-12-22')).toBe(30);
    expect(daysUntil('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysUntil('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('a verified certificate is valid through its expiry date, never after', () => {
    expect(certificateValidOn('verified', '2026-11-30', '2026-11-30')).toBe(true);
    expect(certificateValidOn('verified', '2026-11-30', '2026-12-01')).toBe(false);
    expect(certificateValidOn('verified', null, '2099-01-01')).toBe(true);
    for (const s of ['pending', 'rejected', 'expired']) expect(certificateValidOn(s, null, '2026-01-01')).toBe(false);
  });

  it('sends 30, 7 and 0 days before expiry, each once', () => {
    const expires = '2026-12-31';
    let last: number | null = null;
    const sent: [string, number][] = [];
    for (let d = 0; d <= 60; d++) {
      const today = addDays('2026-11-10', d);
      const due = reminderDue(expires, today, [30, 7, 0], last);
      if (due !== null) {
        sent.push([today, due]);
        last = due;
      }
    }
    expect(sent).toEqual([
      ['2026-12-01', 30],
      ['2026-12-24', 7],
      ['2026-12-31', 0],
    ]);
  });

  it('after a missed run only the most urgent threshold is sent', () => {
    expect(reminderDue('2026-12-31', '2026-12-27', [30, 7, 0], null)).toBe(7);
    expect(reminderDue('2026-12-31', '2027-01-01', [30, 7, 0], null)).toBeNull();
  });

  it('property: never repeats a threshold and never sends more than there are', () => {
    // The 91 run dates, computed once: the property runs 1,000 times.
    const runDates = Array.from({ length: 91 }, (_, d) => addDays('2025-12-31', d));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (days, step) => {
          const thresholds = normaliseReminderDays(days);
          let last: number | null = null;
          const sent: number[] = [];
          for (let d = 0; d <= 90; d += step) {
            const due = reminderDue('2026-03-01', runDates[d], thresholds, last);
            if (due !== null) {
              sent.push(due);
              last = due;
            }
          }
          expect(new Set(sent).size).toBe(sent.length);
          expect(sent.length).toBeLessThanOrEqual(thresholds.length);
          expect([...sent].sort((a, b) => b - a)).toEqual(sent);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
