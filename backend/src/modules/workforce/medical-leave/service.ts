/**
 * Medical-leave records (MCs). Added `submitted` with the MC scan uploaded first (kind
 * `medicalLeave`, readable by holders of the get rule); approve / reject through transition().
 * Approval excuses the no-shows the MC covers — credit events of its linked work records, or
 * no-shows on a Singapore day of the MC period — by marking them reversed and recomputing the
 * worker's score, and moving those no-shows' work records to `excused`.
 */
import {
  type MedicalLeaveAddBody,
  type MedicalLeaveListQuery,
  type MedicalLeaveRow,
  medicalLeaveMachine,
} from '@shiftdesk/shared/api';
import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit, recordCreated } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { assertIdsExist } from '../../../core/data/crud';
import { defineList, filter } from '../../../core/lists/list-query';
import { sgDayEnd, sgDayStart } from '../../../core/base/time';
import { transition } from '../../../core/data/transition';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfCreditEvent, wfMedicalLeave, wfWorker, wfWorkRecord } from '../../../db/schema';
import { reverseCreditEvents } from '../credit-event/service';
import { excuseNoShows } from '../work-record/actions';
import { conductRecord, lockWorker, selectWithWorker, WORKER_SCOPE } from '../conduct/worker';

type McDb = typeof wfMedicalLeave.$inferSelect;
type Runner = Db | Tx;

/** Longest MC accepted in one record (hospitalisation leave is 60 days a year). */
const MAX_MC_DAYS = 60;

export async function addMedicalLeave(tx: Tx, caller: Caller, b: MedicalLeaveAddBody): Promise<number> {
  await lockWorker(tx, caller, b.workerId);
  if (b.endDate < b.startDate) throw fieldError(caller.lang, 'endDate', 'medicalLeave.datesOrder');
  const days = (Date.parse(b.endDate) - Date.parse(b.startDate)) / 86_400_000 + 1;
  if (days > MAX_MC_DAYS) throw fieldError(caller.lang, 'endDate', 'medicalLeave.tooLong', { max: MAX_MC_DAYS });
  // The MC's work records must be this worker's.
  await assertIdsExist(
    tx,
    caller.lang,
    'workRecordIds',
    b.workRecordIds,
    { table: wfWorkRecord, where: eq(wfWorkRecord.workerId, b.workerId) },
    'medicalLeave.unknownWorkRecords',
  );
  const [row] = await tx
    .insert(wfMedicalLeave)
    .values({
      workerId: b.workerId,
      startDate: b.startDate,
      endDate: b.endDate,
      days,
      kind: b.kind,
      clinic: b.clinic.trim(),
      mcNumber: b.mcNumber.trim(),
      fileKey: b.fileKey ?? null,
      notifiedAt: b.notifiedAt ? new Date(b.notifiedAt) : null,
      workRecordIds: [...new Set(b.workRecordIds ?? [])].sort((x, y) => x - y),
      status: medicalLeaveMachine.initial,
      createdBy: caller.actor.id,
    })
    .returning({ id: wfMedicalLeave.id });
  await recordCreated(tx, caller.actor, 'medicalLeave', row.id, {
    to: medicalLeaveMachine.initial,
    data: { workerId: b.workerId, startDate: b.startDate, endDate: b.endDate, mcNumber: b.mcNumber },
  });
  return row.id;
}

/** The worker's unreversed no-shows this MC covers. */
function coveredNoShows(mc: McDb): SQL {
  const covers: SQL[] = [
    and(
      gte(wfCreditEvent.occurredAt, sgDayStart(mc.startDate)),
      lt(wfCreditEvent.occurredAt, sgDayEnd(mc.endDate)),
    ) as SQL,
  ];
  if (mc.workRecordIds.length) covers.push(inArray(wfCreditEvent.workRecordId, mc.workRecordIds));
  return and(
    eq(wfCreditEvent.workerId, mc.workerId),
    eq(wfCreditEvent.kind, 'no_show'),
    isNull(wfCreditEvent.reversedAt),
    or(...covers),
  ) as SQL;
}

/**
 * Effect of approve / reject (in the transition's transaction): who decided and why; an
 * approval reverses the covered no-shows' penalties (History names them).
 */
export async function onMedicalLeaveDecided(
  tx: Tx,
  actor: Actor,
  id: number,
  reason: string,
  now = new Date(),
): Promise<number[]> {
  const [mc] = await tx
    .update(wfMedicalLeave)
    .set({ decidedBy: actor.id, decidedAt: now, decisionReason: reason, updatedAt: now })
    .where(eq(wfMedicalLeave.id, id))
    .returning();
  if (mc.status !== 'approved') return [];
  const events = await tx
    .select({ id: wfCreditEvent.id, workRecordId: wfCreditEvent.workRecordId })
    .from(wfCreditEvent)
    .where(coveredNoShows(mc));
  const reversed = await reverseCreditEvents(
    tx,
    actor,
    events.map((e) => e.id),
    `MC #${id} (${mc.mcNumber})`,
    id,
    now,
  );
  const records = [
    ...new Set([...mc.workRecordIds, ...events.flatMap((e) => (e.workRecordId ? [e.workRecordId] : []))]),
  ];
  const excused = await excuseNoShows(tx, actor, records, `MC #${id} (${mc.mcNumber})`);
  if (reversed.length || excused.length)
    await recordAudit(tx, {
      entity: 'medicalLeave',
      entityId: id,
      action: 'excused',
      actor,
      data: { creditEventIds: reversed, workRecordIds: excused },
    });
  return reversed;
}

/** approve / reject for services and seeds (the routes do the same through the generated routes). */
export async function decideMedicalLeave(
  tx: Tx,
  actor: Actor,
  id: number,
  action: 'approve' | 'reject',
  reason = '',
  now = new Date(),
): Promise<number[]> {
  await transition(tx, { machine: medicalLeaveMachine, table: wfMedicalLeave, id, action, actor, reason });
  return onMedicalLeaveDecided(tx, actor, id, reason.trim(), now);
}

const list = defineList<MedicalLeaveListQuery, NonNullable<MedicalLeaveListQuery['orderBy']>>({
  table: wfMedicalLeave,
  filters: {
    workerId: filter.exact(wfMedicalLeave.workerId),
    status: filter.exact(wfMedicalLeave.status),
    kind: filter.exact(wfMedicalLeave.kind),
  },
  sort: {
    id: wfMedicalLeave.id,
    startDate: wfMedicalLeave.startDate,
    status: wfMedicalLeave.status,
    workerName: wfWorker.name,
  },
  defaultSort: 'startDate',
  defaultDir: 'desc',
  tieBreak: wfMedicalLeave.id,
  scope: WORKER_SCOPE,
});

const reversedEvents = sql<number>`(select count(*) from wf_credit_event e where e.medical_leave_id = ${wfMedicalLeave.id})`;

const selectRows = (db: Runner) => selectWithWorker(db, wfMedicalLeave, { m: wfMedicalLeave, reversedEvents });

/** Where the scan is served (system/file route; its kind checks the get rule). */
export const mcFileUrl = (key: string) => `/backend/api/v1/system/file?key=${encodeURIComponent(key)}`;

const mcOut = (r: { m: McDb; workerName: string; reversedEvents: number }): MedicalLeaveRow => ({
  id: r.m.id,
  workerId: r.m.workerId,
  workerName: r.workerName,
  startDate: r.m.startDate,
  endDate: r.m.endDate,
  days: r.m.days,
  kind: r.m.kind as MedicalLeaveRow['kind'],
  clinic: r.m.clinic,
  mcNumber: r.m.mcNumber,
  fileKey: r.m.fileKey,
  fileUrl: r.m.fileKey ? mcFileUrl(r.m.fileKey) : null,
  notifiedAt: r.m.notifiedAt ? iso(r.m.notifiedAt) : null,
  workRecordIds: r.m.workRecordIds,
  status: r.m.status as MedicalLeaveRow['status'],
  decisionReason: r.m.decisionReason,
  decidedBy: r.m.decidedBy,
  decidedAt: r.m.decidedAt ? iso(r.m.decidedAt) : null,
  reversedEvents: Number(r.reversedEvents),
  createdAt: iso(r.m.createdAt),
});

export const medicalLeaveRecord = conductRecord({
  list,
  table: wfMedicalLeave,
  select: selectRows,
  out: mcOut,
  notFound: 'medicalLeave.notFound',
  machine: medicalLeaveMachine,
  sample: (workerId, state) => ({
    workerId,
    startDate: '2026-03-01',
    endDate: '2026-03-02',
    days: 2,
    kind: 'outpatient',
    clinic: 'Sample clinic',
    mcNumber: 'MC-SAMPLE',
    status: state,
  }),
  add: addMedicalLeave,
  effects: { approve: onMedicalLeaveDecided, reject: onMedicalLeaveDecided },
});
