/**
 * The public job board's reads (issue 33): published public jobs that have not started, with the
 * position's name, the area by postal district and the certificates by name. Nothing here reads
 * a person: no worker, no client name or address, no bill rate.
 */
import { type PublicJobDetail, type PublicJobListQuery, type PublicJobRow, RESIDENCIES } from '@shiftdesk/shared/api';
import { postalDistrict, sectorPrefixes } from '@shiftdesk/shared/rules';
import { and, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { NotFoundError } from '../../../core/base/errors';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { iso } from '../../../core/data/caller';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { finContractDept, finPosition, wfCertificateType, wfJob } from '../../../db/schema';

/** On the board: published (not filled, cancelled or under way), public, still to start. */
const onBoard = (now: Date) =>
  and(eq(wfJob.status, 'published'), eq(wfJob.visibility, 'public'), gt(wfJob.startAt, now));

const board = defineList<PublicJobListQuery & { orderBy?: 'startAt' }, 'startAt'>({
  table: wfJob,
  filters: {
    keyword: filter.contains(wfJob.title, finPosition.name),
    dateFrom: (d) => gte(wfJob.startAt, sgDayStart(d)),
    dateTo: (d) => lt(wfJob.startAt, sgDayEnd(d)),
    district: (d) => inArray(sql`left(${finContractDept.postalCode}, 2)`, sectorPrefixes(d)),
    positionId: filter.exact(wfJob.positionId),
  },
  sort: { startAt: wfJob.startAt },
  defaultSort: 'startAt',
  defaultDir: 'asc',
  tieBreak: wfJob.id,
});

/** The board's rows: the job with its position's name and its site's postal code. */
const selectBoard = (db: Db) =>
  db
    .select({ j: wfJob, positionName: finPosition.name, postalCode: finContractDept.postalCode })
    .from(wfJob)
    .innerJoin(finPosition, eq(finPosition.id, wfJob.positionId))
    .innerJoin(finContractDept, eq(finContractDept.id, wfJob.contractDeptId))
    .$dynamic();

/** The count under the same joins (the keyword reads the position, the district the site). */
const countBoard = (db: Db) =>
  db
    .select({ n: count() })
    .from(wfJob)
    .innerJoin(finPosition, eq(finPosition.id, wfJob.positionId))
    .innerJoin(finContractDept, eq(finContractDept.id, wfJob.contractDeptId))
    .$dynamic();

type Selected = { j: typeof wfJob.$inferSelect; positionName: string; postalCode: string };

function rowOf(s: Selected, certificateNames: Map<number, string>): PublicJobRow {
  const { j } = s;
  const d = postalDistrict(s.postalCode);
  return {
    code: j.code,
    title: j.title,
    positionId: j.positionId,
    positionName: s.positionName,
    district: d?.district ?? null,
    area: d?.area ?? null,
    shiftDate: j.shiftDate,
    startAt: iso(j.startAt),
    endAt: iso(j.endAt),
    breakMinutes: j.breakMinutes,
    breakPaid: j.breakPaid,
    payRate: j.payRate,
    openings: Math.max(0, j.headcount - j.assigned),
    minimumAge: j.minimumAge,
    residencies: j.residencies.filter((r): r is (typeof RESIDENCIES)[number] =>
      (RESIDENCIES as readonly string[]).includes(r),
    ),
    certificates: j.requiredCertificateTypeIds.map((id) => certificateNames.get(id)).filter((n): n is string => !!n),
  };
}

/** The names of the certificate types the jobs require, in one read. */
async function certificateNamesOf(db: Db, jobs: Selected[]): Promise<Map<number, string>> {
  const ids = [...new Set(jobs.flatMap((s) => s.j.requiredCertificateTypeIds))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: wfCertificateType.id, name: wfCertificateType.name })
    .from(wfCertificateType)
    .where(inArray(wfCertificateType.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listPublicJobs(db: Db, q: PublicJobListQuery, now = new Date()) {
  const where = onBoard(now);
  const page = await board.run(db, q, selectBoard(db), { where, count: countBoard(db) });
  const selected = page.list as unknown as Selected[];
  const names = await certificateNamesOf(db, selected);
  return { ...page, list: selected.map((s) => rowOf(s, names)) };
}

export async function getPublicJob(db: Db, code: string, now = new Date()): Promise<PublicJobDetail> {
  const [found] = await selectBoard(db).where(and(onBoard(now), eq(wfJob.code, code)));
  // Not on the board any more (filled, cancelled, started) reads as not found: nothing to apply to.
  if (!found) throw new NotFoundError('publicJob.notFound', { code });
  return {
    ...rowOf(found, await certificateNamesOf(db, [found])),
    description: found.j.description,
    dressCode: found.j.dressCode,
  };
}
