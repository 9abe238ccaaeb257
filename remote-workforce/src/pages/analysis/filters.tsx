/**
 * The dashboards' filters, bound to the URL (reload, back/forward and shared links keep them):
 * period, shift-date range, client, client department, position and, on the job-order page,
 * the breakdown. Absent values are the defaults — week, the last 12 ISO weeks up to today in
 * Singapore, by client — so a bare link always shows the current quarter, not a stale range.
 */
import { type QueryValues, q, type SearchField, SearchForm, useUrlQuery } from '@shiftdesk/shared';
import {
  ANALYSIS_GROUPS,
  ANALYSIS_PERIODS,
  type AnalysisGroup,
  type AnalysisPeriod,
  type AnalysisQuery,
  ClientRef,
} from '@shiftdesk/shared/api';
import { dayjs, toSg } from '@shiftdesk/shared/core';
import { ANALYSIS_MAX_DAYS } from '@shiftdesk/shared/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { ContractDeptRef, PositionRef } from '../refs';

export const analysisSchema = {
  period: q.oneOf(ANALYSIS_PERIODS),
  date: q.dateRange(),
  clientId: q.int(),
  contractDeptId: q.int(),
  positionId: q.int(),
  groupBy: q.oneOf(ANALYSIS_GROUPS),
};
export type AnalysisValues = QueryValues<typeof analysisSchema>;

export const DEFAULT_WEEKS = 12;

/** The default range: Monday of the ISO week 11 weeks before this one, to today (Singapore). */
export function defaultRange(now: Date = new Date()): [string, string] {
  const today = toSg(now) ?? dayjs();
  return [
    today
      .startOf('isoWeek')
      .subtract(DEFAULT_WEEKS - 1, 'week')
      .format('YYYY-MM-DD'),
    today.format('YYYY-MM-DD'),
  ];
}

/** Days of an inclusive `YYYY-MM-DD` range. */
export const rangeDays = ([from, to]: [string, string]) => dayjs(to).diff(dayjs(from), 'day') + 1;

/** The API query of the URL's values (defaults filled in); `null` when the range is too long to ask. */
export function toAnalysisQuery(v: AnalysisValues, withGroup: boolean, now?: Date): AnalysisQuery | null {
  const [from, to] = v.date ?? defaultRange(now);
  if (rangeDays([from, to]) > ANALYSIS_MAX_DAYS) return null;
  return {
    period: v.period ?? 'week',
    from,
    to,
    ...(v.clientId ? { clientId: v.clientId } : {}),
    ...(v.contractDeptId ? { contractDeptId: v.contractDeptId } : {}),
    ...(v.positionId ? { positionId: v.positionId } : {}),
    ...(withGroup ? { groupBy: v.groupBy ?? 'client' } : {}),
  };
}

/** The URL-bound filters of a dashboard; `withGroup` adds the job-order page's breakdown. */
export function useAnalysisFilters(withGroup: boolean) {
  const url = useUrlQuery(analysisSchema, { paged: false });
  const { query } = url;
  const key = JSON.stringify([
    query.period,
    query.date,
    query.clientId,
    query.contractDeptId,
    query.positionId,
    query.groupBy,
  ]);
  // The default range is today's: computed once per distinct URL, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values
  const apiQuery = useMemo(() => toAnalysisQuery(query, withGroup), [key, withGroup]);
  return { ...url, apiQuery };
}

export function AnalysisFilters({
  value,
  withGroup,
  onSearch,
  onReset,
}: {
  value: AnalysisValues;
  withGroup: boolean;
  onSearch: (v: AnalysisValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(NS);
  const f = (k: string) => t(`analysis.filters.${k}`);
  const list: SearchField<AnalysisValues>[] = [
    { name: 'date', label: f('date'), type: 'dateRange' },
    {
      name: 'period',
      label: f('period'),
      type: 'select',
      width: 120,
      options: ANALYSIS_PERIODS.map((p: AnalysisPeriod) => ({ value: p, label: f(`periods.${p}`) })),
    },
    { name: 'clientId', label: f('client'), type: 'reference', reference: { to: ClientRef }, width: 200 },
    {
      name: 'contractDeptId',
      label: f('contractDept'),
      type: 'reference',
      reference: { to: ContractDeptRef },
      width: 200,
    },
    { name: 'positionId', label: f('position'), type: 'reference', reference: { to: PositionRef }, width: 180 },
  ];
  if (withGroup)
    list.push({
      name: 'groupBy',
      label: f('groupBy'),
      type: 'select',
      width: 160,
      options: ANALYSIS_GROUPS.map((g: AnalysisGroup) => ({ value: g, label: f(`groups.${g}`) })),
    });
  // The form shows the values in use, defaults included, so nobody wonders what "empty" means.
  const shown = useMemo(
    () => ({
      ...value,
      date: value.date ?? defaultRange(),
      period: value.period ?? 'week',
      ...(withGroup ? { groupBy: value.groupBy ?? 'client' } : {}),
    }),
    [value, withGroup],
  );
  return <SearchForm fields={list} value={shown} onSearch={onSearch} onReset={onReset} />;
}
