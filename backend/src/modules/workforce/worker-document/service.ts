/** Extra documents: a worker's other papers with their file; no state, no effect on eligibility. */
import {
  type WorkerDocumentAddBody,
  WorkerDocumentApi,
  type WorkerDocumentListQuery,
  type WorkerDocumentRow,
} from '@shiftdesk/shared/api';
import { eq, inArray } from 'drizzle-orm';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import type { ListScope } from '../../../core/routes/crud-routes';
import { getAllOr404, getOr404 } from '../../../core/data/crud';
import { NotFoundError } from '../../../core/base/errors';
import { defineList, filter } from '../../../core/lists/list-query';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import { insertRecord, updateRecord } from '../../../core/data/records';
import type { Storage } from '../../../core/files/storage';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfWorkerDocument } from '../../../db/schema';
import { selectWithWorker } from '../conduct/worker';
import { assertUploaded, fileTypeOf } from '../paper-files';
import { workerExists } from '../worker-ref';

type DocDb = typeof wfWorkerDocument.$inferSelect;

const list = defineList<WorkerDocumentListQuery, NonNullable<WorkerDocumentListQuery['orderBy']>>({
  table: wfWorkerDocument,
  filters: {
    workerId: filter.exact(wfWorkerDocument.workerId),
    title: filter.contains(wfWorkerDocument.title),
  },
  sort: {
    id: wfWorkerDocument.id,
    title: wfWorkerDocument.title,
    expiresOn: wfWorkerDocument.expiresOn,
    createdAt: wfWorkerDocument.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: wfWorkerDocument.id,
  scope: { dept: wfWorkerDocument.deptId, user: wfWorkerDocument.createdBy },
});

const selectRows = (db: Db | Tx) => selectWithWorker(db, wfWorkerDocument, { d: wfWorkerDocument });

const docOut = (r: { d: DocDb; workerName: string }): WorkerDocumentRow => ({
  id: r.d.id,
  workerId: r.d.workerId,
  workerName: r.workerName,
  title: r.d.title,
  number: r.d.number,
  issuer: r.d.issuer,
  issuedOn: r.d.issuedOn,
  expiresOn: r.d.expiresOn,
  fileKey: r.d.fileKey,
  fileType: fileTypeOf(r.d.fileKey),
  remark: r.d.remark,
  deptId: r.d.deptId,
  createdBy: r.d.createdBy,
  createdAt: iso(r.d.createdAt),
  updatedAt: iso(r.d.updatedAt),
});

export function listWorkerDocuments(db: Db, q: WorkerDocumentListQuery, scope: ListScope) {
  return list.run(db, q, selectRows(db), { scope, map: docOut });
}

export async function getWorkerDocument(db: Db | Tx, id: number): Promise<WorkerDocumentRow> {
  const [r] = await selectRows(db).where(eq(wfWorkerDocument.id, id));
  if (!r) throw new NotFoundError('workerDocument.notFound');
  return docOut(r);
}

async function values(tx: Tx, storage: Storage, caller: Caller, b: WorkerDocumentAddBody) {
  if (!(await workerExists(tx, b.workerId))) throw fieldError(caller.lang, 'workerId', 'paper.unknownWorker');
  if (b.expiresOn && b.issuedOn && b.expiresOn < b.issuedOn) throw fieldError(caller.lang, 'expiresOn', 'paper.datesOrder');
  await assertUploaded(storage, caller.lang, b.fileKey);
  return {
    workerId: b.workerId,
    title: b.title.trim(),
    number: b.number?.trim() ?? '',
    issuer: b.issuer?.trim() ?? '',
    issuedOn: b.issuedOn ?? null,
    expiresOn: b.expiresOn ?? null,
    fileKey: b.fileKey,
    remark: b.remark?.trim() ?? '',
  };
}

export async function addWorkerDocument(tx: Tx, storage: Storage, caller: Caller, b: WorkerDocumentAddBody) {
  const v = await values(tx, storage, caller, b);
  return insertRecord(tx, caller, { entity: 'workerDocument', table: wfWorkerDocument, values: v, data: { workerId: v.workerId } });
}

export async function editWorkerDocument(
  tx: Tx,
  storage: Storage,
  caller: Caller,
  b: WorkerDocumentAddBody & { id: number },
): Promise<void> {
  const before = await getOr404(tx, wfWorkerDocument, b.id, 'workerDocument.notFound');
  const v = await values(tx, storage, caller, b);
  await updateRecord(tx, caller, { entity: 'workerDocument', table: wfWorkerDocument, id: b.id, before, values: v });
}

export async function deleteWorkerDocuments(tx: Tx, ids: number[]): Promise<void> {
  await getAllOr404(tx, wfWorkerDocument, ids, 'workerDocument.notFound');
  await tx.delete(wfWorkerDocument).where(inArray(wfWorkerDocument.id, ids));
}

registerHistoryRule('workerDocument', WorkerDocumentApi.rule.get);
