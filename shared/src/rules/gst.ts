/**
 * GST (DOMAIN.md "Money"): computed once on an invoice's total, half up to the cent, at the rate
 * in force at the time of supply. For these invoices that is the earlier of the invoice date and
 * the payment date (IRAS, "Time of supply rules"; 8% → 9% from 2024-01-01 depending on it).
 */
import { rowInForce } from './effective';
import { roundHalfUpDiv } from './int-div';
import type { GstRateRow, IsoDate } from './types';

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be an integer number of cents: ${cents}`);
}

/**
 * GST on a total: `total × bp / 10000` rounded half up to the cent. A negative total (a credit)
 * gives exactly the negative of the positive one's GST, so a full credit note cancels the tax.
 */
export function gstCents(totalCents: number, rateBp: number): number {
  assertCents(totalCents, 'Total');
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) {
    throw new RangeError(`Rate must be a non-negative integer of basis points: ${rateBp}`);
  }
  const gst = roundHalfUpDiv(Math.abs(totalCents) * rateBp, 10_000);
  return totalCents < 0 ? -gst : gst;
}

/** The time of supply: the earlier of the invoice date and the payment date (when paid yet). */
export function timeOfSupply(invoiceDate: IsoDate, paymentDate?: IsoDate | null): IsoDate {
  return paymentDate && paymentDate < invoiceDate ? paymentDate : invoiceDate;
}

/** The GST row in force at the time of supply. */
export function gstRateRow(
  rows: readonly GstRateRow[],
  invoiceDate: IsoDate,
  paymentDate?: IsoDate | null,
): GstRateRow {
  return rowInForce(rows, timeOfSupply(invoiceDate, paymentDate), 'GST rate');
}

export interface GstResult {
  rateBp: number;
  supplyDate: IsoDate;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/** GST of an invoice's subtotal: rate by time of supply, one rounding on the total. */
export function invoiceGst(
  subtotalCents: number,
  rows: readonly GstRateRow[],
  invoiceDate: IsoDate,
  paymentDate?: IsoDate | null,
): GstResult {
  const supplyDate = timeOfSupply(invoiceDate, paymentDate);
  const { rateBp } = gstRateRow(rows, supplyDate);
  const gst = gstCents(subtotalCents, rateBp);
  return { rateBp, supplyDate, subtotalCents, gstCents: gst, totalCents: subtotalCents + gst };
}
