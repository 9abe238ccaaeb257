/** @jest-environment node */
import fc from 'fast-check';
import { cappedDeductions, computePayslip, isRestDay, type PayslipInput, recordPayParts, takenDeductions } from './payroll';
import { CPF_CEILINGS, CPF_RATES, SDL_RATES } from './reference-data';

const base: PayslipInput = {
  month: '2026-11',
  engagementType: 'employee',
  residency: 'citizen',
  dateOfBirth: '1996-05-10',
  basicPay: 0,
  otPay: 0,
  phPay: 0,
  allowances: 0,
  incentives: 0,
  adjustments: 0,
  owSubjectEarlierInYear: 0,
  awSubjectEarlierInYear: 0,
  rates: CPF_RATES,
  ceilings: CPF_CEILINGS,
  sdl: SDL_RATES[SDL_RATES.length - 1],
};

describe('a record’s pay, itemised', () => {
  it('splits the golden path’s shift: 480 normal + 45 OT minutes at S$12, OT 1.5×', () => {
    // Basic 12 × 8 = 96.00; OT 12 × 1.5 × 0.75 h = 13.50; nothing left for a holiday.
    expect(
      recordPayParts({
        payRateCents: 1200,
        otPayMultiplier: 1.5,
        normalMinutes: 480,
        otMinutes: 45,
        paidNotWorkedMinutes: 0,
        payAmount: 10_950,
      }),
    ).toEqual({ basic: 9600, restDay: 0, ot: 1350, ph: 0 });
  });

  it('shows what a holiday shift pays beyond basic and OT as its premium', () => {
    // 8 h at S$10 = 80.00 basic, plus an extra day's basic pay (80.00) for the public holiday.
    expect(
      recordPayParts({
        payRateCents: 1000,
        otPayMultiplier: 1.5,
        normalMinutes: 480,
        otMinutes: 0,
        paidNotWorkedMinutes: 0,
        payAmount: 16_000,
      }),
    ).toEqual({ basic: 8000, restDay: 0, ot: 0, ph: 8000 });
  });

  it('counts minutes paid but not worked as basic, and never shows a negative premium', () => {
    expect(
      recordPayParts({
        payRateCents: 1000,
        otPayMultiplier: 1.5,
        normalMinutes: 120,
        otMinutes: 0,
        paidNotWorkedMinutes: 120,
        payAmount: 4000,
      }),
    ).toEqual({ basic: 4000, restDay: 0, ot: 0, ph: 0 });
    expect(
      recordPayParts({
        payRateCents: 1000,
        otPayMultiplier: 1.5,
        normalMinutes: 60,
        otMinutes: 0,
        paidNotWorkedMinutes: 0,
        payAmount: 900,
      }),
    ).toEqual({ basic: 900, restDay: 0, ot: 0, ph: 0 });
  });

  it('always adds up to the amount credited', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 720 }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 100_000 }),
        (rate, normal, ot, pay) => {
          const p = recordPayParts({
            payRateCents: rate,
            otPayMultiplier: 1.5,
            normalMinutes: normal,
            otMinutes: ot,
            paidNotWorkedMinutes: 0,
            payAmount: pay,
          });
          expect(p.basic + p.restDay + p.ot + p.ph).toBe(pay);
          expect(p.ph).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('itemises a rest day’s basic part as rest-day pay, the total unchanged', () => {
    const shift = {
      payRateCents: 1200,
      otPayMultiplier: 1.5,
      normalMinutes: 480,
      otMinutes: 45,
      paidNotWorkedMinutes: 0,
      payAmount: 10_950,
    };
    expect(recordPayParts({ ...shift, restDay: true })).toEqual({ basic: 0, restDay: 9600, ot: 1350, ph: 0 });
    expect(recordPayParts(shift)).toEqual({ basic: 9600, restDay: 0, ot: 1350, ph: 0 });
  });
});

describe('the rest day', () => {
  it('is the parameter’s ISO weekday, none for 0', () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    expect(isRestDay('2026-11-29', 7)).toBe(true);
    expect(isRestDay('2026-11-30', 7)).toBe(false);
    expect(isRestDay('2026-11-30', 1)).toBe(true);
    expect(isRestDay('2026-11-29', 0)).toBe(false);
  });

  it('counts rest-day pay in the gross and the Ordinary Wages', () => {
    const s = computePayslip({ ...base, basicPay: 6000, restDayPay: 3600, otPay: 1350 });
    expect(s).toMatchObject({ grossPay: 10_950, ow: 10_950, cpfEmployer: 1900 });
  });
});

describe('a payslip', () => {
  it('gives the golden path’s worker (one shift, S$109.50) the employer’s share only', () => {
    // TW 109.50 is in the S$50–500 band: employer 17% = 18.615 → total rounded to S$19, employee 0.
    // SDL 0.25% = 0.27 is below the S$2 minimum.
    const s = computePayslip({ ...base, basicPay: 9600, otPay: 1350 });
    expect(s).toMatchObject({
      grossPay: 10_950,
      ow: 10_950,
      aw: 0,
      cpfWage: 10_950,
      cpfEmployee: 0,
      cpfEmployer: 1900,
    });
    expect(s).toMatchObject({ sdl: 200, netPay: 10_950, ageBand: '<=55', rateClass: 'citizen' });
  });

  it('deducts the employee share above S$750 and counts incentives as Additional Wages', () => {
    // OW 3,000 + AW 200 = 3,200 at 17% + 20% = 1,184 total; employee 20% = 640; SDL 0.25% = 8.00.
    const s = computePayslip({ ...base, basicPay: 300_000, incentives: 20_000 });
    expect(s).toMatchObject({
      ow: 300_000,
      aw: 20_000,
      cpfWage: 320_000,
      cpfEmployee: 64_000,
      cpfEmployer: 54_400,
      sdl: 800,
    });
    expect(s.netPay).toBe(320_000 - 64_000);
  });

  it('takes no CPF from foreigners but still levies SDL, and neither from contractors', () => {
    const f = computePayslip({ ...base, residency: 'foreigner', basicPay: 300_000 });
    expect(f).toMatchObject({ cpfEmployee: 0, cpfEmployer: 0, rateClass: null, sdl: 750, netPay: 300_000 });
    const c = computePayslip({ ...base, engagementType: 'contractor', basicPay: 300_000 });
    expect(c).toMatchObject({ cpfEmployee: 0, cpfEmployer: 0, sdl: 0, netPay: 300_000 });
  });

  it('pays items carried from a locked month as Ordinary Wages of this one', () => {
    const s = computePayslip({ ...base, basicPay: 50_000, adjustments: 30_000 });
    // OW 800 at 17% + 20% = 296, employee 160.
    expect(s).toMatchObject({ ow: 80_000, cpfEmployee: 16_000, cpfEmployer: 13_600, netPay: 64_000 });
  });
});

describe('deductions', () => {
  it('never take more than half of the period’s pay, in the order given', () => {
    const d = (amount: number) => ({ amount, legalType: 'advance', consentRef: 'C-1' });
    expect(cappedDeductions([d(3000), d(4000)], 10_000)).toBe(5000);
    expect(cappedDeductions([d(3000)], 10_000)).toBe(3000);
    expect(cappedDeductions([d(3000)], -100)).toBe(0);
    expect(() => cappedDeductions([d(-1)], 10_000)).toThrow(RangeError);
  });

  it('say what was taken of each, the one the cap reached short and the rest nothing', () => {
    const d = (amount: number) => ({ amount });
    // Pay S$100: cap S$50. 30 taken in full, 40 cut to 20, 10 gets nothing.
    expect(takenDeductions([d(3000), d(4000), d(1000)], 10_000)).toEqual([3000, 2000, 0]);
  });

  it('leave the payslip’s net pay at or above half the pay less CPF, whatever is asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 5 }),
        (basicPay, asked) => {
          const s = computePayslip({
            ...base,
            basicPay,
            deductions: asked.map((amount) => ({ amount, legalType: 'advance', consentRef: 'C-1' })),
          });
          expect(s.deductions).toBe(s.deductionsTaken.reduce((a, b) => a + b, 0));
          expect(s.deductions * 2).toBeLessThanOrEqual(basicPay);
          for (const [i, t] of s.deductionsTaken.entries()) expect(t).toBeLessThanOrEqual(asked[i]);
          expect(s.netPay).toBe(basicPay - s.cpfEmployee - s.deductions);
        },
      ),
    );
  });
});
