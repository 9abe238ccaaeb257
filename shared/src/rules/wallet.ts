/**
 * A worker's wallet (DOMAIN.md "Wallet", "Withdrawal"): three balances kept by an append-only
 * ledger. Every ledger entry moves money between the buckets and in or out of the wallet:
 *
 * - `available`: the worker may withdraw it;
 * - `pending`: credited, but the estimated employee CPF share of a month whose payroll is not
 *   closed yet (`estimateEmployeeCpfHold`), kept until that payroll deducts the real share;
 * - `held`: asked for by a withdrawal that is not paid, rejected, failed or cancelled yet.
 *
 * An entry's `amount` is the change of the wallet's total (available + pending + held), so the
 * sum of a wallet's amounts is its total; moving money between buckets (a hold, a release) has
 * amount 0. No bucket may go below zero: a debit larger than what a bucket holds is refused,
 * never silently netted. All amounts are integer cents.
 */

export const WALLET_TX_TYPES = [
  'earning',
  'incentive',
  'allowance',
  'cpf_deduction',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'adjustment',
  'appeal_adjustment',
  'reversal',
] as const;
export type WalletTxType = (typeof WALLET_TX_TYPES)[number];

/** Credits whose month's total the CPF hold is estimated from. */
export const CPF_WAGE_TYPES: readonly WalletTxType[] = ['earning', 'incentive', 'allowance'];

export interface WalletBalances {
  available: number;
  pending: number;
  held: number;
}

/** What an entry does to each bucket (signed cents). */
export type WalletMove = WalletBalances;

export const EMPTY_WALLET: WalletBalances = Object.freeze({ available: 0, pending: 0, held: 0 });

export const walletTotal = (b: WalletBalances): number => b.available + b.pending + b.held;

function cents(v: number, what: string): number {
  if (!Number.isSafeInteger(v)) throw new RangeError(`${what} must be whole cents`);
  return v;
}

function positive(v: number, what: string): number {
  if (cents(v, what) <= 0) throw new RangeError(`${what} must be more than zero`);
  return v;
}

/**
 * A credit (earning, allowance, incentive): `amount` in, of which `cpfHold` (the increase of the
 * month's estimated employee CPF share) goes to pending and the rest to available.
 */
export function creditMove(amount: number, cpfHold = 0): WalletMove {
  positive(amount, 'A credit');
  if (cents(cpfHold, 'The CPF hold') < 0 || cpfHold > amount) {
    throw new RangeError('The CPF hold must lie between zero and the credit');
  }
  return { available: amount - cpfHold, pending: cpfHold, held: 0 };
}

/** A withdrawal asks for `amount`: it moves from available to held. */
export const holdMove = (amount: number): WalletMove => ({
  available: -positive(amount, 'A withdrawal'),
  pending: 0,
  held: amount,
});

/** A rejected, failed or cancelled withdrawal gives its hold back. */
export const releaseMove = (amount: number): WalletMove => ({
  available: positive(amount, 'A release'),
  pending: 0,
  held: -amount,
});

/** A paid withdrawal leaves the wallet from held. */
export const paidMove = (amount: number): WalletMove => ({
  available: 0,
  pending: 0,
  held: -positive(amount, 'A payout'),
});

/**
 * A closed payroll month: the real employee CPF share leaves the wallet, taken from what was held
 * pending for it; the rest of that month's pending goes to available. The estimate is never below
 * the real share (`estimateEmployeeCpfHold`); if it were, the difference would come from available.
 */
export function cpfDeductionMove(pendingHeld: number, realShare: number): WalletMove {
  if (cents(pendingHeld, 'The pending CPF hold') < 0 || cents(realShare, 'The CPF share') < 0) {
    throw new RangeError('CPF amounts are never negative');
  }
  return { available: pendingHeld - realShare, pending: -pendingHeld, held: 0 };
}

/** A correction by staff (adjustment, appeal adjustment): signed, on available only. */
export function adjustmentMove(amount: number): WalletMove {
  if (cents(amount, 'An adjustment') === 0) throw new RangeError('An adjustment must not be zero');
  return { available: amount, pending: 0, held: 0 };
}

/** The counter-entry of an entry: every bucket back. */
export const reversalMove = (m: WalletMove): WalletMove => ({
  available: -m.available,
  pending: -m.pending,
  held: -m.held,
});

/** The entry's amount: the change of the wallet's total. */
export const moveAmount = (m: WalletMove): number => walletTotal(m);

export type WalletShortfall = 'available' | 'pending' | 'held';

/**
 * The balances after a move, or the first bucket it would take below zero (the entry is then
 * refused: the ledger never shows a negative bucket).
 */
export function applyMove(
  b: WalletBalances,
  m: WalletMove,
): { ok: true; balances: WalletBalances } | { ok: false; shortfall: WalletShortfall; missing: number } {
  const next = { available: b.available + m.available, pending: b.pending + m.pending, held: b.held + m.held };
  for (const k of ['available', 'pending', 'held'] as const) {
    if (next[k] < 0) return { ok: false, shortfall: k, missing: -next[k] };
  }
  return { ok: true, balances: next };
}

/** Sums a ledger's moves: what the wallet must show. */
export function sumMoves(moves: readonly WalletMove[]): WalletBalances {
  const s = { available: 0, pending: 0, held: 0 };
  for (const m of moves) {
    s.available += m.available;
    s.pending += m.pending;
    s.held += m.held;
  }
  return s;
}

/** A withdrawal request's refusal, if any: below the minimum, over the day's limit, over available. */
export function withdrawalError(input: {
  amount: number;
  available: number;
  minimum: number;
  dailyLimit: number;
  /** Already requested today (not rejected, failed or cancelled) */
  requestedToday: number;
}): 'belowMinimum' | 'overDailyLimit' | 'overAvailable' | null {
  const { amount, available, minimum, dailyLimit, requestedToday } = input;
  if (amount < minimum) return 'belowMinimum';
  if (requestedToday + amount > dailyLimit) return 'overDailyLimit';
  if (amount > available) return 'overAvailable';
  return null;
}
