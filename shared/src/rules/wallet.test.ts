/** @jest-environment node */
import fc from 'fast-check';
import {
  adjustmentMove,
  applyMove,
  cpfDeductionMove,
  creditMove,
  EMPTY_WALLET,
  holdMove,
  moveAmount,
  paidMove,
  releaseMove,
  reversalMove,
  sumMoves,
  type WalletBalances,
  type WalletMove,
  walletTotal,
  withdrawalError,
} from './wallet';

describe('moves', () => {
  it('a credit splits into available and the pending CPF hold, and adds its whole amount', () => {
    const m = creditMove(10_950, 2_200);
    expect(m).toEqual({ available: 8_750, pending: 2_200, held: 0 });
    expect(moveAmount(m)).toBe(10_950);
  });

  it('a hold and its release move money between buckets and leave the total alone', () => {
    expect(moveAmount(holdMove(5_000))).toBe(0);
    expect(moveAmount(releaseMove(5_000))).toBe(0);
    expect(moveAmount(paidMove(5_000))).toBe(-5_000);
  });

  it('a CPF deduction takes the real share and frees the rest of the estimate', () => {
    expect(cpfDeductionMove(2_200, 2_190)).toEqual({ available: 10, pending: -2_200, held: 0 });
  });

  it('refuses a debit larger than its bucket, naming the bucket and what is missing', () => {
    expect(applyMove({ available: 100, pending: 0, held: 0 }, holdMove(150))).toEqual({
      ok: false,
      shortfall: 'available',
      missing: 50,
    });
    expect(applyMove({ available: 0, pending: 0, held: 10 }, paidMove(20))).toMatchObject({ shortfall: 'held' });
  });

  it('refuses nonsense amounts', () => {
    expect(() => creditMove(0)).toThrow(RangeError);
    expect(() => creditMove(100, 101)).toThrow(RangeError);
    expect(() => holdMove(1.5)).toThrow(RangeError);
    expect(() => adjustmentMove(0)).toThrow(RangeError);
  });

  it('withdrawal checks: minimum, the day’s limit, then available', () => {
    const base = { available: 10_000, minimum: 1_000, dailyLimit: 50_000, requestedToday: 0 };
    expect(withdrawalError({ ...base, amount: 999 })).toBe('belowMinimum');
    expect(withdrawalError({ ...base, amount: 5_000, requestedToday: 46_000 })).toBe('overDailyLimit');
    expect(withdrawalError({ ...base, amount: 10_001 })).toBe('overAvailable');
    expect(withdrawalError({ ...base, amount: 10_000 })).toBeNull();
  });
});

/** One step a random test takes against a model ledger. */
type Step =
  | { kind: 'credit'; amount: number; holdPart: number }
  | { kind: 'hold'; amount: number }
  | { kind: 'release'; pick: number }
  | { kind: 'payout'; pick: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'appeal'; amount: number }
  | { kind: 'cpf'; realPart: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    amount: fc.integer({ min: 1, max: 50_000 }),
    holdPart: fc.double({ min: 0, max: 0.3, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payout' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('appeal' as const),
    amount: fc.integer({ min: -20_000, max: 20_000 }).filter((n) => n !== 0),
  }),
  fc.record({ kind: fc.constant('cpf' as const), realPart: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

describe('a ledger under random sequences (property)', () => {
  it('the wallet always equals the sum of its entries, and no bucket ever goes below zero', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let wallet: WalletBalances = { ...EMPTY_WALLET };
        const ledger: WalletMove[] = [];
        const openHolds: number[] = [];
        const credits: WalletMove[] = [];
        const post = (m: WalletMove) => {
          const r = applyMove(wallet, m);
          if (!r.ok) return false;
          wallet = r.balances;
          ledger.push(m);
          return true;
        };
        for (const s of steps) {
          switch (s.kind) {
            case 'credit': {
              const m = creditMove(s.amount, Math.floor(s.amount * s.holdPart));
              if (post(m)) credits.push(m);
              break;
            }
            case 'hold':
              if (post(holdMove(s.amount))) openHolds.push(s.amount);
              break;
            case 'release':
            case 'payout': {
              if (openHolds.length === 0) break;
              const [amount] = openHolds.splice(s.pick % openHolds.length, 1);
              expect(post(s.kind === 'release' ? releaseMove(amount) : paidMove(amount))).toBe(true);
              break;
            }
            case 'reverse':
              // A credit posted by mistake is taken back by its counter-entry (if the money is still there).
              if (credits.length > 0) post(reversalMove(credits.splice(s.pick % credits.length, 1)[0]));
              break;
            case 'appeal':
              post(adjustmentMove(s.amount));
              break;
            case 'cpf':
              if (wallet.pending > 0) post(cpfDeductionMove(wallet.pending, Math.floor(wallet.pending * s.realPart)));
              break;
          }
          // Plain checks per step (expect() on every one of ~40,000 steps costs seconds).
          const sums = sumMoves(ledger);
          const equal =
            sums.available === wallet.available &&
            sums.pending === wallet.pending &&
            sums.held === wallet.held &&
            walletTotal(wallet) === ledger.reduce((a, m) => a + moveAmount(m), 0);
          if (!equal) throw new Error(`wallet ${JSON.stringify(wallet)} ≠ ledger ${JSON.stringify(sums)}`);
          if (wallet.available < 0 || wallet.pending < 0 || wallet.held < 0) {
            throw new Error(`a balance below zero: ${JSON.stringify(wallet)}`);
          }
        }
        // Open holds are exactly what is held.
        expect(wallet.held).toBe(openHolds.reduce((a, b) => a + b, 0));
      }),
      { numRuns: 500 },
    );
  });
});
