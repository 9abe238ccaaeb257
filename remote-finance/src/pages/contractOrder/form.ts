/**
 * The contract-order form's values and their conversion to and from the API: rates are typed in
 * dollars and sent as integer cents (converted once, here); dates are dayjs in the form and
 * `YYYY-MM-DD` on the wire; the policy is sent as the rules library's WorkPolicy.
 */
import { dayjs } from '@shiftdesk/shared';
import type { ContractOrderAddBody, ContractOrderRow, PolicyInput } from '@shiftdesk/shared/api';
import type { RoundingMode } from '@shiftdesk/shared/rules';
import type { Dayjs } from 'dayjs';
import { centsToDollars, dollarsToCents } from '../referenceRate/units';

export const ROUNDING_UNITS = [1, 5, 6, 10, 15, 30, 60] as const;
export const ROUNDING_MODES: readonly RoundingMode[] = ['floor', 'nearest', 'ceil'];

export interface RateValues {
  positionId?: number;
  /** S$ per hour as typed */
  payRate?: number | null;
  billRate?: number | null;
}

export interface OrderFormValues {
  contractDeptId?: number;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  remark?: string;
  policy: Partial<PolicyInput>;
  rates: RateValues[];
}

/** DOMAIN.md's defaults: 8 h a day, 44 a week, OT 1.5×, the statutory extra day on holidays. */
export const DEFAULT_POLICY: PolicyInput & Required<Pick<PolicyInput, 'phPayRule'>> = {
  dailyNormalHours: 8,
  weeklyNormalHours: 44,
  otPayMultiplier: 1.5,
  otBillMultiplier: 1.5,
  payRounding: { unitMinutes: 15, mode: 'floor' },
  billRounding: { unitMinutes: 15, mode: 'ceil' },
  phPayRule: 'extra_day',
  phPayMultiplier: 2,
  phBillMultiplier: 2,
  lateGraceMinutes: 0,
  noShowAfterMinutes: 60,
  cancellationPayHours: 0,
  minPaidHoursSentHome: 0,
  poNumber: '',
  partIvExempt: false,
};

export const toCents = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined || Number.isNaN(dollars) ? null : dollarsToCents(dollars);

/** Markup of bill over pay from the cents (integer arithmetic, shown to 0.1 %): 1200 → 1800 = "50.0%". */
export function markupText(payDollars: number | null | undefined, billDollars: number | null | undefined): string {
  const pay = toCents(payDollars);
  const bill = toCents(billDollars);
  if (pay === null || bill === null || pay <= 0) return '—';
  const tenths = Math.round(((bill - pay) * 1000) / pay);
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}%`;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** Drops the holiday multipliers the extra-day rule doesn't use, and empty values (the server defaults them). */
function cleanPolicy(p: Partial<PolicyInput>): Partial<PolicyInput> {
  const out: Partial<PolicyInput> = { ...p };
  if (out.phPayRule !== 'multiplier') {
    delete out.phPayMultiplier;
    delete out.phBillMultiplier;
  }
  for (const k of Object.keys(out) as (keyof PolicyInput)[]) if (out[k] === null || out[k] === undefined) delete out[k];
  return out;
}

/** The form's values as the add/edit body (the server validates it; rates in cents). */
export function toBody(v: OrderFormValues): ContractOrderAddBody {
  return {
    contractDeptId: v.contractDeptId as number,
    validFrom: day(v.validFrom) as string,
    validTo: day(v.validTo) as string,
    policy: cleanPolicy(v.policy ?? {}) as PolicyInput,
    rates: (v.rates ?? []).map((r) => ({
      positionId: r.positionId as number,
      payRate: toCents(r.payRate) as number,
      billRate: toCents(r.billRate) as number,
    })),
    remark: v.remark ?? '',
  };
}

export function fromRow(r: ContractOrderRow): OrderFormValues {
  return {
    contractDeptId: r.contractDeptId,
    validFrom: dayjs(r.validFrom),
    validTo: r.validTo ? dayjs(r.validTo) : null,
    remark: r.remark,
    policy: { ...DEFAULT_POLICY, ...r.policy },
    rates: r.rates.map((x) => ({
      positionId: x.positionId,
      payRate: centsToDollars(x.payRate),
      billRate: centsToDollars(x.billRate),
    })),
  };
}
