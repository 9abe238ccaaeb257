/**
 * The booking parameters (sys_config, seeded as built-in parameters; DOMAIN.md "Job booking"):
 * the late-cancel notice, and the re-confirmation window with its automatic release. Changes read
 * them inside the caller's transaction, lists through the parameter cache; a missing or
 * unreadable value falls back to DOMAIN.md's default.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { sysConfig } from '../../../db/schema';
import { getConfigValue } from '../../../core/data/params';

export const BOOKING_KEYS = {
  lateCancelHours: 'workforce.booking.lateCancelHours',
  reconfirmFromHours: 'workforce.booking.reconfirmFromHours',
  reconfirmUntilHours: 'workforce.booking.reconfirmUntilHours',
  releaseUnconfirmed: 'workforce.booking.releaseUnconfirmed',
} as const;

export interface BookingParams {
  /** A worker's cancel with less notice than this is late (a heavier credit event) */
  lateCancelHours: number;
  /** The re-confirmation window opens this many hours before the start (the reminder goes then) … */
  reconfirmFromHours: number;
  /** … and closes this many hours before it */
  reconfirmUntilHours: number;
  /** Not re-confirmed when the window closes: the booking goes back to the waitlist */
  releaseUnconfirmed: boolean;
}

export const DEFAULT_BOOKING_PARAMS: BookingParams = {
  lateCancelHours: 24,
  reconfirmFromHours: 36,
  reconfirmUntilHours: 16,
  releaseUnconfirmed: true,
};

/** Built-in parameters for the seed: [key, name, value, remark]. */
export const BOOKING_CONFIGS: [string, string, string, string][] = [
  [
    BOOKING_KEYS.lateCancelHours,
    'Booking: late cancel (hours before start)',
    '24',
    'A worker cancelling with less notice than this gets a late-cancel credit event; more notice is an early cancel',
  ],
  [
    BOOKING_KEYS.reconfirmFromHours,
    'Booking: re-confirmation opens (hours before start)',
    '36',
    'Confirmed workers are reminded to re-confirm their shift from this many hours before its start',
  ],
  [
    BOOKING_KEYS.reconfirmUntilHours,
    'Booking: re-confirmation closes (hours before start)',
    '16',
    'A booking not re-confirmed this many hours before the start is released to the waitlist (when release is on)',
  ],
  [
    BOOKING_KEYS.releaseUnconfirmed,
    'Booking: release bookings not re-confirmed',
    'true',
    'true: a confirmed booking not re-confirmed in time goes back to the waitlist and its place is offered to the next worker',
  ],
];

function hours(values: Map<string, string>, key: string, fallback: number): number {
  const n = Number(values.get(key)?.trim());
  return values.has(key) && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export async function bookingParams(tx: Db | Tx): Promise<BookingParams> {
  const rows = await tx
    .select({ k: sysConfig.configKey, v: sysConfig.configValue })
    .from(sysConfig)
    .where(inArray(sysConfig.configKey, Object.values(BOOKING_KEYS)));
  return paramsOf(new Map(rows.map((r) => [r.k, r.v])));
}

/**
 * The same from the server's parameter cache (core/data/params): for the lists and reads that
 * only show what the parameters make of a booking, where a query per request is not worth it.
 */
export async function cachedBookingParams(db: Db): Promise<BookingParams> {
  const values = new Map<string, string>();
  for (const key of Object.values(BOOKING_KEYS)) {
    const v = await getConfigValue(db, key);
    if (v !== undefined) values.set(key, v);
  }
  return paramsOf(values);
}

function paramsOf(values: Map<string, string>): BookingParams {
  const d = DEFAULT_BOOKING_PARAMS;
  const from = hours(values, BOOKING_KEYS.reconfirmFromHours, d.reconfirmFromHours);
  const until = hours(values, BOOKING_KEYS.reconfirmUntilHours, d.reconfirmUntilHours);
  const release = values.get(BOOKING_KEYS.releaseUnconfirmed)?.trim().toLowerCase();
  return {
    lateCancelHours: hours(values, BOOKING_KEYS.lateCancelHours, d.lateCancelHours),
    // A window that closes before it opens is a typo: keep the defaults rather than no window.
    ...(until < from
      ? { reconfirmFromHours: from, reconfirmUntilHours: until }
      : { reconfirmFromHours: d.reconfirmFromHours, reconfirmUntilHours: d.reconfirmUntilHours }),
    releaseUnconfirmed: release === undefined ? d.releaseUnconfirmed : release !== 'false',
  };
}
