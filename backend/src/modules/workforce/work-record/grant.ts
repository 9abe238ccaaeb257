/**
 * The grant list (Jobs → Work records → Grant list): the verified records waiting to be credited
 * to the worker's wallet (DOMAIN.md "Work record": `verified → credited`). It is the work-record
 * list itself (`workRecordList`: its filters, keyset paging and data scope) fixed to `verified`,
 * plus totals over every matching record, summed by the database in one aggregate query under
 * the very same conditions as the page. Crediting comes with the wallets.
 */
import type {
  WorkRecordGrantListQuery,
  WorkRecordGrantPage,
  WorkRecordGrantTotals,
  WorkRecordListQuery,
  WorkRecordStatus,
} from '@shiftdesk/shared/api';
import { sql } from 'drizzle-orm';
import type { ListScope } from '../../../core/routes/crud-routes';
import type { Db } from '../../../db/client';
import { wfWorkRecord } from '../../../db/schema';
import { aggregateRecords, listWorkRecords, workRecordList } from './service';

/** The state of a record waiting to be credited. */
export const GRANTABLE: WorkRecordStatus = 'verified';

/** The grant list's query as the work-record list's: its filters, the state fixed. */
function asListQuery(q: WorkRecordGrantListQuery): WorkRecordListQuery {
  const { keyword, clientId, contractDeptId, dateFrom, dateTo, orderBy, orderDir, pageNum, pageSize, after, before } =
    q;
  return {
    keyword,
    clientId,
    contractDeptId,
    dateFrom,
    dateTo,
    orderBy,
    orderDir,
    pageNum,
    pageSize,
    after,
    before,
    status: GRANTABLE,
  };
}

/** Record count, pay minutes and pay amount (cents) of every record the query matches. */
export async function grantTotals(
  db: Db,
  q: WorkRecordGrantListQuery,
  scope: ListScope,
): Promise<WorkRecordGrantTotals> {
  const { where } = workRecordList.where(asListQuery(q), { scope });
  // Sums of integer columns are bigint (text on the wire); a day's pay stays far below 2^53.
  const [r] = await aggregateRecords(
    db,
    {
      records: sql<string>`count(*)`,
      payMinutes: sql<string>`coalesce(sum(${wfWorkRecord.payMinutes}), 0)`,
      payAmount: sql<string>`coalesce(sum(${wfWorkRecord.payAmount}), 0)`,
    },
    scope,
  ).where(where);
  return {
    records: Number(r?.records ?? 0),
    payMinutes: Number(r?.payMinutes ?? 0),
    payAmount: Number(r?.payAmount ?? 0),
  };
}

/** A page of the grant list with the totals of the whole filtered set. */
export async function listGrantable(
  db: Db,
  q: WorkRecordGrantListQuery,
  scope: ListScope,
): Promise<WorkRecordGrantPage> {
  const [page, totals] = await Promise.all([listWorkRecords(db, asListQuery(q), scope), grantTotals(db, q, scope)]);
  return { ...page, totals };
}
