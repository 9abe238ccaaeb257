/**
 * Seed rows of the effective-dated reference tables (the backend seed imports these names).
 * Pure data: every row says where its figure comes from, and where a figure could not be
 * confirmed against the official publication the `source` says so, so an admin can check it.
 */
import type { CpfCeilingRow, CpfRateClass, CpfRateRow, GstRateRow, PublicHoliday, SdlRow } from './types';

// ─── Public holidays ────────────────────────────────────────────────────────────────────────

const MOM_PH = 'https://www.mom.gov.sg/employment-practices/public-holidays';
const MOM_2025 = `MOM, Public holidays for 2025 (${MOM_PH})`;
const MOM_2026 = `MOM, Public holidays for 2026 (${MOM_PH}); substitute days per Holidays Act s. 4 (Sunday → Monday)`;
const PROVISIONAL_2027 =
  `PROVISIONAL — not confirmed against MOM's published 2027 list (${MOM_PH}); ` +
  'date from the lunar/Islamic/Hindu calendar estimate, check and correct when MOM publishes';
const FIXED_2027 = `Fixed-date holiday, Holidays Act Schedule; weekday from the calendar (${MOM_PH})`;

export const PUBLIC_HOLIDAYS: PublicHoliday[] = [
  // 2025
  { date: '2025-01-01', name: "New Year's Day", substituteFor: null, source: MOM_2025 },
  { date: '2025-01-29', name: 'Chinese New Year', substituteFor: null, source: MOM_2025 },
  { date: '2025-01-30', name: 'Chinese New Year (2nd day)', substituteFor: null, source: MOM_2025 },
  { date: '2025-03-31', name: 'Hari Raya Puasa', substituteFor: null, source: MOM_2025 },
  { date: '2025-04-18', name: 'Good Friday', substituteFor: null, source: MOM_2025 },
  { date: '2025-05-01', name: 'Labour Day', substituteFor: null, source: MOM_2025 },
  {
    date: '2025-05-03',
    name: 'Polling Day (General Election)',
    substituteFor: null,
    source: `Parliamentary Elections Act s. 35: polling day is a public holiday; GE2025 polling day 3 May 2025 (${MOM_PH})`,
  },
  { date: '2025-05-12', name: 'Vesak Day', substituteFor: null, source: MOM_2025 },
  { date: '2025-06-07', name: 'Hari Raya Haji', substituteFor: null, source: MOM_2025 },
  { date: '2025-08-09', name: 'National Day', substituteFor: null, source: MOM_2025 },
  { date: '2025-10-20', name: 'Deepavali', substituteFor: null, source: MOM_2025 },
  { date: '2025-12-25', name: 'Christmas Day', substituteFor: null, source: MOM_2025 },
  // 2026 (DOMAIN.md lists the three Sunday holidays and their Monday substitutes)
  { date: '2026-01-01', name: "New Year's Day", substituteFor: null, source: MOM_2026 },
  { date: '2026-02-17', name: 'Chinese New Year', substituteFor: null, source: MOM_2026 },
  { date: '2026-02-18', name: 'Chinese New Year (2nd day)', substituteFor: null, source: MOM_2026 },
  { date: '2026-03-21', name: 'Hari Raya Puasa', substituteFor: null, source: MOM_2026 },
  { date: '2026-04-03', name: 'Good Friday', substituteFor: null, source: MOM_2026 },
  { date: '2026-05-01', name: 'Labour Day', substituteFor: null, source: MOM_2026 },
  { date: '2026-05-27', name: 'Hari Raya Haji', substituteFor: null, source: MOM_2026 },
  { date: '2026-05-31', name: 'Vesak Day', substituteFor: null, source: MOM_2026 },
  { date: '2026-06-01', name: 'Vesak Day (substitute)', substituteFor: '2026-05-31', source: MOM_2026 },
  { date: '2026-08-09', name: 'National Day', substituteFor: null, source: MOM_2026 },
  { date: '2026-08-10', name: 'National Day (substitute)', substituteFor: '2026-08-09', source: MOM_2026 },
  { date: '2026-11-08', name: 'Deepavali', substituteFor: null, source: MOM_2026 },
  { date: '2026-11-09', name: 'Deepavali (substitute)', substituteFor: '2026-11-08', source: MOM_2026 },
  { date: '2026-12-25', name: 'Christmas Day', substituteFor: null, source: MOM_2026 },
  // 2027: fixed-date holidays are certain; the moving ones are estimates until MOM's list is checked.
  { date: '2027-01-01', name: "New Year's Day", substituteFor: null, source: FIXED_2027 },
  { date: '2027-02-06', name: 'Chinese New Year', substituteFor: null, source: PROVISIONAL_2027 },
  { date: '2027-02-07', name: 'Chinese New Year (2nd day)', substituteFor: null, source: PROVISIONAL_2027 },
  { date: '2027-02-08', name: 'Chinese New Year (substitute)', substituteFor: '2027-02-07', source: PROVISIONAL_2027 },
  { date: '2027-03-10', name: 'Hari Raya Puasa', substituteFor: null, source: PROVISIONAL_2027 },
  {
    date: '2027-03-26',
    name: 'Good Friday',
    substituteFor: null,
    source: `Good Friday 2027 (Easter Sunday 28 Mar 2027); ${PROVISIONAL_2027}`,
  },
  { date: '2027-05-01', name: 'Labour Day', substituteFor: null, source: FIXED_2027 },
  { date: '2027-05-17', name: 'Hari Raya Haji', substituteFor: null, source: PROVISIONAL_2027 },
  { date: '2027-05-20', name: 'Vesak Day', substituteFor: null, source: PROVISIONAL_2027 },
  { date: '2027-08-09', name: 'National Day', substituteFor: null, source: FIXED_2027 },
  { date: '2027-10-28', name: 'Deepavali', substituteFor: null, source: PROVISIONAL_2027 },
  { date: '2027-12-25', name: 'Christmas Day', substituteFor: null, source: FIXED_2027 },
];

// ─── GST ────────────────────────────────────────────────────────────────────────────────────

const IRAS_GST = 'https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/basics-of-gst/current-gst-rates';

export const GST_RATES: GstRateRow[] = [
  {
    effectiveFrom: '2007-07-01',
    effectiveTo: '2022-12-31',
    rateBp: 700,
    source: `IRAS, GST rate 7% from 1 Jul 2007 to 31 Dec 2022 (${IRAS_GST})`,
  },
  {
    effectiveFrom: '2023-01-01',
    effectiveTo: '2023-12-31',
    rateBp: 800,
    source: `IRAS, GST rate 8% from 1 Jan 2023 (${IRAS_GST})`,
  },
  {
    effectiveFrom: '2024-01-01',
    effectiveTo: null,
    rateBp: 900,
    source: `IRAS, GST rate 9% from 1 Jan 2024 (${IRAS_GST})`,
  },
];

// ─── CPF ────────────────────────────────────────────────────────────────────────────────────

const CPF_RATES_URL = 'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay';
const CPF_2025 = `CPF Board, contribution rates from 1 Jan 2025, private sector, Singapore Citizens and SPRs from the 3rd year (${CPF_RATES_URL})`;
const CPF_2026 = `CPF Board, contribution rates from 1 Jan 2026, private sector, Singapore Citizens and SPRs from the 3rd year (${CPF_RATES_URL})`;
const PHASED_NOTE =
  'phased employee factor for TW > S$500 to S$750 = 3 × the employee rate as laid out in the CPF table ' +
  '(0.6 for 55 and below confirmed; older bands derived from that layout, not re-checked against the PDF)';
const SPR_GG =
  'CPF Board, graduated employer & employee (G/G) rates for SPRs in their first/second year, unchanged since 2016 ' +
  `and not changed on 1 Jan 2025 or 1 Jan 2026 (CPF rate announcements; ${CPF_RATES_URL}); ` +
  'older-age bands cross-checked with the open-source singapore_cpf_calculator Year2016 SPR tables, not with the current PDF';

type RateTuple = [ageMax: number | null, employerBp: number, employeeBp: number, phasedEmployeeFactorBp: number];

function cpfRows(
  rateClass: CpfRateClass,
  from: string,
  to: string | null,
  source: string,
  bands: RateTuple[],
): CpfRateRow[] {
  return bands.map(([ageMax, employerBp, employeeBp, phasedEmployeeFactorBp]) => ({
    rateClass,
    ageMax,
    employerBp,
    employeeBp,
    phasedEmployeeFactorBp,
    effectiveFrom: from,
    effectiveTo: to,
    source,
  }));
}

const SPR1_BANDS: RateTuple[] = [
  [55, 400, 500, 1500],
  [60, 400, 500, 1500],
  [65, 350, 500, 1500],
  [null, 350, 500, 1500],
];
const SPR2_BANDS: RateTuple[] = [
  [55, 900, 1500, 4500],
  [60, 600, 1250, 3750],
  [65, 350, 750, 2250],
  [null, 350, 500, 1500],
];

export const CPF_RATES: CpfRateRow[] = [
  ...cpfRows('citizen', '2025-01-01', '2025-12-31', `${CPF_2025}; ${PHASED_NOTE}`, [
    [55, 1700, 2000, 6000],
    [60, 1550, 1700, 5100],
    [65, 1200, 1150, 3450],
    [70, 900, 750, 2250],
    [null, 750, 500, 1500],
  ]),
  ...cpfRows('citizen', '2026-01-01', null, `${CPF_2026}; ${PHASED_NOTE}`, [
    [55, 1700, 2000, 6000],
    [60, 1600, 1800, 5400],
    [65, 1250, 1250, 3750],
    [70, 900, 750, 2250],
    [null, 750, 500, 1500],
  ]),
  ...cpfRows('pr1', '2025-01-01', '2025-12-31', `${SPR_GG}; 1st year`, SPR1_BANDS),
  ...cpfRows('pr1', '2026-01-01', null, `${SPR_GG}; 1st year`, SPR1_BANDS),
  ...cpfRows('pr2', '2025-01-01', '2025-12-31', `${SPR_GG}; 2nd year`, SPR2_BANDS),
  ...cpfRows('pr2', '2026-01-01', null, `${SPR_GG}; 2nd year`, SPR2_BANDS),
];

export const CPF_CEILINGS: CpfCeilingRow[] = [
  {
    effectiveFrom: '2025-01-01',
    effectiveTo: '2025-12-31',
    owCeilingCents: 7_400_00,
    annualCeilingCents: 102_000_00,
    source: `CPF Board, Ordinary Wage ceiling S$7,400 a month from 1 Jan 2025; annual salary ceiling S$102,000 (${CPF_RATES_URL})`,
  },
  {
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    owCeilingCents: 8_000_00,
    annualCeilingCents: 102_000_00,
    source: `CPF Board, Ordinary Wage ceiling S$8,000 a month from 1 Jan 2026; annual salary ceiling S$102,000 (${CPF_RATES_URL})`,
  },
];

// ─── Skills Development Levy ────────────────────────────────────────────────────────────────

export const SDL_RATES: SdlRow[] = [
  {
    effectiveFrom: '2008-10-01',
    effectiveTo: null,
    rateBp: 25,
    minCents: 2_00,
    maxCents: 11_25,
    source:
      'CPF Board FAQ "How do I calculate Skills Development Levy (SDL)?" (https://www.cpf.gov.sg/employer/faq/employer-obligations/skills-development-levy/how-do-i-calculate-skills-development-levy): ' +
      '0.25% of monthly total wages, minimum S$2, maximum S$11.25 (first S$4,500). Start date 1 Oct 2008 from a secondary ' +
      'source (SSG/WDA notice as quoted by training providers), not confirmed on an SSG page',
  },
];
