/**
 * Reference tables: the row in force on a date (what every rule is given), public holidays in a
 * range, locking rows used by locked documents, and CRUD with the checks of DOMAIN.md (source
 * required, periods of one timeline never overlap, locked rows read-only).
 *
 * The four period tables share their period and lock columns, so the generic code below reads
 * them through the GST table's column types (`asPeriod`); each descriptor in kinds.ts turns its
 * own rows into records and rule rows.
 */
import type { CpfRateClass, IsoDate, PublicHoliday } from '@shiftdesk/shared/rules';
import { rowInForce } from '@shiftdesk/shared/rules';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { ConflictError, NotFoundError, ValidationError } from '../../../core/base/errors';
import { type Lang, t } from '../../../core/base/i18n';
import { containsPattern, isUniqueViolation } from '../../../core/base/sql';
import type { Db } from '../../../db/client';
import { type refGstRate, refPublicHoliday } from '../../../db/schema';
import {
  type BodyProblem,
  KINDS,
  PERIOD_KINDS,
  type PeriodKindName,
  type PeriodTable,
  publicHoliday,
  type RuleRowOf,
} from './kinds';

export type ReferenceKindName = keyof typeof KINDS;
type StoredPeriod = typeof refGstRate.$inferSelect & Record<string, unknown>;
type StoredHoliday = typeof refPublicHoliday.$inferSelect;
type AnyRecord = Record<string, unknown>;

/** The shared period/lock columns of any period table, typed once. */
const asPeriod = (tb: PeriodTable) => tb as unknown as typeof refGstRate;
const END_OF_TIME = '9999-12-31';

/** Who makes a change (recorded in created_by / updated_by). */
export interface Actor {
  id: number | null;
}

export interface CpfBand {
  rateClass: CpfRateClass;
  /** The age the band is chosen for (the rules decide which age applies in a month). */
  age: number;
}

const dayBefore = (d: IsoDate) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const inForceOn = (tb: PeriodTable, date: IsoDate) => {
  const p = asPeriod(tb);
  return and(lte(p.effectiveFrom, date), or(isNull(p.effectiveTo), gte(p.effectiveTo, date)));
};

// ─── what the rules are given ────────────────────────────────────────────────────────────────

/** Of the CPF rows in force for one class, those of the band an age falls in (lowest ageMax ≥ age). */
function bandOf<R extends { ageMax: number | null }>(rows: R[], age: number): R[] {
  const fitting = rows.filter((r) => r.ageMax === null || r.ageMax >= age);
  if (!fitting.length) return [];
  const bounded = fitting.filter((r) => r.ageMax !== null).map((r) => r.ageMax as number);
  const band = bounded.length ? Math.min(...bounded) : null;
  return fitting.filter((r) => r.ageMax === band);
}

/** The stored row in force on `date` (with id and lock), or null. */
export async function storedInForce(
  db: Db,
  kind: PeriodKindName,
  date: IsoDate,
  band?: CpfBand,
): Promise<StoredPeriod | null> {
  const spec = PERIOD_KINDS[kind];
  const tb = asPeriod(spec.table);
  const where =
    kind === 'cpfRate' && band
      ? and(inForceOn(spec.table, date), eq(PERIOD_KINDS.cpfRate.table.rateClass, band.rateClass))
      : inForceOn(spec.table, date);
  let rows = (await db.select().from(tb).where(where)) as StoredPeriod[];
  if (kind === 'cpfRate' && band) rows = bandOf(rows as (StoredPeriod & { ageMax: number | null })[], band.age);
  if (!rows.length) return null;
  // The one place that decides between candidates (shared with the pages' previews).
  return rowInForce(rows, date);
}

/**
 * The row a rule computes with on `date`. Throws 404 when none is in force (a gap in the table
 * is an admin's error to fix, never a reason to fall back to a rate in code).
 */
export async function inForce(db: Db, kind: 'publicHoliday', date: IsoDate): Promise<PublicHoliday | null>;
export async function inForce(db: Db, kind: 'cpfRate', date: IsoDate, band: CpfBand): Promise<RuleRowOf['cpfRate']>;
export async function inForce<K extends 'gstRate' | 'cpfCeiling' | 'sdlRate'>(
  db: Db,
  kind: K,
  date: IsoDate,
): Promise<RuleRowOf[K]>;
export async function inForce(db: Db, kind: ReferenceKindName, date: IsoDate, band?: CpfBand): Promise<unknown> {
  if (kind === 'publicHoliday') {
    const [h] = await db.select().from(refPublicHoliday).where(eq(refPublicHoliday.date, date));
    return h ? publicHoliday.rule(h) : null;
  }
  const row = await storedInForce(db, kind, date, band);
  if (!row) throw noneInForce(kind, date, band);
  return (PERIOD_KINDS[kind].rule as (r: StoredPeriod) => unknown)(row);
}

export function noneInForce(kind: PeriodKindName, date: IsoDate, band?: CpfBand) {
  return kind === 'cpfRate'
    ? new NotFoundError('ref.noneInForce.cpfRate', { date, rateClass: band?.rateClass ?? '?', age: band?.age ?? '?' })
    : new NotFoundError(`ref.noneInForce.${kind}`, { date });
}

/** Every CPF row in force on `date` for a rate class (all age bands), youngest band first. */
export async function cpfRatesInForce(db: Db, date: IsoDate, rateClass: CpfRateClass): Promise<RuleRowOf['cpfRate'][]> {
  const tb = PERIOD_KINDS.cpfRate.table;
  const rows = await db
    .select()
    .from(tb)
    .where(and(inForceOn(tb, date), eq(tb.rateClass, rateClass)))
    .orderBy(sql`${tb.ageMax} asc nulls last`);
  return rows.map((r) => PERIOD_KINDS.cpfRate.rule(r));
}

/** Public holidays (incl. substitute days) with from ≤ date ≤ to, in date order. */
export async function publicHolidaysBetween(db: Db, from: IsoDate, to: IsoDate): Promise<PublicHoliday[]> {
  const tb = refPublicHoliday;
  const rows = await db
    .select()
    .from(tb)
    .where(and(gte(tb.date, from), lte(tb.date, to)))
    .orderBy(asc(tb.date));
  return rows.map((r) => publicHoliday.rule(r));
}

/** What a locked document used: the rows of a kind in force on a date, or the holidays of a range. */
export type ReferenceUse =
  | { kind: PeriodKindName; date: IsoDate; rateClass?: CpfRateClass }
  | { kind: 'publicHoliday'; from: IsoDate; to: IsoDate };

/**
 * Marks the rows a locked document used (issued invoice → GST on its time of supply; closed
 * payroll month → CPF, ceilings, SDL and the month's holidays) as read-only, inside the caller's
 * transaction. `used_through` remembers the latest date used, so a successor row may still close
 * an open-ended locked row after that date. Returns how many rows the uses cover.
 */
export async function lockReferenceRows(tx: Db, uses: ReferenceUse[]): Promise<number> {
  let n = 0;
  for (const u of uses) {
    if (u.kind === 'publicHoliday') {
      const tb = refPublicHoliday;
      const r = await tx
        .update(tb)
        .set({ lockedAt: sql`coalesce(${tb.lockedAt}, now())`, usedThrough: sql`${tb.date}` })
        .where(and(gte(tb.date, u.from), lte(tb.date, u.to)))
        .returning({ id: tb.id });
      n += r.length;
      continue;
    }
    const table = PERIOD_KINDS[u.kind].table;
    const tb = asPeriod(table);
    const r = await tx
      .update(tb)
      .set({
        lockedAt: sql`coalesce(${tb.lockedAt}, now())`,
        usedThrough: sql`greatest(${tb.usedThrough}, ${u.date}::date)`,
      })
      .where(
        and(
          inForceOn(table, u.date),
          u.kind === 'cpfRate' && u.rateClass ? eq(PERIOD_KINDS.cpfRate.table.rateClass, u.rateClass) : undefined,
        ),
      )
      .returning({ id: tb.id });
    n += r.length;
  }
  return n;
}

// ─── admin CRUD ──────────────────────────────────────────────────────────────────────────────

export interface ListQuery {
  pageNum?: number;
  pageSize?: number;
  orderBy?: string;
  orderDir?: 'asc' | 'desc';
  year?: number;
  name?: string;
  inForceOn?: string;
  rateClass?: CpfRateClass;
}

export async function listRows(
  db: Db,
  kind: ReferenceKindName,
  q: ListQuery,
  paging: { pageSize: number; offset: number },
) {
  const spec = KINDS[kind];
  let where: SQL | undefined;
  let order: SQL[];
  if (kind === 'publicHoliday') {
    const tb = refPublicHoliday;
    where = and(
      q.year ? and(gte(tb.date, `${q.year}-01-01`), lte(tb.date, `${q.year}-12-31`)) : undefined,
      q.name?.trim() ? ilike(tb.name, containsPattern(q.name.trim())) : undefined,
    );
    order = [asc(tb.date)];
  } else {
    const table = PERIOD_KINDS[kind].table;
    const tb = asPeriod(table);
    where = and(
      // A year lists the rows in force at any time during it.
      q.year
        ? and(
            lte(tb.effectiveFrom, `${q.year}-12-31`),
            or(isNull(tb.effectiveTo), gte(tb.effectiveTo, `${q.year}-01-01`)),
          )
        : undefined,
      q.inForceOn ? inForceOn(table, q.inForceOn) : undefined,
      kind === 'cpfRate' && q.rateClass ? eq(PERIOD_KINDS.cpfRate.table.rateClass, q.rateClass) : undefined,
    );
    order =
      kind === 'cpfRate'
        ? [
            desc(tb.effectiveFrom),
            asc(PERIOD_KINDS.cpfRate.table.rateClass),
            sql`${PERIOD_KINDS.cpfRate.table.ageMax} asc nulls last`,
          ]
        : [desc(tb.effectiveFrom)];
  }
  const tb = spec.table as unknown as typeof refGstRate;
  if (q.orderBy && spec.orderBy[q.orderBy]) {
    const col = spec.orderBy[q.orderBy];
    order = [q.orderDir === 'desc' ? sql`${col} desc nulls last` : sql`${col} asc nulls last`];
  }
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(tb).where(where),
    db
      .select()
      .from(tb)
      .where(where)
      .orderBy(...order, asc(tb.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
  ]);
  return { list: rows.map((r) => (spec.record as (r: unknown) => AnyRecord)(r)), total };
}

async function findRow(
  db: Db,
  kind: ReferenceKindName,
  id: number,
): Promise<AnyRecord & { id: number; lockedAt: Date | null }> {
  const tb = KINDS[kind].table as unknown as typeof refGstRate;
  const [row] = await db.select().from(tb).where(eq(tb.id, id));
  if (!row) throw new NotFoundError('ref.notFound');
  return row as AnyRecord & typeof row;
}

export async function getRow(db: Db, kind: ReferenceKindName, id: number) {
  return (KINDS[kind].record as (r: unknown) => AnyRecord)(await findRow(db, kind, id));
}

function assertBody(lang: Lang, problems: BodyProblem[]) {
  if (!problems.length) return;
  const errors = problems.map((p) => ({ field: p.field, message: t(lang, p.key) }));
  throw new ValidationError(errors, errors[0].message);
}

function assertUnlocked(lang: Lang, kind: ReferenceKindName, row: { lockedAt: Date | null }) {
  if (row.lockedAt) {
    throw new ConflictError(
      t(lang, 'ref.locked', { kind: t(lang, `ref.kind.${kind}`), at: row.lockedAt.toISOString().slice(0, 10) }),
    );
  }
}

/**
 * Refuses a period that overlaps another row of its timeline. Adding an open-ended row after an
 * open-ended one closes the older row the day before (how a new rate supersedes the current
 * one), unless a locked document used the older row on or after that day.
 */
async function checkPeriod(
  tx: Db,
  lang: Lang,
  kind: PeriodKindName,
  b: { effectiveFrom: string; effectiveTo: string | null },
  exceptId: number | undefined,
  actor: Actor,
) {
  const spec = PERIOD_KINDS[kind];
  const tb = asPeriod(spec.table);
  const overlapping = (await tx
    .select()
    .from(tb)
    .where(
      and(
        (spec.timeline as (b: unknown) => SQL | undefined)(b),
        exceptId ? ne(tb.id, exceptId) : undefined,
        lte(tb.effectiveFrom, b.effectiveTo ?? END_OF_TIME),
        or(isNull(tb.effectiveTo), gte(tb.effectiveTo, b.effectiveFrom)),
      ),
    )
    .orderBy(asc(tb.effectiveFrom))) as StoredPeriod[];
  if (!overlapping.length) return;
  const describe = spec.describe as (lang: Lang, r: StoredPeriod) => string;
  const [first] = overlapping;
  const supersedes =
    exceptId === undefined &&
    b.effectiveTo === null &&
    overlapping.length === 1 &&
    first.effectiveTo === null &&
    first.effectiveFrom < b.effectiveFrom;
  if (!supersedes) throw new ConflictError(t(lang, 'ref.overlap', { row: describe(lang, first) }));
  if (first.usedThrough && first.usedThrough >= b.effectiveFrom) {
    throw new ConflictError(t(lang, 'ref.predecessorUsed', { row: describe(lang, first), date: first.usedThrough }));
  }
  await tx
    .update(tb)
    .set({ effectiveTo: dayBefore(b.effectiveFrom), updatedBy: actor.id, updatedAt: new Date() })
    .where(eq(tb.id, first.id));
}

/** Serialises writers of one table, so two overlapping rows saved at once cannot both pass. */
const lockTable = (tx: Db, kind: ReferenceKindName) =>
  tx.execute(sql`lock table ${KINDS[kind].table} in share row exclusive mode`);

async function holidayTaken(tx: Db, lang: Lang, date: string, exceptId?: number) {
  const tb = refPublicHoliday;
  const [h] = await tx
    .select()
    .from(tb)
    .where(and(eq(tb.date, date), exceptId ? ne(tb.id, exceptId) : undefined));
  if (h) throw new ConflictError(t(lang, 'ref.holidayTaken', { date, name: h.name }));
}

export async function addRow(
  db: Db,
  lang: Lang,
  actor: Actor,
  kind: ReferenceKindName,
  body: AnyRecord,
): Promise<number> {
  const spec = KINDS[kind];
  assertBody(lang, (spec.problems as (b: unknown) => BodyProblem[])(body));
  try {
    return await db.transaction(async (tx) => {
      await lockTable(tx, kind);
      if (kind === 'publicHoliday') await holidayTaken(tx, lang, body.date as string);
      else
        await checkPeriod(
          tx,
          lang,
          kind,
          body as { effectiveFrom: string; effectiveTo: string | null },
          undefined,
          actor,
        );
      const tb = spec.table as unknown as typeof refGstRate;
      const [row] = await tx
        .insert(tb)
        .values({
          ...(spec.values as (b: unknown) => AnyRecord)(body),
          createdBy: actor.id,
          updatedBy: actor.id,
        } as never)
        .returning({ id: tb.id });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err) && kind === 'publicHoliday') {
      throw new ConflictError(t(lang, 'ref.holidayTaken', { date: body.date as string, name: body.name as string }));
    }
    throw err;
  }
}

export async function editRow(
  db: Db,
  lang: Lang,
  actor: Actor,
  kind: ReferenceKindName,
  body: AnyRecord & { id: number },
) {
  const spec = KINDS[kind];
  assertBody(lang, (spec.problems as (b: unknown) => BodyProblem[])(body));
  await db.transaction(async (tx) => {
    await lockTable(tx, kind);
    const current = await findRow(tx, kind, body.id);
    assertUnlocked(lang, kind, current);
    if (kind === 'publicHoliday') await holidayTaken(tx, lang, body.date as string, body.id);
    else
      await checkPeriod(
        tx,
        lang,
        kind,
        body as unknown as { effectiveFrom: string; effectiveTo: string | null },
        body.id,
        actor,
      );
    const tb = spec.table as unknown as typeof refGstRate;
    const { id: _id, ...fields } = body;
    await tx
      .update(tb)
      .set({
        ...(spec.values as (b: unknown) => AnyRecord)(fields),
        updatedBy: actor.id,
        updatedAt: new Date(),
      } as never)
      .where(eq(tb.id, body.id));
  });
}

export async function deleteRows(db: Db, lang: Lang, kind: ReferenceKindName, ids: number[]) {
  const tb = KINDS[kind].table as unknown as typeof refGstRate;
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockTable(tx, kind);
    const rows = await tx.select({ id: tb.id, lockedAt: tb.lockedAt }).from(tb).where(inArray(tb.id, unique));
    if (rows.length < unique.length) throw new NotFoundError('ref.notFound');
    const locked = rows.find((r) => r.lockedAt);
    if (locked) assertUnlocked(lang, kind, locked);
    await tx.delete(tb).where(inArray(tb.id, unique));
  });
}

/** The stored record a rule would be given (for the admin page's "in force" check). */
export async function inForceRecord(
  db: Db,
  kind: ReferenceKindName,
  date: IsoDate,
  band?: CpfBand,
): Promise<AnyRecord | null> {
  if (kind === 'publicHoliday') {
    const [h] = await db.select().from(refPublicHoliday).where(eq(refPublicHoliday.date, date));
    return h ? publicHoliday.record(h as StoredHoliday) : null;
  }
  const row = await storedInForce(db, kind, date, band);
  if (!row) throw noneInForce(kind, date, band);
  return (PERIOD_KINDS[kind].record as (r: unknown) => AnyRecord)(row);
}
