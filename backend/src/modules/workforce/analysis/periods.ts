/**
 * What both dashboards share: the range check, the periods of a range (ISO weeks or months of
 * the shift date, every one present), the filters on a job and the caller's scope over it, and
 * turning the aggregate rows' strings (count and sum are bigint/numeric to the driver) into numbers.
 */
import type { AnalysisPeriod, AnalysisQuery } from '@shiftdesk/shared/api';
import { ANALYSIS_MAX_DAYS } from '@shiftdesk/shared/rules';
import { and, type SQL, sql } from 'drizzle-orm';
import { ValidationError } from '../../../core/base/errors';
import { type Lang, t } from '../../../core/base/i18n';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { dataScopeFilter } from '../../../core/lists/data-scope';
import type { ListScope } from '../../../core/routes/crud-routes';
import { wfJob } from '../../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 400 on `to` before `from` or more than ANALYSIS_MAX_DAYS days (both inclusive). */
export function checkRange(lang: Lang, q: Pick<AnalysisQuery, 'from' | 'to'>): void {
  const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1;
  const refuse = (message: string) => {
    throw new ValidationError([{ field: 'querystring.to', message }], message);
  };
  if (days < 1) refuse(t(lang, 'analysis.rangeOrder'));
  if (days > ANALYSIS_MAX_DAYS) refuse(t(lang, 'analysis.rangeTooLong', { max: ANALYSIS_MAX_DAYS, days }));
}

/**
 * SQL of a period kind. Written into the statement (sql.raw) from this fixed table, never from
 * the request: the same literal text in a select list and its GROUP BY is one expression to
 * PostgreSQL, where two bound parameters would be two.
 */
const KINDS: Record<AnalysisPeriod, { unit: string; step: string; label: string }> = {
  // date_trunc('week') starts on the Monday, the start of the ISO week that to_char labels.
  week: { unit: `'week'`, step: `interval '1 week'`, label: `'IYYY-"W"IW'` },
  month: { unit: `'month'`, step: `interval '1 month'`, label: `'YYYY-MM'` },
};

export interface Range {
  period: AnalysisPeriod;
  from: string;
  to: string;
  /** The instants the Singapore days of the range start and end (for timestamp columns) */
  start: string;
  end: string;
}

export function rangeOf(q: AnalysisQuery): Range {
  return {
    period: q.period ?? 'week',
    from: q.from,
    to: q.to,
    start: sgDayStart(q.from).toISOString(),
    end: sgDayEnd(q.to).toISOString(),
  };
}

/** The first day of the period holding the date `day` (a date expression). */
export function periodOf(r: Range, day: SQL): SQL {
  // On a timestamp without zone: a date alone would be cast to timestamptz, in the session's zone.
  return sql`date_trunc(${sql.raw(KINDS[r.period].unit)}, (${day})::timestamp)::date`;
}

/** The Singapore date of a timestamp expression. */
export const sgDay = (at: SQL) => sql`(${at} at time zone 'Asia/Singapore')::date`;

/**
 * A subquery `(p date, period text)` of every period of the range, oldest first, and one more row
 * `(null, null)` for the totals: each figure's aggregate has a totals row (grouping set `()`)
 * that this row joins with `is not distinct from`.
 */
export function periodsWithTotals(r: Range): SQL {
  const k = KINDS[r.period];
  return sql`(
    select d::date as p, to_char(d, ${sql.raw(k.label)}) as period
      from generate_series(date_trunc(${sql.raw(k.unit)}, ${r.from}::timestamp), ${r.to}::timestamp, ${sql.raw(k.step)}) d
    union all select null, null
  )`;
}

/** The dashboards' filters and the caller's scope on wf_job (work records and bookings join their job). */
export function jobWhere(q: AnalysisQuery, scope: ListScope): SQL | undefined {
  return and(
    q.clientId === undefined ? undefined : sql`${wfJob.clientId} = ${q.clientId}`,
    q.contractDeptId === undefined ? undefined : sql`${wfJob.contractDeptId} = ${q.contractDeptId}`,
    q.positionId === undefined ? undefined : sql`${wfJob.positionId} = ${q.positionId}`,
    dataScopeFilter(scope.access, scope.user, { dept: wfJob.deptId, user: wfJob.createdBy }),
  );
}

/** `and …` of a condition, or nothing. */
export const andWhere = (cond: SQL | undefined) => (cond ? sql` and ${cond}` : sql``);

/** A count or sum as the driver gives it (string, number or null) as a number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** The period rows (oldest first) and the totals row of a statement over periodsWithTotals. */
export function splitTotals<R extends { p: string | null }>(rows: R[]): { periods: R[]; totals: R } {
  const totals = rows.find((r) => r.p === null);
  if (!totals) throw new Error('analysis: the statement lost its totals row');
  return { periods: rows.filter((r) => r.p !== null), totals };
}
