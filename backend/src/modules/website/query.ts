/**
 * The list page's query, read leniently: a page is not an API, so a filter that makes no sense
 * (a typed-in date like 31-02, district 99) is dropped and the rest still searched.
 */
import type { PublicJobListQuery } from '@shiftdesk/shared/api';
import { PAGE_SIZE } from './list-page';

const one = (v: unknown): string => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '').trim();

function isoDate(v: unknown): string | undefined {
  const s = one(v);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : undefined;
}

function int(v: unknown, min: number, max: number): number | undefined {
  const s = one(v);
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= min && n <= max ? n : undefined;
}

export function listQuery(raw: Record<string, unknown>): PublicJobListQuery {
  const keyword = one(raw.keyword).slice(0, 100);
  return {
    pageNum: int(raw.pageNum, 1, 10_000) ?? 1,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(isoDate(raw.dateFrom) ? { dateFrom: isoDate(raw.dateFrom) } : {}),
    ...(isoDate(raw.dateTo) ? { dateTo: isoDate(raw.dateTo) } : {}),
    ...(int(raw.district, 1, 28) ? { district: int(raw.district, 1, 28) } : {}),
    ...(int(raw.positionId, 1, 2_147_483_647) ? { positionId: int(raw.positionId, 1, 2_147_483_647) } : {}),
  };
}
