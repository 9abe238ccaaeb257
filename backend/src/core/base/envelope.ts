/** Success envelope helpers. Errors are thrown (core/base/errors.ts), never built by hand. */
import type { PageResultOf } from '@shiftdesk/shared/api';

export function ok<T>(data: T, message = 'success') {
  return { code: 0, message, data };
}

export function page<T>(list: T[], total: number, currentPage: number): PageResultOf<T> {
  return { list, total, currentPage };
}

/** Offset/limit of a PageQuery (defaults: page 1, 20 rows). */
export function paging(q: { pageNum?: number; pageSize?: number }) {
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? 20;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}
