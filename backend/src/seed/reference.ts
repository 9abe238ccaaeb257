/**
 * Seeds the reference tables from shared/src/rules/reference-data.ts (each row names its
 * source). Always run, not only for demo data: no rule may compute without them. Idempotent by
 * natural key (holiday date; kind + class + band + start date), so rows admins added or edited
 * are never touched and a restart adds only rows the data file gained.
 */
import { CPF_CEILINGS, CPF_RATES, GST_RATES, PUBLIC_HOLIDAYS, SDL_RATES } from '@shiftdesk/shared/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refCpfCeiling, refCpfRate, refGstRate, refPublicHoliday, refSdlRate } from '../db/schema';

/** Inserts `rows` whose key is not present yet; returns how many were added. */
async function insertMissing<R>(
  existingKeys: string[],
  rows: readonly R[],
  key: (r: R) => string,
  insert: (rows: R[]) => Promise<unknown>,
): Promise<number> {
  const have = new Set(existingKeys);
  const missing = rows.filter((r) => !have.has(key(r)));
  if (missing.length) await insert(missing);
  return missing.length;
}

export async function seedReference(db: Db): Promise<number> {
  let added = 0;
  const holidays = await db.select({ d: refPublicHoliday.date }).from(refPublicHoliday);
  added += await insertMissing(
    holidays.map((h) => h.d),
    PUBLIC_HOLIDAYS,
    (h) => h.date,
    (rows) => db.insert(refPublicHoliday).values(rows),
  );
  const gst = await db.select({ f: refGstRate.effectiveFrom }).from(refGstRate);
  added += await insertMissing(
    gst.map((g) => g.f),
    GST_RATES,
    (g) => g.effectiveFrom,
    (rows) => db.insert(refGstRate).values(rows),
  );
  const cpfKey = (r: { rateClass: string; ageMax: number | null; effectiveFrom: string }) =>
    `${r.rateClass}|${r.ageMax ?? 'last'}|${r.effectiveFrom}`;
  const cpf = await db
    .select({ rateClass: refCpfRate.rateClass, ageMax: refCpfRate.ageMax, effectiveFrom: refCpfRate.effectiveFrom })
    .from(refCpfRate);
  added += await insertMissing(cpf.map(cpfKey), CPF_RATES, cpfKey, (rows) => db.insert(refCpfRate).values(rows));
  const ceilings = await db.select({ f: refCpfCeiling.effectiveFrom }).from(refCpfCeiling);
  added += await insertMissing(
    ceilings.map((c) => c.f),
    CPF_CEILINGS,
    (c) => c.effectiveFrom,
    (rows) => db.insert(refCpfCeiling).values(rows),
  );
  const sdl = await db.select({ f: refSdlRate.effectiveFrom }).from(refSdlRate);
  added += await insertMissing(
    sdl.map((s) => s.f),
    SDL_RATES,
    (s) => s.effectiveFrom,
    (rows) => db.insert(refSdlRate).values(rows),
  );
  return added;
}

/** Serialises concurrent starts of several instances (same idea as the system seed's lock). */
export async function seedReferenceOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7230412)`);
    return seedReference(tx);
  });
}
