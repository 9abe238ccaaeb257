/**
 * The conduct parameters (sys_config, seeded as built-in parameters): credit weights and expiry,
 * and the automatic no-show ban. Read inside the caller's transaction (not the instance cache),
 * so an event is weighed with the values in force when it is recorded; a missing or unreadable
 * value falls back to DOMAIN.md's default.
 */
import { type CreditEventKind, type CreditScoreParams, DEFAULT_CREDIT_SCORE_PARAMS } from '@shiftdesk/shared/rules';
import { like } from 'drizzle-orm';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { sysConfig } from '../../../db/schema';

/** Parameter key of each event kind's weight. */
export const CREDIT_WEIGHT_KEYS: Record<CreditEventKind, string> = {
  completed_shift: 'workforce.credit.completedShift',
  early_cancel: 'workforce.credit.earlyCancel',
  late_arrival: 'workforce.credit.lateArrival',
  late_cancel: 'workforce.credit.lateCancel',
  no_show: 'workforce.credit.noShow',
};
export const CREDIT_EXPIRY_KEY = 'workforce.credit.expiryDays';
export const AUTO_BAN_KEYS = {
  noShows: 'workforce.autoBan.noShows',
  windowDays: 'workforce.autoBan.windowDays',
  banDays: 'workforce.autoBan.banDays',
} as const;

export interface AutoBanParams {
  /** No-shows within the window that ban */
  noShows: number;
  windowDays: number;
  banDays: number;
}
export const DEFAULT_AUTO_BAN: AutoBanParams = { noShows: 3, windowDays: 30, banDays: 14 };

export interface ConductParams {
  credit: CreditScoreParams;
  autoBan: AutoBanParams;
}

/** Built-in parameters for the seed: [key, name, value, remark]. */
export const CONDUCT_CONFIGS: [string, string, string, string][] = [
  ...(Object.entries(CREDIT_WEIGHT_KEYS) as [CreditEventKind, string][]).map(
    ([kind, key]): [string, string, string, string] => [
      key,
      `Credit weight: ${kind.replace('_', ' ')}`,
      String(DEFAULT_CREDIT_SCORE_PARAMS.weights[kind]),
      'Points a worker gains (+) or loses (−) per event; recorded events keep the weight they had',
    ],
  ),
  [CREDIT_EXPIRY_KEY, 'Credit event expiry (days)', '180', 'An event stops counting this many days after it happened'],
  [AUTO_BAN_KEYS.noShows, 'Automatic ban: no-shows', '3', 'No-shows within the window that trigger a platform ban'],
  [AUTO_BAN_KEYS.windowDays, 'Automatic ban: window (days)', '30', 'Days counted back from a no-show'],
  [AUTO_BAN_KEYS.banDays, 'Automatic ban: length (days)', '14', 'Length of the automatic platform ban'],
];

function int(values: Map<string, string>, key: string, fallback: number, positive = false): number {
  const raw = values.get(key);
  const n = raw === undefined ? Number.NaN : Number(raw.trim());
  if (!Number.isInteger(n) || (positive && n <= 0)) return fallback;
  return n;
}

export async function conductParams(tx: Tx | Db): Promise<ConductParams> {
  const rows = await tx
    .select({ k: sysConfig.configKey, v: sysConfig.configValue })
    .from(sysConfig)
    .where(like(sysConfig.configKey, 'workforce.%'));
  const values = new Map(rows.map((r) => [r.k, r.v]));
  const d = DEFAULT_CREDIT_SCORE_PARAMS;
  const weights = Object.fromEntries(
    (Object.entries(CREDIT_WEIGHT_KEYS) as [CreditEventKind, string][]).map(([kind, key]) => [
      kind,
      int(values, key, d.weights[kind]),
    ]),
  ) as Record<CreditEventKind, number>;
  return {
    credit: { weights, expiryDays: int(values, CREDIT_EXPIRY_KEY, d.expiryDays, true) },
    autoBan: {
      noShows: int(values, AUTO_BAN_KEYS.noShows, DEFAULT_AUTO_BAN.noShows, true),
      windowDays: int(values, AUTO_BAN_KEYS.windowDays, DEFAULT_AUTO_BAN.windowDays, true),
      banDays: int(values, AUTO_BAN_KEYS.banDays, DEFAULT_AUTO_BAN.banDays, true),
    },
  };
}
