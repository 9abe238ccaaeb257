// PLACEHOLDER: replaced at merge by the rules-people helper's file
/**
 * Seed rows of the reference tables (a handful, so the tables, API and pages can be built and
 * tested). Every row names where its figure comes from.
 */
import type { CpfCeilingRow, CpfRateRow, GstRateRow, PublicHoliday, SdlRow } from './types';

const MOM_PH = 'https://www.mom.gov.sg/employment-practices/public-holidays';
const IRAS_GST = 'https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/basics-of-gst/current-gst-rates';
const CPF_RATES_SRC = 'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay';
const CPF_CEIL_SRC =
  'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay (Ordinary Wage ceiling)';
const SSG_SDL = 'https://www.ssg.gov.sg/skills-development-levy/';

const ph = (date: string, name: string, substituteFor: string | null = null): PublicHoliday => ({
  date,
  name,
  substituteFor,
  source: MOM_PH,
});

export const PUBLIC_HOLIDAYS: PublicHoliday[] = [
  ph('2025-12-25', 'Christmas Day'),
  ph('2026-01-01', "New Year's Day"),
  ph('2026-02-17', 'Chinese New Year'),
  ph('2026-02-18', 'Chinese New Year'),
  ph('2026-03-21', 'Hari Raya Puasa'),
  ph('2026-04-03', 'Good Friday'),
  ph('2026-05-01', 'Labour Day'),
  ph('2026-05-27', 'Hari Raya Haji'),
  ph('2026-05-31', 'Vesak Day'),
  ph('2026-06-01', 'Vesak Day (substitute)', '2026-05-31'),
  ph('2026-08-09', 'National Day'),
  ph('2026-08-10', 'National Day (substitute)', '2026-08-09'),
  ph('2026-11-08', 'Deepavali'),
  ph('2026-11-09', 'Deepavali (substitute)', '2026-11-08'),
  ph('2026-12-25', 'Christmas Day'),
];

export const GST_RATES: GstRateRow[] = [
  { effectiveFrom: '2007-07-01', effectiveTo: '2022-12-31', rateBp: 700, source: IRAS_GST },
  { effectiveFrom: '2023-01-01', effectiveTo: '2023-12-31', rateBp: 800, source: IRAS_GST },
  { effectiveFrom: '2024-01-01', effectiveTo: null, rateBp: 900, source: IRAS_GST },
];

const cpf = (
  rateClass: CpfRateRow['rateClass'],
  effectiveFrom: string,
  effectiveTo: string | null,
  ageMax: number | null,
  employerBp: number,
  employeeBp: number,
  phasedEmployeeFactorBp: number,
): CpfRateRow => ({
  rateClass,
  effectiveFrom,
  effectiveTo,
  ageMax,
  employerBp,
  employeeBp,
  phasedEmployeeFactorBp,
  source: CPF_RATES_SRC,
});

export const CPF_RATES: CpfRateRow[] = [
  cpf('citizen', '2025-01-01', '2025-12-31', 55, 1700, 2000, 6000),
  cpf('citizen', '2025-01-01', '2025-12-31', 60, 1550, 1700, 5100),
  cpf('citizen', '2026-01-01', null, 55, 1700, 2000, 6000),
  cpf('citizen', '2026-01-01', null, 60, 1600, 1800, 5400),
  cpf('citizen', '2026-01-01', null, 65, 1250, 1250, 3750),
  cpf('citizen', '2026-01-01', null, 70, 900, 750, 2250),
  cpf('citizen', '2026-01-01', null, null, 750, 500, 1500),
  cpf('pr1', '2026-01-01', null, 55, 400, 500, 1500),
  cpf('pr2', '2026-01-01', null, 55, 900, 1500, 4500),
];

export const CPF_CEILINGS: CpfCeilingRow[] = [
  {
    effectiveFrom: '2025-01-01',
    effectiveTo: '2025-12-31',
    owCeilingCents: 7400_00,
    annualCeilingCents: 102000_00,
    source: CPF_CEIL_SRC,
  },
  {
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    owCeilingCents: 8000_00,
    annualCeilingCents: 102000_00,
    source: CPF_CEIL_SRC,
  },
];

export const SDL_RATES: SdlRow[] = [
  { effectiveFrom: '2014-01-01', effectiveTo: null, rateBp: 25, minCents: 2_00, maxCents: 11_25, source: SSG_SDL },
];
