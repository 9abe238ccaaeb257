/**
 * A living History for the demo (DEMO=1): a few business records' stories written through
 * `recordAudit`, so System → Audit and the History timelines show something real before the
 * business modules create their own. States and actions follow the declared machines.
 */
import { type Actor, type AuditEntry, recordAudit, SYSTEM_ACTOR } from '../core/audit-trail';
import type { Tx } from '../core/unit-of-work';

const HOUR = 3_600_000;

export async function seedDemoAudit(tx: Tx, users: Actor[]): Promise<void> {
  if (users.length < 4) return;
  const [ops, hr, finance, scheduler] = users;
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  const line = (
    entity: string,
    entityId: number,
    action: string,
    from: string | null,
    to: string,
    actor: Actor,
    hoursAgo: number,
    reason = '',
  ): AuditEntry => ({ entity, entityId, action, from, to, actor, reason, at: ago(hoursAgo) });
  await recordAudit(tx, [
    line('contractOrder', 1, 'created', null, 'draft', finance, 240),
    line('contractOrder', 1, 'activate', 'draft', 'active', finance, 236),
    line('worker', 1, 'created', null, 'pending_verification', hr, 200),
    line('worker', 1, 'verify', 'pending_verification', 'active', hr, 198),
    line('workerCertificate', 1, 'verify', 'pending', 'verified', hr, 197),
    line('worker', 1, 'suspend', 'active', 'suspended', ops, 96, 'Three late arrivals in two weeks'),
    line('job', 1, 'created', null, 'draft', scheduler, 74),
    line('job', 1, 'publish', 'draft', 'published', scheduler, 72),
    line('job', 1, 'fill', 'published', 'filled', SYSTEM_ACTOR, 50),
    line('timesheet', 1, 'send', 'draft', 'sent_to_client', scheduler, 48),
    line('invoice', 1, 'created', null, 'draft', finance, 30),
    line('invoice', 1, 'issue', 'draft', 'issued', finance, 29),
    line('worker', 1, 'reinstate', 'suspended', 'active', ops, 24, 'Attendance reviewed with the worker'),
    line('job', 1, 'start', 'filled', 'in_progress', SYSTEM_ACTOR, 20),
    line('invoice', 1, 'void', 'issued', 'void', finance, 6, 'Wrong PO number; re-issued'),
    line('timesheet', 1, 'autoApprove', 'sent_to_client', 'auto_approved', SYSTEM_ACTOR, 3),
    line('workerCertificate', 1, 'expire', 'verified', 'expired', SYSTEM_ACTOR, 1),
  ]);
}
