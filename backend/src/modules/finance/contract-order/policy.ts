/** A policy as stored: the request's fields with DOMAIN.md's defaults filled in. */
import type { PolicyInput, PolicyRecord } from '@shiftdesk/shared/api';

export function policyRecord(p: PolicyInput): PolicyRecord {
  return {
    dailyNormalHours: p.dailyNormalHours,
    weeklyNormalHours: p.weeklyNormalHours,
    otPayMultiplier: p.otPayMultiplier,
    otBillMultiplier: p.otBillMultiplier,
    payRounding: { unitMinutes: p.payRounding.unitMinutes, mode: p.payRounding.mode },
    billRounding: { unitMinutes: p.billRounding.unitMinutes, mode: p.billRounding.mode },
    phPayRule: p.phPayRule ?? 'extra_day',
    phPayMultiplier: p.phPayMultiplier ?? 2,
    phBillMultiplier: p.phBillMultiplier ?? 2,
    lateGraceMinutes: p.lateGraceMinutes ?? 0,
    noShowAfterMinutes: p.noShowAfterMinutes ?? 60,
    cancellationPayHours: p.cancellationPayHours ?? 0,
    minPaidHoursSentHome: p.minPaidHoursSentHome ?? 0,
    poNumber: p.poNumber?.trim() ?? '',
    partIvExempt: p.partIvExempt ?? false,
  };
}

/** (bill − pay) / pay in basis points, rounded half up; null when nothing is paid. */
export function markupBp(payRate: number, billRate: number): number | null {
  if (payRate <= 0) return null;
  return Math.round(((billRate - payRate) * 10000) / payRate);
}
