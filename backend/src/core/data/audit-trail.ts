/**
 * The business audit trail (table audit_log): who did what to which record, from which state to
 * which, why and when. Rows are written in the caller's transaction, so a change and its line
 * in the History commit or vanish together. State moves are written by core/data/transition.ts;
 * services call `recordAudit` for other changes worth a History line (created, edited fields).
 */
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../../db/schema';
import type { Tx } from './unit-of-work';

/** Who acted: a user (id + name at the time) or the system (id null). */
export interface Actor {
  id: number | null;
  name: string;
}

/** Sweeps, timers and other automatic work. */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };

/** The logged-in user of a request as an actor. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.user) return SYSTEM_ACTOR;
  return { id: req.user.id, name: req.user.userName };
}

export interface AuditEntry {
  entity: string;
  entityId: number;
  /** The machine's action, or `created` / `edited` / `deleted` … */
  action: string;
  from?: string | null;
  to?: string | null;
  actor: Actor;
  reason?: string;
  /** Detail worth keeping, e.g. `{fields: {phone: ['9123…', '8123…']}}` — never secrets. */
  data?: Record<string, unknown> | null;
  /** When it happened (default: now); imports and demo data give their own */
  at?: Date;
}

const row = (e: AuditEntry) => ({
  entity: e.entity,
  entityId: e.entityId,
  action: e.action,
  fromState: e.from ?? null,
  toState: e.to ?? null,
  actorId: e.actor.id,
  actorName: e.actor.name.slice(0, 64),
  reason: (e.reason ?? '').slice(0, 1000),
  data: e.data ?? null,
  ...(e.at ? { at: e.at } : {}),
});

/** Writes History lines in `tx` (one insert for many). */
export async function recordAudit(tx: Tx, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await tx.insert(auditLog).values(list.map(row));
}

/** The History line of a new record (`to`: its machine's first state, when it has a machine). */
export function recordCreated(
  tx: Tx,
  actor: Actor,
  entity: string,
  entityId: number,
  more: Pick<AuditEntry, 'to' | 'reason' | 'data'> = {},
): Promise<void> {
  return recordAudit(tx, { entity, entityId, action: 'created', actor, ...more });
}

/** The `edited` line of a record, naming the fields that changed (see changedFields); none when none did. */
export async function recordEdited(
  tx: Tx,
  actor: Actor,
  entity: string,
  entityId: number,
  fields: Record<string, [unknown, unknown]> | undefined,
): Promise<void> {
  if (fields) await recordAudit(tx, { entity, entityId, action: 'edited', actor, data: { fields } });
}

/**
 * The fields that differ between `before` and `after` (only the keys of `after`), as
 * `{field: [old, new]}` — the `data.fields` of an `edited` line. Undefined when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> | undefined {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(after)) {
    const old = before[k];
    const same =
      old instanceof Date && v instanceof Date
        ? old.getTime() === v.getTime()
        : JSON.stringify(old) === JSON.stringify(v);
    if (!same) out[k] = [old ?? null, v ?? null];
  }
  return Object.keys(out).length ? out : undefined;
}
