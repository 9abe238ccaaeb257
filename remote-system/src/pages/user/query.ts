/**
 * The users list filters live in the URL query (so reload, back/forward and shared links keep
 * them). Keys match the API's query parameters; defaults are left out of the URL.
 */
import type { UserListQuery } from '@shiftdesk/shared/api';

export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface UserFilters {
  pageNum: number;
  pageSize: number;
  keyWords?: string;
  deptId?: number;
  status?: 0 | 1;
  /** [from, to] as YYYY-MM-DD (Asia/Singapore dates) */
  dateRange?: [string, string];
}

function positiveInt(raw: string | null, max = 2147483647): number | undefined {
  if (raw == null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

export function readFilters(sp: URLSearchParams): UserFilters {
  const status = sp.get('status');
  const range = sp.getAll('dateRange');
  const keyWords = sp.get('keyWords')?.trim();
  return {
    pageNum: positiveInt(sp.get('pageNum'), 1_000_000) ?? 1,
    pageSize: positiveInt(sp.get('pageSize'), MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    keyWords: keyWords ? keyWords.slice(0, 64) : undefined,
    deptId: positiveInt(sp.get('deptId')),
    status: status === '1' ? 1 : status === '0' ? 0 : undefined,
    dateRange:
      range.length === 2 && range.every((d) => DATE.test(d)) ? [range[0], range[1]] : undefined,
  };
}

export function writeFilters(f: UserFilters): URLSearchParams {
  const sp = new URLSearchParams();
  if (f.keyWords) sp.set('keyWords', f.keyWords);
  if (f.deptId) sp.set('deptId', String(f.deptId));
  if (f.status !== undefined) sp.set('status', String(f.status));
  if (f.dateRange) for (const d of f.dateRange) sp.append('dateRange', d);
  if (f.pageNum > 1) sp.set('pageNum', String(f.pageNum));
  if (f.pageSize !== DEFAULT_PAGE_SIZE) sp.set('pageSize', String(f.pageSize));
  return sp;
}

/** The API query for these filters (undefined keys are dropped by the client). */
export function toApiQuery(f: UserFilters): UserListQuery {
  const q: UserListQuery = { pageNum: f.pageNum, pageSize: f.pageSize };
  if (f.keyWords) q.keyWords = f.keyWords;
  if (f.deptId) q.deptId = f.deptId;
  if (f.status !== undefined) q.status = f.status;
  if (f.dateRange) q.dateRange = [...f.dateRange];
  return q;
}
