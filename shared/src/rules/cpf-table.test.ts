/** @jest-environment node */
/**
 * CPF table test matrix (payroll issue, "Done means"): every age band × residency × a spread of
 * monthly Ordinary Wages in June 2026, plus Additional Wages meeting the annual ceiling.
 *
 * Every expected figure is worked out by hand in the comments, from the CPF Board's rules as
 * DOMAIN.md states them (cpf.gov.sg, "How much CPF contributions to pay", from 1 Jan 2026):
 *   TW ≤ S$50               → no CPF
 *   S$50 < TW ≤ S$500       → total = employer% × TW, employee 0
 *   S$500 < TW ≤ S$750      → total = employer% × TW + F × (TW − 500), employee = F × (TW − 500)
 *   TW > S$750              → total = (employer% + employee%) × TW, employee = employee% × TW
 * with OW capped at S$8,000 a month (2026) and AW at S$102,000 − OW subject to CPF in the year
 * so far − AW already subject. Rounding: total to the nearest dollar (50 cents up), employee share
 * down to the dollar, employer = total − employee. F (the phased employee factor) = 3 × the
 * employee rate (0.6 for 55 and below).
 * Citizen 2026 rates (DOMAIN.md):  ≤55 17%+20% F 0.6 | 55–60 16%+18% F 0.54 |
 *   60–65 12.5%+12.5% F 0.375 | 65–70 9%+7.5% F 0.225 | >70 7.5%+5% F 0.15.
 * PR graduated (G/G) rates: DOMAIN.md confirms only age ≤ 55 (year 1 4%+5%, year 2 9%+15%); the
 * older bands below are the rates reference-data.ts seeds (its source says "cross-checked with
 * singapore_cpf_calculator, not with the current PDF"), NOT independently confirmed:
 *   PR1  ≤55 4%+5% | 55–60 4%+5% | 60–65 3.5%+5% | >65 3.5%+5%          (F 0.15 throughout)
 *   PR2  ≤55 9%+15% F 0.45 | 55–60 6%+12.5% F 0.375 | 60–65 3.5%+7.5% F 0.225 | >65 3.5%+5% F 0.15
 * The PR tables have no 65–70 / >70 split: both of those bands use the PR ">65" row.
 */
import { computeCpfContribution } from './cpf';
import { CPF_CEILINGS, CPF_RATES } from './reference-data';
import type { Residency } from './types';

const MONTH = '2026-06';

// CPF moves a worker to the next band from the month AFTER the 55th/60th/65th/70th birthday, so
// a birthday in June 2026 keeps June in the lower band; the >70 worker turned 70 in May 2026.
const DOB = {
  '<=55': '1971-06-20', // 55th birthday 20 Jun 2026 → June still "55 and below"
  '55-60': '1966-06-20', // 60th birthday in June → still "above 55 to 60"
  '60-65': '1961-06-20', // 65th birthday in June → still "above 60 to 65"
  '65-70': '1956-06-20', // 70th birthday in June → still "above 65 to 70"
  '>70': '1956-05-20', // 70th birthday in May → "above 70" from 1 Jun 2026
} as const;
type Band = keyof typeof DOB;

// PR year 1 ends on the last day of the month of the 1st anniversary; year 2 runs from the month
// after it to the end of the month of the 2nd anniversary (CPF member FAQ on SPR years).
const WHO = {
  citizen: { residency: 'citizen' as Residency },
  pr1: { residency: 'pr' as Residency, prStartDate: '2025-06-15' }, // 1st anniversary Jun 2026 → year 1
  pr2: { residency: 'pr' as Residency, prStartDate: '2024-06-15' }, // 2nd anniversary Jun 2026 → year 2
  foreigner: { residency: 'foreigner' as Residency },
};
type Who = keyof typeof WHO;

interface Extra {
  aw?: number;
  owBefore?: number;
  awBefore?: number;
}

/** Our own small builder: all money in cents, the seeded rate and ceiling rows. */
function contribution(who: Who, dob: string, month: string, owCents: number, x: Extra = {}) {
  return computeCpfContribution({
    ...WHO[who],
    month,
    dateOfBirth: dob,
    ordinaryWagesCents: owCents,
    additionalWagesCents: x.aw ?? 0,
    owSubjectEarlierInYearCents: x.owBefore ?? 0,
    awSubjectEarlierInYearCents: x.awBefore ?? 0,
    rates: CPF_RATES,
    ceilings: CPF_CEILINGS,
  });
}
const shares = (r: { totalCents: number; employeeCents: number; employerCents: number }) => [
  r.totalCents,
  r.employeeCents,
  r.employerCents,
];

const BANDS = Object.keys(DOB) as Band[];
const WAGES = [40_00, 300_00, 600_00, 750_01, 5_000_00, 9_000_00];

describe('the chosen dates of birth and PR start dates (June 2026)', () => {
  it.each([
    ['<=55', '<=55', '55-60'],
    ['55-60', '55-60', '60-65'],
    ['60-65', '60-65', '65-70'],
    ['65-70', '65-70', '>70'],
    ['>70', '>70', '>70'],
  ] as [Band, string, string][])('%s worker: citizen band %s in June, %s in July', (band, june, july) => {
    expect(contribution('citizen', DOB[band], MONTH, 1000_00).ageBand).toBe(june);
    expect(contribution('citizen', DOB[band], '2026-07', 1000_00).ageBand).toBe(july);
  });

  it('puts the PRs in their 1st and 2nd year and the foreigner in no class', () => {
    expect(contribution('pr1', DOB['<=55'], MONTH, 1000_00).rateClass).toBe('pr1');
    expect(contribution('pr2', DOB['<=55'], MONTH, 1000_00).rateClass).toBe('pr2');
    expect(contribution('pr2', DOB['>70'], MONTH, 1000_00).ageBand).toBe('>65');
    expect(contribution('foreigner', DOB['<=55'], MONTH, 1000_00).rateClass).toBeNull();
  });
});

describe('no CPF at all', () => {
  // TW S$40 ≤ S$50: nothing, whoever the worker; foreigners pay no CPF at any wage.
  const cases: [Who, Band, number][] = [];
  for (const band of BANDS) {
    for (const who of ['citizen', 'pr1', 'pr2'] as Who[]) cases.push([who, band, 40_00]);
    for (const ow of WAGES) cases.push(['foreigner', band, ow]);
  }
  it.each(cases)('%s, band %s, OW %i cents → 0 / 0 / 0', (who, band, ow) => {
    expect(shares(contribution(who, DOB[band], MONTH, ow))).toEqual([0, 0, 0]);
  });
});

type Row = [Who, Band, number, number, number, number];

describe('June 2026 contribution matrix (OW only)', () => {
  // [who, band, OW cents, total, employee, employer] — all in cents.
  const rows: Row[] = [
    // ── Citizen ≤55: 17% + 20%, F 0.6
    ['citizen', '<=55', 300_00, 51_00, 0, 51_00], // 17% × 300 = 51.00
    ['citizen', '<=55', 600_00, 162_00, 60_00, 102_00], // 17% × 600 = 102 + 0.6 × 100 = 60 → 162
    ['citizen', '<=55', 750_01, 278_00, 150_00, 128_00], // 37% × 750.01 = 277.5037 → 278; 20% = 150.002 → 150
    ['citizen', '<=55', 5_000_00, 1850_00, 1000_00, 850_00], // 37% × 5,000 = 1,850; 20% = 1,000
    ['citizen', '<=55', 9_000_00, 2960_00, 1600_00, 1360_00], // capped 8,000: 37% = 2,960; 20% = 1,600
    // ── Citizen 55–60: 16% + 18%, F 0.54
    ['citizen', '55-60', 300_00, 48_00, 0, 48_00], // 16% × 300 = 48.00
    ['citizen', '55-60', 600_00, 150_00, 54_00, 96_00], // 16% × 600 = 96 + 0.54 × 100 = 54 → 150
    ['citizen', '55-60', 750_01, 255_00, 135_00, 120_00], // 34% × 750.01 = 255.0034 → 255; 18% = 135.0018 → 135
    ['citizen', '55-60', 5_000_00, 1700_00, 900_00, 800_00], // 34% × 5,000 = 1,700; 18% = 900
    ['citizen', '55-60', 9_000_00, 2720_00, 1440_00, 1280_00], // 34% × 8,000 = 2,720; 18% = 1,440
    // ── Citizen 60–65: 12.5% + 12.5%, F 0.375
    ['citizen', '60-65', 300_00, 38_00, 0, 38_00], // 12.5% × 300 = 37.50 → 38 (50 cents up)
    ['citizen', '60-65', 600_00, 113_00, 37_00, 76_00], // 75 + 0.375 × 100 = 37.5 → 112.5 → 113; ee 37.5 → 37
    ['citizen', '60-65', 750_01, 188_00, 93_00, 95_00], // 25% × 750.01 = 187.5025 → 188; 12.5% = 93.75125 → 93
    ['citizen', '60-65', 5_000_00, 1250_00, 625_00, 625_00], // 25% × 5,000 = 1,250; 12.5% = 625
    ['citizen', '60-65', 9_000_00, 2000_00, 1000_00, 1000_00], // 25% × 8,000 = 2,000; 12.5% = 1,000
    // ── Citizen 65–70: 9% + 7.5%, F 0.225
    ['citizen', '65-70', 300_00, 27_00, 0, 27_00], // 9% × 300 = 27.00
    ['citizen', '65-70', 600_00, 77_00, 22_00, 55_00], // 54 + 0.225 × 100 = 22.5 → 76.5 → 77; ee 22.5 → 22
    ['citizen', '65-70', 750_01, 124_00, 56_00, 68_00], // 16.5% × 750.01 = 123.75165 → 124; 7.5% = 56.25075 → 56
    ['citizen', '65-70', 5_000_00, 825_00, 375_00, 450_00], // 16.5% × 5,000 = 825; 7.5% = 375
    ['citizen', '65-70', 9_000_00, 1320_00, 600_00, 720_00], // 16.5% × 8,000 = 1,320; 7.5% = 600
    // ── Citizen >70: 7.5% + 5%, F 0.15
    ['citizen', '>70', 300_00, 23_00, 0, 23_00], // 7.5% × 300 = 22.50 → 23
    ['citizen', '>70', 600_00, 60_00, 15_00, 45_00], // 45 + 0.15 × 100 = 15 → 60
    ['citizen', '>70', 750_01, 94_00, 37_00, 57_00], // 12.5% × 750.01 = 93.75125 → 94; 5% = 37.5005 → 37
    ['citizen', '>70', 5_000_00, 625_00, 250_00, 375_00], // 12.5% × 5,000 = 625; 5% = 250
    ['citizen', '>70', 9_000_00, 1000_00, 400_00, 600_00], // 12.5% × 8,000 = 1,000; 5% = 400
    // ── PR year 1, ≤55 and 55–60: 4% + 5%, F 0.15 (older bands: seeded rates, see header)
    ['pr1', '<=55', 300_00, 12_00, 0, 12_00], // 4% × 300 = 12
    ['pr1', '<=55', 600_00, 39_00, 15_00, 24_00], // 24 + 0.15 × 100 = 15 → 39
    ['pr1', '<=55', 750_01, 68_00, 37_00, 31_00], // 9% × 750.01 = 67.5009 → 68; 5% = 37.5005 → 37
    ['pr1', '<=55', 5_000_00, 450_00, 250_00, 200_00], // 9% × 5,000 = 450; 5% = 250
    ['pr1', '<=55', 9_000_00, 720_00, 400_00, 320_00], // 9% × 8,000 = 720; 5% = 400
    ['pr1', '55-60', 300_00, 12_00, 0, 12_00], // as ≤55: 4% × 300 = 12
    ['pr1', '55-60', 600_00, 39_00, 15_00, 24_00], // 24 + 15 = 39
    ['pr1', '55-60', 750_01, 68_00, 37_00, 31_00], // 67.5009 → 68; 37.5005 → 37
    ['pr1', '55-60', 5_000_00, 450_00, 250_00, 200_00], // 9% × 5,000; 5% × 5,000
    ['pr1', '55-60', 9_000_00, 720_00, 400_00, 320_00], // 9% × 8,000; 5% × 8,000
    // ── PR year 1, 60–65 and >65 (both 65–70 and >70): 3.5% + 5%, F 0.15
    ...(['60-65', '65-70', '>70'] as Band[]).flatMap((band): Row[] => [
      ['pr1', band, 300_00, 11_00, 0, 11_00], // 3.5% × 300 = 10.50 → 11
      ['pr1', band, 600_00, 36_00, 15_00, 21_00], // 21 + 0.15 × 100 = 15 → 36
      ['pr1', band, 750_01, 64_00, 37_00, 27_00], // 8.5% × 750.01 = 63.75085 → 64; 5% = 37.5005 → 37
      ['pr1', band, 5_000_00, 425_00, 250_00, 175_00], // 8.5% × 5,000 = 425; 5% = 250
      ['pr1', band, 9_000_00, 680_00, 400_00, 280_00], // 8.5% × 8,000 = 680; 5% = 400
    ]),
    // ── PR year 2, ≤55: 9% + 15%, F 0.45 (DOMAIN.md)
    ['pr2', '<=55', 300_00, 27_00, 0, 27_00], // 9% × 300 = 27
    ['pr2', '<=55', 600_00, 99_00, 45_00, 54_00], // 54 + 0.45 × 100 = 45 → 99
    ['pr2', '<=55', 750_01, 180_00, 112_00, 68_00], // 24% × 750.01 = 180.0024 → 180; 15% = 112.5015 → 112
    ['pr2', '<=55', 5_000_00, 1200_00, 750_00, 450_00], // 24% × 5,000 = 1,200; 15% = 750
    ['pr2', '<=55', 9_000_00, 1920_00, 1200_00, 720_00], // 24% × 8,000 = 1,920; 15% = 1,200
    // ── PR year 2, 55–60: 6% + 12.5%, F 0.375 (seeded)
    ['pr2', '55-60', 300_00, 18_00, 0, 18_00], // 6% × 300 = 18
    ['pr2', '55-60', 600_00, 74_00, 37_00, 37_00], // 36 + 0.375 × 100 = 37.5 → 73.5 → 74; ee 37.5 → 37
    ['pr2', '55-60', 750_01, 139_00, 93_00, 46_00], // 18.5% × 750.01 = 138.75185 → 139; 12.5% = 93.75125 → 93
    ['pr2', '55-60', 5_000_00, 925_00, 625_00, 300_00], // 18.5% × 5,000 = 925; 12.5% = 625
    ['pr2', '55-60', 9_000_00, 1480_00, 1000_00, 480_00], // 18.5% × 8,000 = 1,480; 12.5% = 1,000
    // ── PR year 2, 60–65: 3.5% + 7.5%, F 0.225 (seeded)
    ['pr2', '60-65', 300_00, 11_00, 0, 11_00], // 3.5% × 300 = 10.50 → 11
    ['pr2', '60-65', 600_00, 44_00, 22_00, 22_00], // 21 + 0.225 × 100 = 22.5 → 43.5 → 44; ee 22.5 → 22
    ['pr2', '60-65', 750_01, 83_00, 56_00, 27_00], // 11% × 750.01 = 82.5011 → 83; 7.5% = 56.25075 → 56
    ['pr2', '60-65', 5_000_00, 550_00, 375_00, 175_00], // 11% × 5,000 = 550; 7.5% = 375
    ['pr2', '60-65', 9_000_00, 880_00, 600_00, 280_00], // 11% × 8,000 = 880; 7.5% = 600
    // ── PR year 2, >65 (both 65–70 and >70): 3.5% + 5%, F 0.15 (seeded) — same as PR1 above 60
    ...(['65-70', '>70'] as Band[]).flatMap((band): Row[] => [
      ['pr2', band, 300_00, 11_00, 0, 11_00], // 3.5% × 300 = 10.50 → 11
      ['pr2', band, 600_00, 36_00, 15_00, 21_00], // 21 + 15 = 36
      ['pr2', band, 750_01, 64_00, 37_00, 27_00], // 8.5% × 750.01 = 63.75085 → 64; 5% = 37.5005 → 37
      ['pr2', band, 5_000_00, 425_00, 250_00, 175_00], // 8.5% × 5,000 = 425; 5% = 250
      ['pr2', band, 9_000_00, 680_00, 400_00, 280_00], // 8.5% × 8,000 = 680; 5% = 400
    ]),
  ];
  it.each(rows)('%s, band %s, OW %i cents → %i / %i / %i', (who, band, ow, total, employee, employer) => {
    expect(employee + employer).toBe(total); // the table itself adds up
    expect(shares(contribution(who, DOB[band], MONTH, ow))).toEqual([total, employee, employer]);
  });
});

describe('Additional Wages against the S$102,000 annual ceiling (2026)', () => {
  // AW room = 102,000 − OW subject earlier in the year − OW subject this month − AW subject earlier.
  // Figures in this table are in DOLLARS (converted to cents below) to keep each row on one line:
  // [label, who, date of birth, month, [OW, AW, OW before, AW before], [OW subject, AW subject, total, ee, er]]
  const c = (dollars: number) => Math.round(dollars * 100);
  it.each([
    // ≤55 citizen at the OW ceiling, June bonus S$5,000: room 102,000 − 40,000 − 8,000 = 54,000 ≥ 5,000.
    // Subject 8,000 + 5,000 = 13,000; 37% = 4,810; 20% = 2,600; 4,810 − 2,600 = 2,210.
    ['June bonus fits', 'citizen', '1990-01-10', '2026-06', [8000, 5000, 40_000, 0], [8000, 5000, 4810, 2600, 2210]],
    // Same worker, December bonus S$10,000: room 102,000 − 88,000 − 8,000 − 5,000 = 1,000.
    // Subject 8,000 + 1,000 = 9,000; 37% = 3,330; 20% = 1,800; 3,330 − 1,800 = 1,530.
    [
      'Dec bonus capped',
      'citizen',
      '1990-01-10',
      '2026-12',
      [8000, 10_000, 88_000, 5000],
      [8000, 1000, 3330, 1800, 1530],
    ],
    // December with S$6,000 of AW already subject: room 102,000 − 88,000 − 8,000 − 6,000 = 0.
    // OW 9,000 capped at 8,000, no AW: 37% × 8,000 = 2,960; 20% = 1,600; 1,360.
    ['no room left', 'citizen', '1990-01-10', '2026-12', [9000, 3000, 88_000, 6000], [8000, 0, 2960, 1600, 1360]],
    // 55–60 citizen (born Mar 1968, 58 in Dec 2026) on S$7,500 a month: room 102,000 − 82,500 − 7,500 = 12,000.
    // Subject 7,500 + 12,000 = 19,500; 34% = 6,630; 18% = 3,510; 6,630 − 3,510 = 3,120.
    [
      'below OW ceiling',
      'citizen',
      '1968-03-01',
      '2026-12',
      [7500, 15_000, 82_500, 0],
      [7500, 12_000, 6630, 3510, 3120],
    ],
    // 60–65 citizen (born Mar 1963), OW so far S$87,654.32: room 102,000 − 87,654.32 − 8,000 = 6,345.68.
    // Subject 8,000 + 6,345.68 = 14,345.68; 25% = 3,586.42 → 3,586; 12.5% = 1,793.21 → 1,793; 1,793.
    [
      'odd cents room',
      'citizen',
      '1963-03-01',
      '2026-12',
      [8500, 10_000, 87_654.32, 0],
      [8000, 6345.68, 3586, 1793, 1793],
    ],
    // The 'pr1' worker (PR from 15 Jun 2025) is in year 2 by Dec 2026, month 18 after the PR start
    // (year 2 = months 13–24), so ≤55 uses 9% + 15%. Room 102,000 − 88,000 − 8,000 = 6,000.
    // Subject 8,000 + 6,000 = 14,000; 24% = 3,360; 15% = 2,100; 3,360 − 2,100 = 1,260.
    ['PR year 2', 'pr1', '1990-01-10', '2026-12', [9000, 10_000, 88_000, 0], [8000, 6000, 3360, 2100, 1260]],
  ] as [string, Who, string, string, number[], number[]][])('%s', (_label, who, dob, month, input, want) => {
    const [ow, aw, owBefore, awBefore] = input.map(c);
    const r = contribution(who, dob, month, ow, { aw, owBefore, awBefore });
    expect([r.owSubjectCents, r.awSubjectCents, ...shares(r)]).toEqual(want.map(c));
  });
});
