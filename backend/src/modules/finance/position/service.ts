/** Positions: unique names; a position rated by a contract order cannot be deleted. */
import type { PositionAddBody, PositionListQuery, PositionRow } from '@shiftdesk/shared/api';
import { PositionApi } from '@shiftdesk/shared/api';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { changedFields, recordAudit } from '../../../core/audit-trail';
import { type Caller, iso } from '../../../core/caller';
import { assertNotReferenced, getAllOr404, getOr404, uniqueOr409 } from '../../../core/crud';
import { ConflictError } from '../../../core/errors';
import { defineList, filter } from '../../../core/list-query';
import { registerHistoryRule } from '../../../core/machine-registry';
import type { Tx } from '../../../core/unit-of-work';
import type { Db } from '../../../db/client';
import { finContractOrderRate, finPosition } from '../../../db/schema';
import { assertCertificateTypesExist } from '../../workforce/certificate-type/service';

type PositionDb = typeof finPosition.$inferSelect;

const list = defineList<PositionListQuery, NonNullable<PositionListQuery['orderBy']>>({
  table: finPosition,
  filters: { name: filter.contains(finPosition.name), status: filter.exact(finPosition.status) },
  sort: { id: finPosition.id, name: finPosition.name, status: finPosition.status, createdAt: finPosition.createdAt },
  defaultSort: 'name',
  defaultDir: 'asc',
  tieBreak: finPosition.id,
});

export const positionOut = (p: PositionDb): PositionRow => ({
  id: p.id,
  name: p.name,
  description: p.description,
  certificateTypeIds: p.certificateTypeIds ?? null,
  status: p.status as PositionRow['status'],
  createdBy: p.createdBy,
  createdAt: iso(p.createdAt),
  updatedAt: iso(p.updatedAt),
});

/** Positions are shared master data: every staff member with the rule sees all of them. */
export function listPositions(db: Db, q: PositionListQuery) {
  return list.run(db, q, db.select().from(finPosition).$dynamic(), { map: positionOut });
}

export async function getPosition(db: Db | Tx, id: number): Promise<PositionRow> {
  return positionOut(await getOr404(db, finPosition, id, 'position.notFound'));
}

async function values(tx: Tx, caller: Caller, b: PositionAddBody, exceptId?: number) {
  const name = b.name.trim();
  const taken = await tx
    .select({ id: finPosition.id })
    .from(finPosition)
    .where(and(eq(finPosition.name, name), exceptId ? ne(finPosition.id, exceptId) : undefined));
  if (taken.length) throw new ConflictError('position.nameTaken', { name });
  await assertCertificateTypesExist(tx, caller.lang, b.certificateTypeIds);
  const ids = b.certificateTypeIds?.length ? [...new Set(b.certificateTypeIds)].sort((x, y) => x - y) : null;
  return { name, description: b.description?.trim() ?? '', certificateTypeIds: ids, status: b.status ?? 'active' };
}

export async function addPosition(tx: Tx, caller: Caller, b: PositionAddBody): Promise<number> {
  const v = await values(tx, caller, b);
  const [row] = await uniqueOr409(
    () =>
      tx
        .insert(finPosition)
        .values({ ...v, deptId: caller.deptId, createdBy: caller.actor.id })
        .returning({ id: finPosition.id }),
    'position.nameTaken',
    { name: v.name },
  );
  await recordAudit(tx, { entity: 'position', entityId: row.id, action: 'created', actor: caller.actor });
  return row.id;
}

export async function editPosition(tx: Tx, caller: Caller, b: PositionAddBody & { id: number }): Promise<void> {
  const before = await getOr404(tx, finPosition, b.id, 'position.notFound');
  const v = await values(tx, caller, b, b.id);
  await uniqueOr409(
    () =>
      tx
        .update(finPosition)
        .set({ ...v, updatedBy: caller.actor.id, updatedAt: new Date() })
        .where(eq(finPosition.id, b.id)),
    'position.nameTaken',
    { name: v.name },
  );
  const fields = changedFields(before, v);
  if (fields)
    await recordAudit(tx, {
      entity: 'position',
      entityId: b.id,
      action: 'edited',
      actor: caller.actor,
      data: { fields },
    });
}

export async function deletePositions(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, finPosition, ids, 'position.notFound');
  const names = new Map(rows.map((r) => [r.id, r.name]));
  await assertNotReferenced(
    tx,
    ids,
    [{ column: finContractOrderRate.positionId, message: 'position.inUse' }],
    (id) => names.get(id) ?? '',
  );
  await tx.delete(finPosition).where(inArray(finPosition.id, ids));
}

// Its History (created / edited lines) is readable by whoever may read the record.
registerHistoryRule('position', PositionApi.rule.get);
