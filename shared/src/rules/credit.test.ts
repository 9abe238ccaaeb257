/** @jest-environment node */
import fc from 'fast-check';
import {
  CREDIT_EVENT_KINDS,
  type CreditEvent,
  type CreditScoreParams,
  creditScoreAt,
  creditScoreSeries,
  DEFAULT_CREDIT_SCORE_PARAMS,
} from './credit';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('credit score', () => {
  it('starts at 100 and cannot go above it', () => {
    expect(creditScoreAt([], '2026-03-01T00:00:00Z')).toBe(100);
    const shifts: CreditEvent[] = [1, 2, 3].map((d) => ({ kind: 'completed_shift', at: iso(T0 + d * DAY) }));
    expect(creditScoreAt(shifts, iso(T0 + 10 * DAY))).toBe(100);
  });

  it('adds the DOMAIN.md default weights of the events in force', () => {
    const events: CreditEvent[] = [
      { kind: 'no_show', at: iso(T0) },
      { kind: 'late_cancel', at: iso(T0 + DAY) },
      { kind: 'late_arrival', at: iso(T0 + 2 * DAY) },
      { kind: 'early_cancel', at: iso(T0 + 3 * DAY) },
      { kind: 'completed_shift', at: iso(T0 + 4 * DAY) },
    ];
    expect(creditScoreAt(events, iso(T0 + 5 * DAY))).toBe(100 - 30 - 10 - 5 - 2 + 1);
    // Before the later events happened only the no-show counted.
    expect(creditScoreAt(events, iso(T0 + DAY / 2))).toBe(70);
  });

  it('drops an event 180 days after it happened', () => {
    const events: CreditEvent[] = [{ kind: 'no_show', at: iso(T0) }];
    expect(creditScoreAt(events, iso(T0 + 180 * DAY - 1))).toBe(70);
    expect(creditScoreAt(events, iso(T0 + 180 * DAY))).toBe(100);
  });

  it('clamps at 0', () => {
    const events: CreditEvent[] = [0, 1, 2, 3].map((d) => ({ kind: 'no_show', at: iso(T0 + d * DAY) }));
    expect(creditScoreAt(events, iso(T0 + 5 * DAY))).toBe(0);
  });

  it('takes weights and expiry as parameters', () => {
    const params: CreditScoreParams = {
      weights: { ...DEFAULT_CREDIT_SCORE_PARAMS.weights, no_show: -50 },
      expiryDays: 30,
    };
    const events: CreditEvent[] = [{ kind: 'no_show', at: iso(T0) }];
    expect(creditScoreAt(events, iso(T0 + 29 * DAY), params)).toBe(50);
    expect(creditScoreAt(events, iso(T0 + 30 * DAY), params)).toBe(100);
  });

  it('keeps the weight and expiry an event was recorded with, whatever the parameters say now', () => {
    const events: CreditEvent[] = [{ kind: 'no_show', at: iso(T0), weight: -20, expiresAt: iso(T0 + 10 * DAY) }];
    expect(creditScoreAt(events, iso(T0 + 9 * DAY))).toBe(80);
    expect(creditScoreAt(events, iso(T0 + 10 * DAY))).toBe(100);
    expect(creditScoreSeries(events, iso(T0 - DAY), iso(T0 + 20 * DAY))).toEqual([
      { at: iso(T0 - DAY), score: 100 },
      { at: iso(T0), score: 80 },
      { at: iso(T0 + 10 * DAY), score: 100 },
      { at: iso(T0 + 20 * DAY), score: 100 },
    ]);
  });

  it('stops counting a no-show once an approved MC reverses it, and shows it before that', () => {
    const events: CreditEvent[] = [{ kind: 'no_show', at: iso(T0), reversedAt: iso(T0 + 3 * DAY) }];
    expect(creditScoreAt(events, iso(T0 + 2 * DAY))).toBe(70);
    expect(creditScoreAt(events, iso(T0 + 3 * DAY))).toBe(100);
  });

  it('charts the score over time with a point at each change', () => {
    const events: CreditEvent[] = [
      { kind: 'no_show', at: iso(T0 + DAY) },
      { kind: 'late_arrival', at: iso(T0 + 2 * DAY), reversedAt: iso(T0 + 4 * DAY) },
    ];
    expect(creditScoreSeries(events, iso(T0), iso(T0 + 200 * DAY))).toEqual([
      { at: iso(T0), score: 100 },
      { at: iso(T0 + DAY), score: 70 },
      { at: iso(T0 + 2 * DAY), score: 65 },
      { at: iso(T0 + 4 * DAY), score: 70 },
      { at: iso(T0 + 181 * DAY), score: 100 },
      { at: iso(T0 + 200 * DAY), score: 100 },
    ]);
  });
});

const arbEvent = fc.record({
  kind: fc.constantFrom(...CREDIT_EVENT_KINDS),
  offset: fc.integer({ min: 0, max: 400 * DAY }),
  reversedAfter: fc.option(fc.integer({ min: 0, max: 100 * DAY }), { nil: null }),
});
const toEvent = (e: { kind: CreditEvent['kind']; offset: number; reversedAfter: number | null }): CreditEvent => ({
  kind: e.kind,
  at: iso(T0 + e.offset),
  reversedAt: e.reversedAfter === null ? null : iso(T0 + e.offset + e.reversedAfter),
});
const arbParams = fc.record({
  weights: fc.record({
    completed_shift: fc.integer({ min: -100, max: 100 }),
    early_cancel: fc.integer({ min: -100, max: 100 }),
    late_arrival: fc.integer({ min: -100, max: 100 }),
    late_cancel: fc.integer({ min: -100, max: 100 }),
    no_show: fc.integer({ min: -100, max: 100 }),
  }),
  expiryDays: fc.integer({ min: 1, max: 365 }),
});

describe('credit score properties', () => {
  it('is always within 0–100', () => {
    fc.assert(
      fc.property(
        fc.array(arbEvent, { maxLength: 40 }),
        arbParams,
        fc.integer({ min: 0, max: 800 * DAY }),
        (es, params, t) => {
          const score = creditScoreAt(es.map(toEvent), iso(T0 + t), params);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is not changed by an expired event', () => {
    fc.assert(
      fc.property(
        fc.array(arbEvent, { maxLength: 20 }),
        arbParams,
        fc.integer({ min: 0, max: 800 * DAY }),
        fc.constantFrom(...CREDIT_EVENT_KINDS),
        fc.integer({ min: 0, max: 400 * DAY }),
        (es, params, t, kind, pastExpiry) => {
          const events = es.map(toEvent);
          const at = T0 + t;
          const expired: CreditEvent = { kind, at: iso(at - params.expiryDays * DAY - pastExpiry) };
          expect(creditScoreAt([...events, expired], iso(at), params)).toBe(creditScoreAt(events, iso(at), params));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is not changed by an event reversed before the instant', () => {
    fc.assert(
      fc.property(
        fc.array(arbEvent, { maxLength: 20 }),
        arbParams,
        fc.constantFrom(...CREDIT_EVENT_KINDS),
        fc.integer({ min: 0, max: 100 * DAY }),
        fc.integer({ min: 0, max: 100 * DAY }),
        (es, params, kind, happened, reversedAfter) => {
          const events = es.map(toEvent);
          const reversed: CreditEvent = {
            kind,
            at: iso(T0 + happened),
            reversedAt: iso(T0 + happened + reversedAfter),
          };
          const t = iso(T0 + happened + reversedAfter);
          expect(creditScoreAt([...events, reversed], t, params)).toBe(creditScoreAt(events, t, params));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('charts the same score as asking at each point', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 15 }), arbParams, (es, params) => {
        const events = es.map(toEvent);
        const series = creditScoreSeries(events, iso(T0), iso(T0 + 500 * DAY), params);
        for (const p of series) expect(p.score).toBe(creditScoreAt(events, p.at, params));
        // Consecutive interior points differ: only changes are charted.
        for (let i = 1; i < series.length - 1; i++) expect(series[i].score).not.toBe(series[i - 1].score);
      }),
      { numRuns: 1000 },
    );
  });
});
