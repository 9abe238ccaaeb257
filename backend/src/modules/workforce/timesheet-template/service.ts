/**
 * Timesheet templates (issue 29): how a contract department's timesheets are laid out. Unique
 * names (whatever their case, so "Standard" and "standard" cannot both be offered), columns
 * known and each once, a logo stored as a fresh encoding of the upload; a template still named
 * by a contract department cannot be deleted (set it inactive instead).
 */
import { createHash } from 'node:crypto';
import {
  TIMESHEET_COLUMNS,
  type TimesheetColumn,
  type TimesheetTemplateAddBody,
  TimesheetTemplateApi,
  type TimesheetTemplateListQuery,
  type TimesheetTemplateRow,
} from '@shiftdesk/shared/api';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BadRequestError } from '../../../core/base/errors';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { assertNotReferenced, getAllOr404, getOr404, takenError, type Taken } from '../../../core/data/crud';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import { insertRecord, updateRecord } from '../../../core/data/records';
import { afterCommit, type Tx } from '../../../core/data/unit-of-work';
import { imageKind, reencodeImage } from '../../../core/files/image';
import type { Storage } from '../../../core/files/storage';
import { defineList, filter } from '../../../core/lists/list-query';
import type { Db } from '../../../db/client';
import { finContractDept, wfTimesheetTemplate } from '../../../db/schema';

type Runner = Db | Tx;
type TemplateDb = typeof wfTimesheetTemplate.$inferSelect;

/** The storage kind (first key segment) of template logos. */
export const TEMPLATE_LOGO_KIND = 'timesheet-template';
const LOGO_MAX_BYTES = 500 * 1024;
/** Printed in a timesheet's header: larger uploads are scaled down to this. */
const LOGO_MAX_SIDE = 600;

const list = defineList<TimesheetTemplateListQuery, NonNullable<TimesheetTemplateListQuery['orderBy']>>({
  table: wfTimesheetTemplate,
  filters: {
    name: filter.contains(wfTimesheetTemplate.name),
    status: filter.exact(wfTimesheetTemplate.status),
    ids: filter.inList(wfTimesheetTemplate.id),
  },
  sort: {
    id: wfTimesheetTemplate.id,
    name: wfTimesheetTemplate.name,
    status: wfTimesheetTemplate.status,
    createdAt: wfTimesheetTemplate.createdAt,
  },
  defaultSort: 'name',
  defaultDir: 'asc',
  tieBreak: wfTimesheetTemplate.id,
});

const templateOut = (r: { t: TemplateDb; deptCount: number | string | null }): TimesheetTemplateRow => ({
  id: r.t.id,
  name: r.t.name,
  columns: r.t.columns as TimesheetColumn[],
  grouping: r.t.grouping as TimesheetTemplateRow['grouping'],
  showTotals: r.t.showTotals,
  signatureBlock: r.t.signatureBlock,
  hasLogo: !!r.t.logoKey,
  footerNote: r.t.footerNote,
  lang: r.t.lang as TimesheetTemplateRow['lang'],
  status: r.t.status as TimesheetTemplateRow['status'],
  deptCount: Number(r.deptCount ?? 0),
  createdBy: r.t.createdBy,
  createdAt: iso(r.t.createdAt),
  updatedAt: iso(r.t.updatedAt),
});

/** Departments per template counted once for the page (a grouped subquery, not one count per row). */
function selectRows(db: Runner) {
  const named = db
    .select({ templateId: finContractDept.timesheetTemplateId, n: sql<number>`count(*)::int`.as('n') })
    .from(finContractDept)
    .where(sql`${finContractDept.timesheetTemplateId} is not null`)
    .groupBy(finContractDept.timesheetTemplateId)
    .as('named');
  return db
    .select({ t: wfTimesheetTemplate, deptCount: named.n })
    .from(wfTimesheetTemplate)
    .leftJoin(named, eq(named.templateId, wfTimesheetTemplate.id))
    .$dynamic();
}

/** Templates are shared master data: everyone with the rule sees all of them. */
export function listTimesheetTemplates(db: Db, q: TimesheetTemplateListQuery) {
  const count = db.select({ n: sql`count(*)` }).from(wfTimesheetTemplate).$dynamic();
  return list.run(db, q, selectRows(db), { count, map: templateOut });
}

export async function getTimesheetTemplate(db: Runner, id: number): Promise<TimesheetTemplateRow> {
  await getOr404(db, wfTimesheetTemplate, id, 'timesheetTemplate.notFound');
  const [r] = await selectRows(db).where(eq(wfTimesheetTemplate.id, id));
  return templateOut(r);
}

const nameTaken = (name: string): Taken => ({
  message: 'timesheetTemplate.nameTaken',
  params: { name },
  field: 'name',
});

/**
 * The schema already refuses these on the wire; the service checks again because the seed and
 * other modules call it directly, and a stored template must always be printable.
 */
function checkColumns(caller: Caller, columns: readonly string[]): TimesheetColumn[] {
  if (!columns.length) throw fieldError(caller.lang, 'columns', 'timesheetTemplate.columnsEmpty');
  const seen = new Set<string>();
  for (const c of columns) {
    if (!(TIMESHEET_COLUMNS as readonly string[]).includes(c))
      throw fieldError(caller.lang, 'columns', 'timesheetTemplate.columnUnknown', { column: c });
    if (seen.has(c)) throw fieldError(caller.lang, 'columns', 'timesheetTemplate.columnTwice', { column: c });
    seen.add(c);
  }
  return columns as TimesheetColumn[];
}

async function values(tx: Tx, caller: Caller, b: TimesheetTemplateAddBody, exceptId?: number) {
  const name = b.name.trim();
  const [other] = await tx
    .select({ id: wfTimesheetTemplate.id })
    .from(wfTimesheetTemplate)
    .where(
      and(
        sql`lower(${wfTimesheetTemplate.name}) = lower(${name})`,
        exceptId ? ne(wfTimesheetTemplate.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw takenError(nameTaken(name));
  return {
    name,
    columns: checkColumns(caller, b.columns),
    grouping: b.grouping ?? 'none',
    showTotals: b.showTotals,
    signatureBlock: b.signatureBlock,
    footerNote: b.footerNote?.trim() ?? '',
    lang: b.lang ?? 'en',
    status: b.status ?? 'active',
  };
}

/** The logo as it will be stored: decoded, judged by its bytes, re-encoded (core/files/image.ts). */
async function logoImage(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const kind = imageKind(bytes);
  if (bytes.length > LOGO_MAX_BYTES || (kind !== 'png' && kind !== 'jpg'))
    throw new BadRequestError('timesheetTemplate.logoInvalid');
  const image = await reencodeImage(bytes, 'timesheetTemplate.logoInvalid', { maxSide: LOGO_MAX_SIDE });
  const hash = createHash('sha256').update(image.buffer).digest('hex').slice(0, 16);
  return { ...image, hash };
}

/**
 * Stores a new logo and answers its key; `undefined` keeps the current one, `null` removes it.
 * The file replaced is deleted only after the commit, so a rolled-back edit still finds its logo.
 */
async function writeLogo(
  tx: Tx,
  storage: Storage | undefined,
  id: number,
  logo: string | null | undefined,
  previous: string | null,
): Promise<string | null> {
  if (logo === undefined) return previous;
  if (!storage) throw new Error('timesheet template logos need a storage');
  let key: string | null = null;
  if (logo !== null) {
    const image = await logoImage(logo);
    key = `${TEMPLATE_LOGO_KIND}/${id}/logo-${image.hash}.${image.kind}`;
    await storage.put(key, image.buffer, { contentType: image.kind === 'png' ? 'image/png' : 'image/jpeg' });
  }
  if (previous && previous !== key) afterCommit(tx, () => storage.delete(previous).catch(() => undefined));
  return key;
}

export async function addTimesheetTemplate(
  tx: Tx,
  caller: Caller,
  /** Only needed when the body carries a logo (the demo seed has none) */
  storage: Storage | undefined,
  b: TimesheetTemplateAddBody,
): Promise<number> {
  const v = await values(tx, caller, b);
  // A bad logo is refused before anything is written.
  if (b.logo) await logoImage(b.logo);
  const id = await insertRecord(tx, caller, {
    entity: 'timesheetTemplate',
    table: wfTimesheetTemplate,
    values: v,
    taken: nameTaken(v.name),
  });
  if (b.logo) {
    const logoKey = await writeLogo(tx, storage, id, b.logo, null);
    await tx.update(wfTimesheetTemplate).set({ logoKey }).where(eq(wfTimesheetTemplate.id, id));
  }
  return id;
}

export async function editTimesheetTemplate(
  tx: Tx,
  caller: Caller,
  storage: Storage | undefined,
  b: TimesheetTemplateAddBody & { id: number },
): Promise<void> {
  const before = await getOr404(tx, wfTimesheetTemplate, b.id, 'timesheetTemplate.notFound');
  const v = await values(tx, caller, b, b.id);
  const logoKey = await writeLogo(tx, storage, b.id, b.logo, before.logoKey);
  await updateRecord(tx, caller, {
    entity: 'timesheetTemplate',
    table: wfTimesheetTemplate,
    id: b.id,
    before,
    values: { ...v, logoKey },
    taken: nameTaken(v.name),
  });
}

export async function deleteTimesheetTemplates(tx: Tx, storage: Storage | undefined, ids: number[]): Promise<void> {
  const rows = await getAllOr404(tx, wfTimesheetTemplate, ids, 'timesheetTemplate.notFound');
  const names = new Map(rows.map((r) => [r.id, r.name]));
  await assertNotReferenced(
    tx,
    ids,
    [{ column: finContractDept.timesheetTemplateId, message: 'timesheetTemplate.inUse' }],
    (id) => names.get(id) ?? '',
  );
  await tx.delete(wfTimesheetTemplate).where(inArray(wfTimesheetTemplate.id, ids));
  for (const r of rows) {
    const key = r.logoKey;
    if (key && storage) afterCommit(tx, () => storage.delete(key).catch(() => undefined));
  }
}

registerHistoryRule('timesheetTemplate', TimesheetTemplateApi.rule.get);
