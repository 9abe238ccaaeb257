/** Positions: unique names; a position rated by a contract order cannot be deleted. */
import type { PositionAddBody, PositionListQuery, PositionRow } from '@shiftdesk/shared/api';
import { PositionApi } from '@shiftdesk/shared/api';
import { type Caller, iso } from '../../../core/data/caller';
import { assertFree, getOr404, type Taken } from '../../../core/data/crud';
import { recordWrites } from '../../../core/data/records';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
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
  return list.run(db, q, finPosition, { map: positionOut });
}

export async function getPosition(db: Db | Tx, id: number): Promise<PositionRow> {
  return positionOut(await getOr404(db, finPosition, id, 'position.notFound'));
}

const nameTaken = (name: string): Taken => ({ message: 'position.nameTaken', params: { name }, field: 'name' });

async function values(tx: Tx, caller: Caller, b: PositionAddBody, exceptId?: number) {
  const name = b.name.trim();
  await assertFree(tx, finPosition, finPosition.name, name, nameTaken(name), { exceptId });
  await assertCertificateTypesExist(tx, caller.lang, b.certificateTypeIds);
  const ids = b.certificateTypeIds?.length ? [...new Set(b.certificateTypeIds)].sort((x, y) => x - y) : null;
  return { name, description: b.description?.trim() ?? '', certificateTypeIds: ids, status: b.status ?? 'active' };
}

const writes = recordWrites({
  entity: 'position',
  table: finPosition,
  notFound: 'position.notFound',
  values,
  taken: (v) => nameTaken(v.name),
  remove: { refs: [{ column: finContractOrderRate.positionId, message: 'position.inUse' }], nameOf: (r) => r.name },
});
export const addPosition = writes.add;
export const editPosition = writes.edit;
export const deletePositions = writes.remove;

// Its History (created / edited lines) is readable by whoever may read the record.
registerHistoryRule('position', PositionApi.rule.get);
