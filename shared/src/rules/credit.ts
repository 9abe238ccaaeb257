/**
 * A worker's credit score (DOMAIN.md "Credit score"): base 100 plus the weights of the events
 * still in force, clamped to 0–100. Weights and expiry are system parameters, so they come in;
 * the instant to score at comes in too (no clock here).
 */

export type CreditEventKind = 'completed_shift' | 'early_cancel' | 'late_arrival' | 'late_cancel' | 'no_show';

export const CREDIT_EVENT_KINDS: readonly CreditEventKind[] = [
  'completed_shift',
  'early_cancel',
  'late_arrival',
  'late_cancel',
  'no_show',
];

export const CREDIT_SCORE_BASE = 100;
export const CREDIT_SCORE_MIN = 0;
export const CREDIT_SCORE_MAX = 100;

export interface CreditScoreParams {
  weights: Record<CreditEventKind, number>;
  /** An event stops counting this many days after it happened. */
  expiryDays: number;
}

/** The defaults DOMAIN.md names; the live values are system parameters. */
export const DEFAULT_CREDIT_SCORE_PARAMS: CreditScoreParams = {
  weights: { completed_shift: 1, early_cancel: -2, late_arrival: -5, late_cancel: -10, no_show: -30 },
  expiryDays: 180,
};

export interface CreditEvent {
  kind: CreditEventKind;
  /** When it happened, an ISO instant (`2026-03-01T02:00:00Z`). */
  at: string;
  /**
   * When it was reversed (an approved MC excuses a no-show), an ISO instant; from then on it no
   * longer counts. Before that it did, which the score-over-time chart shows as it was.
   */
  reversedAt?: string | null;
  /**
   * The weight and expiry fixed when the event was recorded (parameters change later without
   * rewriting history); absent = the params' weight for its kind and `at + expiryDays`.
   */
  weight?: number;
  expiresAt?: string;
}

const DAY_MS = 86_400_000;

function instant(iso: string, what: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new RangeError(`${what} is not an ISO instant: ${iso}`);
  return t;
}

function clamp(score: number): number {
  return Math.min(CREDIT_SCORE_MAX, Math.max(CREDIT_SCORE_MIN, score));
}

function expiryOf(e: CreditEvent, at: number, expiryMs: number): number {
  return e.expiresAt ? instant(e.expiresAt, 'Expiry time') : at + expiryMs;
}

/** Whether an event counts at instant `t` (ms): it has happened, not expired, not reversed. */
function counts(e: CreditEvent, t: number, expiryMs: number): boolean {
  const at = instant(e.at, 'Event time');
  if (at > t || t >= expiryOf(e, at, expiryMs)) return false;
  return !(e.reversedAt && instant(e.reversedAt, 'Reversal time') <= t);
}

/** The score at an instant (now, or any past instant for history). */
export function creditScoreAt(
  events: readonly CreditEvent[],
  at: string,
  params: CreditScoreParams = DEFAULT_CREDIT_SCORE_PARAMS,
): number {
  const t = instant(at, 'Score time');
  const expiryMs = params.expiryDays * DAY_MS;
  let sum = CREDIT_SCORE_BASE;
  for (const e of events) if (counts(e, t, expiryMs)) sum += e.weight ?? params.weights[e.kind];
  return clamp(sum);
}

export interface CreditScorePoint {
  at: string;
  score: number;
}

/**
 * The score over [from, to] for a chart: a point at `from`, one at every instant inside the
 * range where the score changes (an event happens, expires or is reversed), and one at `to`.
 */
export function creditScoreSeries(
  events: readonly CreditEvent[],
  from: string,
  to: string,
  params: CreditScoreParams = DEFAULT_CREDIT_SCORE_PARAMS,
): CreditScorePoint[] {
  const start = instant(from, 'Range start');
  const end = instant(to, 'Range end');
  if (end < start) throw new RangeError('The range ends before it starts');
  const expiryMs = params.expiryDays * DAY_MS;
  const changes = new Set<number>();
  for (const e of events) {
    const at = instant(e.at, 'Event time');
    changes.add(at);
    changes.add(expiryOf(e, at, expiryMs));
    if (e.reversedAt) changes.add(instant(e.reversedAt, 'Reversal time'));
  }
  const times = [...changes].filter((t) => t > start && t < end).sort((a, b) => a - b);
  const iso = (t: number) => new Date(t).toISOString();
  const points: CreditScorePoint[] = [{ at: iso(start), score: creditScoreAt(events, iso(start), params) }];
  for (const t of times) {
    const score = creditScoreAt(events, iso(t), params);
    if (score !== points[points.length - 1].score) points.push({ at: iso(t), score });
  }
  if (end > start) points.push({ at: iso(end), score: creditScoreAt(events, iso(end), params) });
  return points;
}
