/**
 * Every row of an import checked before anything is written: the row's shape against the add
 * form's schema, the same person checks as the form, duplicates inside the file and against
 * existing workers (one query for the whole file). Answers the normalised values or every
 * problem as `{row, field, message}`.
 */
import { WorkerAddBody, type WorkerImportRowError } from '@shiftdesk/shared/api';
import { sgDate } from '@shiftdesk/shared/rules';
import { inArray, or } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import { type Lang, t } from '../../../core/base/i18n';
import type { Db } from '../../../db/client';
import { wfWorker } from '../../../db/schema';
import { normalizeWorker, type WorkerValues, workerProblems } from '../worker/values';
import type { ImportColumn, RawRow } from './sheet';

const addBody = Compile(WorkerAddBody);
const LISTS: ImportColumn[] = ['languages', 'skills'];

/** A raw row as the add form's body (lists split on commas or semicolons). */
function asBody(raw: RawRow): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    body[k] = LISTS.includes(k as ImportColumn)
      ? v
          .split(/[,;]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v;
  }
  if (!('email' in body)) body.email = '';
  return body;
}

/** Schema errors of one row, one per field, in the caller's language. */
function shapeErrors(lang: Lang, row: number, body: Record<string, unknown>): WorkerImportRowError[] {
  const seen = new Set<string>();
  const out: WorkerImportRowError[] = [];
  for (const e of addBody.Errors(body)) {
    const p = e.params as { requiredProperties?: string[]; allowedValues?: unknown[] };
    const fields = e.keyword === 'required' ? (p.requiredProperties ?? []) : [e.instancePath.split('/')[1] ?? ''];
    for (const field of fields) {
      if (!field || seen.has(field)) continue;
      seen.add(field);
      const column = field;
      const message =
        e.keyword === 'required'
          ? t(lang, 'worker.importRequired', { column })
          : e.keyword === 'enum' || e.keyword === 'anyOf'
            ? t(lang, 'worker.importBadValue', { column, values: enumOf(field) })
            : (e.keyword === 'format' || e.keyword === 'pattern') && /date|Expiry|Start/i.test(field)
              ? t(lang, 'worker.importBadDate', { column })
              : t(lang, 'worker.importBadText', { column });
      out.push({ row, field, message });
    }
  }
  return out;
}

function enumOf(field: string): string {
  const s = (WorkerAddBody.properties as Record<string, { enum?: unknown[]; anyOf?: { enum?: unknown[] }[] }>)[field];
  const values = s?.enum ?? s?.anyOf?.flatMap((x) => x.enum ?? []) ?? [];
  return values.join(', ');
}

export interface CheckedImport {
  values: WorkerValues[];
  errors: WorkerImportRowError[];
}

export async function checkImport(db: Db, lang: Lang, rows: { row: number; raw: RawRow }[]): Promise<CheckedImport> {
  const today = sgDate(new Date());
  const errors: WorkerImportRowError[] = [];
  const good: { row: number; v: WorkerValues }[] = [];
  for (const { row, raw } of rows) {
    const body = asBody(raw);
    if (!addBody.Check(body)) {
      errors.push(...shapeErrors(lang, row, body));
      continue;
    }
    const v = normalizeWorker(body as WorkerAddBody);
    const problems = workerProblems(lang, v, today);
    if (problems.length) errors.push(...problems.map((p) => ({ row, ...p })));
    else good.push({ row, v });
  }

  // Duplicates inside the file: the later row names the earlier one.
  const firstRow = { nric: new Map<string, number>(), phone: new Map<string, number>() };
  const unique: typeof good = [];
  for (const g of good) {
    let dup = false;
    for (const field of ['nric', 'phone'] as const) {
      const other = firstRow[field].get(g.v[field]);
      if (other !== undefined) {
        errors.push({ row: g.row, field, message: t(lang, 'worker.importDupInFile', { column: field, other }) });
        dup = true;
      } else firstRow[field].set(g.v[field], g.row);
    }
    if (!dup) unique.push(g);
  }

  // Against the workers already there: one query for the file (unique indexes on both columns).
  if (unique.length) {
    const nrics = unique.map((g) => g.v.nric);
    const phones = unique.map((g) => g.v.phone);
    const existing = await db
      .select({ id: wfWorker.id, name: wfWorker.name, nric: wfWorker.nric, phone: wfWorker.phone })
      .from(wfWorker)
      .where(or(inArray(wfWorker.nric, nrics), inArray(wfWorker.phone, phones)));
    const byNric = new Map(existing.map((w) => [w.nric, w]));
    const byPhone = new Map(existing.map((w) => [w.phone, w]));
    for (const g of unique) {
      const n = byNric.get(g.v.nric);
      if (n) errors.push({ row: g.row, field: 'nric', message: t(lang, 'worker.nricTaken', { id: n.id, name: n.name }) });
      const p = byPhone.get(g.v.phone);
      if (p)
        errors.push({
          row: g.row,
          field: 'phone',
          message: t(lang, 'worker.phoneTaken', { id: p.id, name: p.name, phone: g.v.phone }),
        });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { values: errors.length ? [] : good.map((g) => g.v), errors };
}
