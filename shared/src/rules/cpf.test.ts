/** @jest-environment node */
import fc from 'fast-check';
import {
  type CpfInput,
  computeCpfContribution,
  cpfAgeForMonth,
  cpfRateClassForMonth,
  cpfRateRowFor,
  cpfSharesForWages,
  estimateEmployeeCpfHold,
} from './cpf';
import { rowInForce } from './effective';
import { CPF_CEILINGS, CPF_RATES } from './reference-data';
import type { CpfRateClass, Residency } from './types';

const RUNS = { numRuns: 1000 };

/** A worker born on `dob`, paid `ow` (and `aw`) dollars in `month`, with the seeded rows. */
function cpf(month: string, dob: string, ow: number, extra: Partial<CpfInput> = {}) {
  return computeCpfContribution({
    month,
    dateOfBirth: dob,
    residency: 'citizen',
    ordinaryWagesCents: Math.round(ow * 100),
    rates: CPF_RATES,
    ceilings: CPF_CEILINGS,
    ...extra,
  });
}

const dollars = (r: { totalCents: number; employeeCents: number; employerCents: number }) => [
  r.totalCents / 100,
  r.employeeCents / 100,
  r.employerCents / 100,
];

describe('the age CPF uses for a month', () => {
  // cpf.gov.sg: the new band applies from the month AFTER the month of the 55th birthday
  // (talenox's restatement of CPF's example: birthday 7 Jul → July still "55 and below").
  it('counts the birthday month in the old band and the month after in the new one', () => {
    expect(cpfAgeForMonth('1971-07-07', '2026-06')).toBe(55);
    expect(cpfAgeForMonth('1971-07-07', '2026-07')).toBe(55);
    expect(cpfAgeForMonth('1971-07-07', '2026-08')).toBe(56);
    expect(cpfAgeForMonth('1971-07-31', '2026-07')).toBe(55);
    expect(cpfAgeForMonth('1971-07-01', '2026-08')).toBe(56);
  });

  it('moves a worker into the next band in the month after each of the 55th/60th/65th/70th birthdays', () => {
    const date = '2026-01-01';
    const band = (dob: string, month: string) =>
      cpfRateRowFor(CPF_RATES, 'citizen', cpfAgeForMonth(dob, month), date).ageBand;
    expect(band('1971-01-20', '2026-01')).toBe('<=55');
    expect(band('1970-12-20', '2026-01')).toBe('55-60');
    expect(band('1966-01-05', '2026-01')).toBe('55-60');
    expect(band('1965-12-05', '2026-01')).toBe('60-65');
    expect(band('1961-01-05', '2026-01')).toBe('60-65');
    expect(band('1960-12-05', '2026-01')).toBe('65-70');
    expect(band('1956-01-05', '2026-01')).toBe('65-70');
    expect(band('1955-12-05', '2026-01')).toBe('>70');
  });

  it('changes the contribution from the month after the 55th birthday (DOMAIN.md 2026 table)', () => {
    // S$3,000: July (age 55) 17% + 20%; August (above 55) 16% + 18%.
    expect(dollars(cpf('2026-07', '1971-07-07', 3000))).toEqual([1110, 600, 510]);
    expect(dollars(cpf('2026-08', '1971-07-07', 3000))).toEqual([1020, 540, 480]);
  });
});

describe('the rate class of a worker in a month', () => {
  // CPF member FAQ "determine year of SPR status": PR on 15 Jan 2020 → 1st year to 31 Jan 2021,
  // 2nd year 1 Feb 2021 – 31 Jan 2022, 3rd year from 1 Feb 2022.
  it.each([
    ['2019-12', null],
    ['2020-01', 'pr1'],
    ['2021-01', 'pr1'],
    ['2021-02', 'pr2'],
    ['2022-01', 'pr2'],
    ['2022-02', 'citizen'],
    ['2030-06', 'citizen'],
  ] as [string, CpfRateClass | null][])('PR from 15 Jan 2020, in %s → %s', (month, expected) => {
    expect(cpfRateClassForMonth({ residency: 'pr', prStartDate: '2020-01-15', month })).toBe(expected);
  });

  it('gives citizens the citizen table and foreigners none', () => {
    expect(cpfRateClassForMonth({ residency: 'citizen', month: '2026-03' })).toBe('citizen');
    expect(cpfRateClassForMonth({ residency: 'foreigner', month: '2026-03' })).toBeNull();
  });

  it('refuses a PR without a start date', () => {
    expect(() => cpfRateClassForMonth({ residency: 'pr', month: '2026-03' })).toThrow(RangeError);
  });
});

describe('contribution table cases', () => {
  // No official 2026 worked examples were found to cite; every expected figure below is computed
  // by hand from the DOMAIN.md / cpf.gov.sg 2026 table (and the 2025 table for 2025 months)
  // with CPF's rounding: total to the nearest dollar (50 cents up), employee share down.
  const dob30 = '1996-05-10';
  it.each([
    ['TW S$50: nothing', '2026-03', 50, [0, 0, 0]],
    ['TW S$50.01: employer only, 8.5017 → 9', '2026-03', 50.01, [9, 0, 9]],
    ['TW S$150: employer 25.50 rounds up to 26', '2026-03', 150, [26, 0, 26]],
    ['TW S$500: employer only', '2026-03', 500, [85, 0, 85]],
    ['TW S$600: 17% + 0.6 × 100', '2026-03', 600, [162, 60, 102]],
    ['TW S$750: phased share meets the full rate', '2026-03', 750, [278, 150, 128]],
    ['TW S$850: 314.50 rounds up to 315', '2026-03', 850, [315, 170, 145]],
    ['TW S$1,001: 370.37 rounds down', '2026-03', 1001, [370, 200, 170]],
    ['TW S$1,234.56: employee 246.91 drops its cents', '2026-03', 1234.56, [457, 246, 211]],
    ['TW S$3,000', '2026-03', 3000, [1110, 600, 510]],
    ['OW S$10,000 capped at S$8,000 (2026)', '2026-03', 10000, [2960, 1600, 1360]],
    ['OW S$10,000 capped at S$7,400 (2025)', '2025-03', 10000, [2738, 1480, 1258]],
  ] as [string, string, number, number[]][])('age 29, %s', (_label, month, ow, expected) => {
    expect(dollars(cpf(month, dob30, ow))).toEqual(expected);
  });

  it.each([
    ['above 55 to 60, 2025: 15.5% + 17%', '2025-06', '1968-01-01', 1000, [325, 170, 155]],
    ['above 55 to 60, 2026: 16% + 18%', '2026-06', '1968-01-01', 1000, [340, 180, 160]],
    ['above 60 to 65, 2025: 12% + 11.5%', '2025-06', '1963-01-01', 2000, [470, 230, 240]],
    ['above 60 to 65, 2026: 12.5% + 12.5%', '2026-06', '1963-01-01', 2000, [500, 250, 250]],
    ['above 65 to 70, 2026: 9% + 7.5%', '2026-06', '1958-01-01', 2000, [330, 150, 180]],
    ['above 70, 2026: 7.5% + 5%', '2026-06', '1950-01-01', 1000, [125, 50, 75]],
    ['above 55 to 60, S$600, 2026: 16% + 0.54 × 100', '2026-06', '1968-01-01', 600, [150, 54, 96]],
  ] as [string, string, string, number, number[]][])('%s', (_label, month, dob, ow, expected) => {
    expect(dollars(cpf(month, dob, ow))).toEqual(expected);
  });

  it('uses the graduated PR rates in the 1st and 2nd year, then the citizen rates', () => {
    const pr = { residency: 'pr' as Residency, prStartDate: '2025-01-15' };
    // Year 1 (Jan 2025 – Jan 2026): 4% + 5%.
    expect(dollars(cpf('2026-01', '1996-05-10', 2000, pr))).toEqual([180, 100, 80]);
    // Year 2 (Feb 2026 – Jan 2027): 9% + 15%; phased 0.45 × (TW − 500) at S$600.
    expect(dollars(cpf('2026-02', '1996-05-10', 2000, pr))).toEqual([480, 300, 180]);
    expect(dollars(cpf('2026-02', '1996-05-10', 600, pr))).toEqual([99, 45, 54]);
    // Year 3 from Feb 2027: citizen rates.
    expect(dollars(cpf('2027-02', '1996-05-10', 2000, pr))).toEqual([740, 400, 340]);
    expect(cpf('2026-02', '1996-05-10', 2000, pr).rateClass).toBe('pr2');
  });

  it('takes no CPF for foreigners', () => {
    const r = cpf('2026-03', '1996-05-10', 3000, { residency: 'foreigner' });
    expect(r).toMatchObject({ totalCents: 0, employeeCents: 0, employerCents: 0, rateClass: null, ageBand: null });
    expect(r.totalWagesCents).toBe(300_000);
  });

  it('caps AW at the annual ceiling less the OW of the year so far', () => {
    // December 2026 after eleven months of OW at the S$8,000 ceiling: room = 102,000 − 96,000.
    const r = cpf('2026-12', '1996-05-10', 8000, {
      additionalWagesCents: 20_000_00,
      owSubjectEarlierInYearCents: 88_000_00,
    });
    expect(r.owSubjectCents).toBe(8_000_00);
    expect(r.awSubjectCents).toBe(6_000_00);
    expect(dollars(r)).toEqual([5180, 2800, 2380]);
  });
});

// ─── Properties ─────────────────────────────────────────────────────────────────────────────

const arbMonth = fc
  .integer({ min: 0, max: 23 })
  .map((i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
const arbDob = fc
  .record({
    y: fc.integer({ min: 1940, max: 2008 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const arbResidency = fc.oneof(
  fc.constant({ residency: 'citizen' as Residency, prStartDate: null }),
  fc.constant({ residency: 'foreigner' as Residency, prStartDate: null }),
  fc
    .record({ y: fc.integer({ min: 2022, max: 2026 }), m: fc.integer({ min: 1, max: 12 }) })
    .map(({ y, m }) => ({ residency: 'pr' as Residency, prStartDate: `${y}-${String(m).padStart(2, '0')}-15` })),
);
const arbCents = (max: number) => fc.integer({ min: 0, max });
const arbInput = fc
  .record({
    month: arbMonth,
    dob: arbDob,
    res: arbResidency,
    ow: arbCents(2_000_000),
    aw: fc.oneof(fc.constant(0), arbCents(5_000_000)),
    owBefore: arbCents(9_000_000),
    awBefore: arbCents(3_000_000),
  })
  .map(
    (x): CpfInput => ({
      month: x.month,
      dateOfBirth: x.dob,
      ...x.res,
      ordinaryWagesCents: x.ow,
      additionalWagesCents: x.aw,
      owSubjectEarlierInYearCents: x.owBefore,
      awSubjectEarlierInYearCents: x.awBefore,
      rates: CPF_RATES,
      ceilings: CPF_CEILINGS,
    }),
  );

describe('CPF properties', () => {
  it('employee + employer = total, all whole dollars and never negative', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const r = computeCpfContribution(input);
        expect(r.employeeCents + r.employerCents).toBe(r.totalCents);
        expect(r.totalCents % 100).toBe(0);
        expect(r.employeeCents % 100).toBe(0);
        expect(r.employeeCents).toBeGreaterThanOrEqual(0);
        expect(r.employerCents).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('takes nothing from total wages of S$50 or less', () => {
    fc.assert(
      fc.property(arbInput, arbCents(5000), arbCents(5000), (input, a, b) => {
        const ow = Math.min(a, 5000);
        const aw = Math.min(b, 5000 - ow);
        const r = computeCpfContribution({ ...input, ordinaryWagesCents: ow, additionalWagesCents: aw });
        expect([r.totalCents, r.employeeCents, r.employerCents]).toEqual([0, 0, 0]);
      }),
      RUNS,
    );
  });

  it('treats OW above the ceiling like OW at the ceiling', () => {
    fc.assert(
      fc.property(arbInput, arbCents(10_000_000), (input, extra) => {
        const ceiling = rowInForce(CPF_CEILINGS, `${input.month}-01`).owCeilingCents;
        const at = computeCpfContribution({ ...input, ordinaryWagesCents: ceiling });
        const above = computeCpfContribution({ ...input, ordinaryWagesCents: ceiling + extra });
        expect(above.owSubjectCents).toBe(at.owSubjectCents);
        expect(above.awSubjectCents).toBe(at.awSubjectCents);
        expect(dollars(above)).toEqual(dollars(at));
      }),
      RUNS,
    );
  });

  it('never lets AW exceed what is left of the annual ceiling', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const r = computeCpfContribution(input);
        if (r.rateClass === null) return;
        const annual = rowInForce(CPF_CEILINGS, `${input.month}-01`).annualCeilingCents;
        const left =
          annual -
          (input.owSubjectEarlierInYearCents ?? 0) -
          r.owSubjectCents -
          (input.awSubjectEarlierInYearCents ?? 0);
        expect(r.awSubjectCents).toBeLessThanOrEqual(Math.max(0, left));
        expect(r.awSubjectCents).toBeLessThanOrEqual(input.additionalWagesCents ?? 0);
      }),
      RUNS,
    );
  });

  // The wage bands of the CPF table: (50, 500], (500, 750], (750, ∞).
  const bands: [number, number][] = [
    [5001, 50_000],
    [50_001, 75_000],
    [75_001, 2_000_000],
  ];
  it('is monotone in wages within a band (employer dips at most the dollar the employee share gains)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CPF_RATES),
        fc.constantFrom(...bands),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (row, [lo, hi], a, b) => {
          const span = hi - lo;
          const x = lo + (a % (span + 1));
          const y = lo + (b % (span + 1));
          const [low, high] = x <= y ? [x, y] : [y, x];
          const p = cpfSharesForWages(low, row);
          const q = cpfSharesForWages(high, row);
          expect(q.totalCents).toBeGreaterThanOrEqual(p.totalCents);
          expect(q.employeeCents).toBeGreaterThanOrEqual(p.employeeCents);
          // CPF floors the employee share and gives the employer the remainder of the rounded
          // total, so one cent more can move a dollar from employer to employee.
          expect(q.employerCents).toBeGreaterThanOrEqual(p.employerCents - 100);
        },
      ),
      RUNS,
    );
  });

  it('holds back at least the real employee share at a withdrawal', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const earnings = input.ordinaryWagesCents + (input.additionalWagesCents ?? 0);
        const hold = estimateEmployeeCpfHold({ ...input, earningsCents: earnings });
        const real = computeCpfContribution(input).employeeCents;
        expect(hold).toBeGreaterThanOrEqual(real);
        expect(hold % 100).toBe(0);
      }),
      RUNS,
    );
  });
});

describe('withdrawal hold and input checks', () => {
  it('holds the full employee rate on the month so far, rounded up to the dollar', () => {
    const base = { month: '2026-03', dateOfBirth: '1996-05-10', rates: CPF_RATES };
    // 20% of S$1,234.56 = 246.91 → 247 (the payroll will deduct 246).
    expect(estimateEmployeeCpfHold({ ...base, residency: 'citizen', earningsCents: 1_234_56 })).toBe(247_00);
    // In the phased band the real share is lower (0.6 × 100 = 60); the hold stays at 20% × 600.
    expect(estimateEmployeeCpfHold({ ...base, residency: 'citizen', earningsCents: 600_00 })).toBe(120_00);
    // PR year 1 (5%), foreigners nothing, S$50 or less nothing.
    expect(
      estimateEmployeeCpfHold({ ...base, residency: 'pr', prStartDate: '2025-12-01', earningsCents: 2_000_00 }),
    ).toBe(100_00);
    expect(estimateEmployeeCpfHold({ ...base, residency: 'foreigner', earningsCents: 2_000_00 })).toBe(0);
    expect(estimateEmployeeCpfHold({ ...base, residency: 'citizen', earningsCents: 50_00 })).toBe(0);
  });

  it('refuses malformed months, negative or fractional cents, and dates without rows', () => {
    expect(() => cpf('2026-3', '1996-05-10', 1000)).toThrow(RangeError);
    expect(() => cpf('2026-03', '1996-05-10', -1)).toThrow(RangeError);
    expect(() => cpf('2026-03', '1996-05-10', 0, { ordinaryWagesCents: 100.5 })).toThrow(RangeError);
    // The seed starts in 2025: a 2024 month has no ceiling row to compute with.
    expect(() => cpf('2024-06', '1996-05-10', 1000)).toThrow(/No CPF ceiling row/);
    expect(() => cpfRateRowFor([], 'citizen', 30, '2026-01-01')).toThrow(RangeError);
  });
});
