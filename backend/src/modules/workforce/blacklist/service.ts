/**
 * The blacklist: a permanent platform ban flagged `blacklist` plus the worker's move to
 * `blacklisted` (worker machine `blacklist`, with the reason), in one transaction. The list is
 * the blacklisted workers with the ban that blacklisted them (reason, by, when).
 */
import type { BlacklistAddBody, BlacklistListQuery, BlacklistRow } from '@shiftdesk/shared/api';
import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Caller, iso } from '../../../core/data/caller';
import type { ListScope } from '../../../core/routes/crud-routes';
import { ConflictError } from '../../../core/base/errors';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { sysUser, wfBanRecord, wfWorker } from '../../../db/schema';
import { createBan } from '../ban-record/service';
import { lockWorker, moveWorker, WORKER_SCOPE } from '../conduct/worker';

export async function addToBlacklist(tx: Tx, caller: Caller, b: BlacklistAddBody, now = new Date()): Promise<number> {
  const w = await lockWorker(tx, caller, b.workerId);
  if (w.status === 'blacklisted') throw new ConflictError('blacklist.already', { name: w.name });
  const reason = b.reason.trim();
  const banId = await createBan(
    tx,
    caller,
    { workerId: w.id, scope: 'platform', reason, startsAt: now, endsAt: null, blacklist: true },
    now,
  );
  await moveWorker(tx, w.id, 'blacklist', caller.actor, reason, { banRecordId: banId });
  return banId;
}

const by = alias(sysUser, 'blacklisted_by');
const onBlacklistBan = and(eq(wfBanRecord.workerId, wfWorker.id), eq(wfBanRecord.blacklist, true));

const list = defineList<BlacklistListQuery, NonNullable<BlacklistListQuery['orderBy']>>({
  table: wfBanRecord,
  filters: {
    workerName: filter.contains(wfWorker.name),
    reason: filter.contains(wfBanRecord.reason),
  },
  sort: { id: wfBanRecord.id, workerName: wfWorker.name, blacklistedAt: wfBanRecord.createdAt },
  defaultSort: 'blacklistedAt',
  defaultDir: 'desc',
  tieBreak: wfBanRecord.id,
  scope: WORKER_SCOPE,
});

export function listBlacklist(db: Db, q: BlacklistListQuery, scope: ListScope) {
  const blacklisted = eq(wfWorker.status, 'blacklisted');
  const rows = db
    .select({
      id: wfBanRecord.id,
      workerId: wfWorker.id,
      workerName: wfWorker.name,
      workerPhone: wfWorker.phone,
      reason: wfBanRecord.reason,
      createdAt: wfBanRecord.createdAt,
      blacklistedBy: wfBanRecord.createdBy,
      blacklistedByName: by.userName,
    })
    .from(wfBanRecord)
    .innerJoin(wfWorker, onBlacklistBan)
    .leftJoin(by, eq(by.id, wfBanRecord.createdBy))
    .$dynamic();
  const total = db.select({ n: count() }).from(wfBanRecord).innerJoin(wfWorker, onBlacklistBan).$dynamic();
  return list.run(db, q, rows, {
    scope,
    where: blacklisted,
    count: total,
    map: (r): BlacklistRow => ({
      id: r.id,
      workerId: r.workerId,
      workerName: r.workerName,
      workerPhone: r.workerPhone,
      reason: r.reason,
      blacklistedAt: iso(r.createdAt),
      blacklistedBy: r.blacklistedBy,
      blacklistedByName: r.blacklistedByName,
    }),
  });
}
