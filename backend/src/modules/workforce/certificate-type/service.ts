/**
 * Certificate types: unique names, reminder thresholds stored largest first; a type held by a
 * worker's certificate or required by a position cannot be deleted (set it inactive instead).
 */
import {
  type CertificateTypeAddBody,
  CertificateTypeApi,
  type CertificateTypeListQuery,
  type CertificateTypeRow,
  DEFAULT_REMINDER_DAYS,
} from '@shiftdesk/shared/api';
import { normaliseReminderDays } from '@shiftdesk/shared/rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { changedFields, recordCreated, recordEdited } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { assertIdsExist, assertNotReferenced, getAllOr404, getOr404, takenError, uniqueOr409 } from '../../../core/data/crud';
import { ConflictError } from '../../../core/base/errors';
import type { Lang } from '../../../core/base/i18n';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { finPosition, wfCertificateType, wfWorkerCertificate } from '../../../db/schema';

type TypeDb = typeof wfCertificateType.$inferSelect;

const certificateCount = sql<number>`(select count(*) from wf_worker_certificate c where c.type_id = ${wfCertificateType.id})`;

const list = defineList<CertificateTypeListQuery, NonNullable<CertificateTypeListQuery['orderBy']>>({
  table: wfCertificateType,
  filters: {
    name: filter.contains(wfCertificateType.name),
    status: filter.exact(wfCertificateType.status),
    expires: filter.exact(wfCertificateType.expires),
    ids: filter.inList(wfCertificateType.id),
  },
  sort: {
    id: wfCertificateType.id,
    name: wfCertificateType.name,
    status: wfCertificateType.status,
    createdAt: wfCertificateType.createdAt,
  },
  defaultSort: 'name',
  defaultDir: 'asc',
  tieBreak: wfCertificateType.id,
});

const typeOut = (r: { t: TypeDb; certificateCount: number | string }): CertificateTypeRow => ({
  id: r.t.id,
  name: r.t.name,
  description: r.t.description,
  expires: r.t.expires,
  blocksEligibility: r.t.blocksEligibility,
  reminderDays: r.t.reminderDays,
  status: r.t.status as CertificateTypeRow['status'],
  certificateCount: Number(r.certificateCount),
  createdBy: r.t.createdBy,
  createdAt: iso(r.t.createdAt),
  updatedAt: iso(r.t.updatedAt),
});

const selectRows = (db: Db | Tx) => db.select({ t: wfCertificateType, certificateCount }).from(wfCertificateType).$dynamic();

/** Certificate types are shared master data: everyone with the rule sees all of them. */
export function listCertificateTypes(db: Db, q: CertificateTypeListQuery) {
  return list.run(db, q, selectRows(db), { map: typeOut });
}

export async function getCertificateType(db: Db | Tx, id: number): Promise<CertificateTypeRow> {
  await getOr404(db, wfCertificateType, id, 'certificateType.notFound');
  const [r] = await selectRows(db).where(eq(wfCertificateType.id, id));
  return typeOut(r);
}

async function values(tx: Tx, lang: Lang, b: CertificateTypeAddBody, exceptId?: number) {
  const name = b.name.trim();
  const taken = await tx
    .select({ id: wfCertificateType.id })
    .from(wfCertificateType)
    .where(and(eq(wfCertificateType.name, name), exceptId ? ne(wfCertificateType.id, exceptId) : undefined));
  // A 409 on the field, so the form shows it under the name, as a concurrent insert's does.
  if (taken.length) throw takenError({ message: 'certificateType.nameTaken', params: { name }, field: 'name' });
  return {
    name,
    description: b.description?.trim() ?? '',
    expires: b.expires,
    blocksEligibility: b.blocksEligibility,
    reminderDays: normaliseReminderDays(b.reminderDays ?? DEFAULT_REMINDER_DAYS),
    status: b.status ?? 'active',
  };
}

export async function addCertificateType(tx: Tx, caller: Caller, b: CertificateTypeAddBody): Promise<number> {
  const v = await values(tx, caller.lang, b);
  const [row] = await uniqueOr409(
    () =>
      tx
        .insert(wfCertificateType)
        .values({ ...v, deptId: caller.deptId, createdBy: caller.actor.id })
        .returning({ id: wfCertificateType.id }),
    'certificateType.nameTaken',
    { name: v.name },
  );
  await recordCreated(tx, caller.actor, 'certificateType', row.id);
  return row.id;
}

export async function editCertificateType(
  tx: Tx,
  caller: Caller,
  b: CertificateTypeAddBody & { id: number },
): Promise<void> {
  const before = await getOr404(tx, wfCertificateType, b.id, 'certificateType.notFound');
  const v = await values(tx, caller.lang, b, b.id);
  await uniqueOr409(
    () =>
      tx
        .update(wfCertificateType)
        .set({ ...v, updatedBy: caller.actor.id, updatedAt: new Date() })
        .where(eq(wfCertificateType.id, b.id)),
    'certificateType.nameTaken',
    { name: v.name },
  );
  const fields = changedFields(before, v);
  await recordEdited(tx, caller.actor, 'certificateType', b.id, fields);
}

export async function deleteCertificateTypes(tx: Tx, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, wfCertificateType, ids, 'certificateType.notFound');
  const names = new Map(rows.map((r) => [r.id, r.name]));
  await assertNotReferenced(
    tx,
    ids,
    [{ column: wfWorkerCertificate.typeId, message: 'certificateType.inUse' }],
    (id) => names.get(id) ?? '',
  );
  const [required] = await tx
    .select({ name: finPosition.name })
    .from(finPosition)
    .where(sql`${finPosition.certificateTypeIds} && array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`)
    .limit(1);
  if (required) throw new ConflictError('certificateType.requiredByPosition', { position: required.name });
  await tx.delete(wfCertificateType).where(inArray(wfCertificateType.id, ids));
}

/**
 * Refuses ids that are not certificate types (positions' required types, filters): a 400 on
 * `field`. Used by the position form now that types exist.
 */
export async function assertCertificateTypesExist(
  tx: Db | Tx,
  lang: Lang,
  ids: readonly number[] | null | undefined,
  field = 'certificateTypeIds',
): Promise<void> {
  await assertIdsExist(tx, lang, field, ids, wfCertificateType, 'certificateType.unknown');
}

registerHistoryRule('certificateType', CertificateTypeApi.rule.get);
