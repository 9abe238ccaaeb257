/**
 * Invoice arithmetic (DOMAIN.md "Money"): the totals of a document, what an invoice still owes,
 * its payment status, the ageing bucket of a receivable, and the split of a work record's billed
 * amount into invoice line types. Integer cents throughout; GST is rounded once, on the subtotal.
 */
import { addDays } from './calendar';
import { gstCents } from './gst';
import { lineAmount, toMilli } from './pay';
import type { IsoDate } from './types';

export interface DocumentTotals {
  subtotal: number;
  gst: number;
  total: number;
}

/** Subtotal = Σ line amounts; GST once on it (half up); total = subtotal + GST. */
export function documentTotals(lineAmounts: readonly number[], rateBp: number): DocumentTotals {
  let subtotal = 0;
  for (const a of lineAmounts) {
    if (!Number.isSafeInteger(a)) throw new RangeError(`A line amount must be integer cents: ${a}`);
    subtotal += a;
  }
  const gst = gstCents(subtotal, rateBp);
  return { subtotal, gst, total: subtotal + gst };
}

export interface Settlement {
  total: number;
  /** Σ payments applied */
  paid: number;
  /** Σ credit notes applied */
  credited: number;
}

/** What the invoice still owes. */
export function balanceOf(s: Settlement): number {
  return s.total - s.paid - s.credited;
}

/**
 * Paid only when nothing is owed and money came in or the whole amount was credited; a partial
 * credit lowers the balance but never makes the invoice (partially) paid.
 */
export function paymentStatusOf(s: Settlement): 'unpaid' | 'partially_paid' | 'paid' {
  const balance = balanceOf(s);
  if (balance <= 0) return 'paid';
  return s.paid > 0 ? 'partially_paid' : 'unpaid';
}

/**
 * Why an allocation of `amount` to an invoice would be wrong, or null when it fits: amounts are
 * positive cents and never take the balance below zero.
 */
export function allocationError(s: Settlement, amount: number): 'notPositive' | 'overBalance' | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'notPositive';
  return amount > balanceOf(s) ? 'overBalance' : null;
}

/** The due date: the issue date plus the client's payment terms. */
export function dueDateOf(issueDate: IsoDate, termsDays: number): IsoDate {
  if (!Number.isSafeInteger(termsDays) || termsDays < 0)
    throw new RangeError(`Payment terms must be whole days: ${termsDays}`);
  return addDays(issueDate, termsDays);
}

export type AgeingBucketName = 'current' | 'd1_30' | 'd31_60' | 'd61_90' | 'd90_plus';

/** Days past due on `asOf` (0 when not yet due). */
export function daysOverdue(dueDate: IsoDate, asOf: IsoDate): number {
  const ms = Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** Receivables ageing: not yet due (or due today) is current; then 1–30, 31–60, 61–90, 90+ days. */
export function ageingBucket(dueDate: IsoDate, asOf: IsoDate): AgeingBucketName {
  const d = daysOverdue(dueDate, asOf);
  if (d === 0) return 'current';
  if (d <= 30) return 'd1_30';
  if (d <= 60) return 'd31_60';
  if (d <= 90) return 'd61_90';
  return 'd90_plus';
}

/** A document number: series and a zero-padded counter (`INV-2026-000042`). */
export function documentNumber(series: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A document number counts from 1: ${n}`);
  return `${series}-${String(n).padStart(6, '0')}`;
}

/** What a work record stores about its billing. */
export interface BilledRecord {
  billNormalMinutes: number;
  billOtMinutes: number;
  sentHomeBillMinutes: number;
  cancellationPayMinutes: number;
  billAmount: number;
}

export interface BilledPart {
  type: 'normal' | 'ot' | 'public_holiday' | 'cancellation_fee';
  minutes: number;
  /** Cents an hour as billed (OT at its multiple); null for the holiday premium */
  unitRate: number | null;
  amount: number;
}

/**
 * A record's billed amount split into invoice line types, by the rules that computed it:
 * normal (with a sent-home top-up) and OT by the bill rate; the public-holiday premium is what
 * remains, so the parts always sum to the stored amount. A late-cancelled shift is one
 * cancellation fee.
 */
export function billedParts(r: BilledRecord, billRate: number, otBillMultiplier: number): BilledPart[] {
  if (r.cancellationPayMinutes > 0) {
    return [{ type: 'cancellation_fee', minutes: r.cancellationPayMinutes, unitRate: billRate, amount: r.billAmount }];
  }
  const milli = toMilli(otBillMultiplier);
  const normalMinutes = r.billNormalMinutes + r.sentHomeBillMinutes;
  const normal = lineAmount(billRate, r.billNormalMinutes) + lineAmount(billRate, r.sentHomeBillMinutes);
  const ot = lineAmount(billRate, r.billOtMinutes, milli);
  const premium = r.billAmount - normal - ot;
  if (premium < 0) {
    throw new RangeError(
      `The record's billed amount ${r.billAmount} is below its normal and OT parts (${normal} + ${ot})`,
    );
  }
  const parts: BilledPart[] = [];
  if (normalMinutes > 0 || normal > 0)
    parts.push({ type: 'normal', minutes: normalMinutes, unitRate: billRate, amount: normal });
  if (r.billOtMinutes > 0 || ot > 0) {
    parts.push({ type: 'ot', minutes: r.billOtMinutes, unitRate: Math.round((billRate * milli) / 1000), amount: ot });
  }
  if (premium > 0) parts.push({ type: 'public_holiday', minutes: 0, unitRate: null, amount: premium });
  return parts;
}
