/**
 * Worker devices (issue 28): the credentials of the worker app. A device token is made like a
 * deploy token (core/auth/deploy-auth.ts): 32 random bytes behind a recognisable prefix, shown
 * once, only its sha256 kept. This file also registers the lookup the guard uses on the worker
 * app's `auth: 'device'` routes (core/auth/device-auth.ts): an unknown or revoked token is a 401,
 * and the device of a worker who left or was blacklisted is a 403 (nothing to clock any more).
 */
import crypto from 'node:crypto';
import {
  WORKER_DEVICE_TOKEN_PREFIX,
  type WorkerDeviceAddBody,
  WorkerDeviceApi,
  type WorkerDeviceCreated,
  type WorkerDeviceRow,
} from '@shiftdesk/shared/api';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { type DeviceAuth, registerDeviceAuthenticator } from '../../../core/auth/device-auth';
import { sha256 } from '../../../core/auth/session';
import { recordAudit } from '../../../core/data/audit-trail';
import { type Caller, fieldError, iso } from '../../../core/data/caller';
import { AppError, NotFoundError } from '../../../core/base/errors';
import { registerHistoryRule } from '../../../core/data/machine-registry';
import { insertRecord } from '../../../core/data/records';
import type { Tx } from '../../../core/data/unit-of-work';
import type { Db } from '../../../db/client';
import { wfWorker, wfWorkerDevice } from '../../../db/schema';
import { workerExists } from '../worker-ref';

export const WORKER_DEVICE_ENTITY = 'workerDevice';
registerHistoryRule(WORKER_DEVICE_ENTITY, WorkerDeviceApi.rule.list);

/** `last_used_at` is written at most this often per device (not on every punch and refresh). */
const LAST_USED_EVERY_MS = 60_000;

type DeviceDb = typeof wfWorkerDevice.$inferSelect;

/** A new token: a random 32-byte secret; only its sha256 is stored (as for deploy tokens). */
export function newDeviceToken(): { token: string; hash: string; prefix: string } {
  const token = WORKER_DEVICE_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  return { token, hash: sha256(token), prefix: token.slice(0, 10) };
}

const deviceOut = (r: DeviceDb): WorkerDeviceRow => ({
  id: r.id,
  workerId: r.workerId,
  name: r.name,
  tokenPrefix: r.tokenPrefix,
  lastUsedAt: r.lastUsedAt ? iso(r.lastUsedAt) : null,
  revokedAt: r.revokedAt ? iso(r.revokedAt) : null,
  status: r.revokedAt ? 'revoked' : 'active',
  createdBy: r.createdBy,
  createdAt: iso(r.createdAt),
});

/** A worker's devices, newest first (never the tokens). 404 for an unknown worker. */
export async function listDevices(db: Db, workerId: number): Promise<{ list: WorkerDeviceRow[] }> {
  if (!(await workerExists(db, workerId))) throw new NotFoundError('worker.notFound');
  const rows = await db
    .select()
    .from(wfWorkerDevice)
    .where(eq(wfWorkerDevice.workerId, workerId))
    .orderBy(desc(wfWorkerDevice.id));
  return { list: rows.map(deviceOut) };
}

/** Adds a device for a worker; answers its token, this once. */
export async function addDevice(tx: Tx, caller: Caller, b: WorkerDeviceAddBody): Promise<WorkerDeviceCreated> {
  if (!(await workerExists(tx, b.workerId)))
    throw fieldError(caller.lang, 'workerId', 'workerDevice.unknownWorker', { id: b.workerId });
  const name = b.name.trim();
  if (!name) throw fieldError(caller.lang, 'name', 'workerDevice.nameRequired');
  const { token, hash, prefix } = newDeviceToken();
  const id = await insertRecord(tx, caller, {
    entity: WORKER_DEVICE_ENTITY,
    table: wfWorkerDevice,
    values: { workerId: b.workerId, name, tokenHash: hash, tokenPrefix: prefix },
    // Never the token or its hash.
    data: { workerId: b.workerId, name, tokenPrefix: prefix },
  });
  return { id, token };
}

/** Revokes a device: its token is refused from its next request on. Revoking twice changes nothing. */
export async function revokeDevice(tx: Tx, caller: Caller, id: number, now = new Date()): Promise<void> {
  const [row] = await tx.select().from(wfWorkerDevice).where(eq(wfWorkerDevice.id, id)).for('update');
  if (!row) throw new NotFoundError('workerDevice.notFound');
  if (row.revokedAt) return;
  await tx
    .update(wfWorkerDevice)
    .set({ revokedAt: now, updatedBy: caller.actor.id, updatedAt: now })
    .where(eq(wfWorkerDevice.id, id));
  await recordAudit(tx, {
    entity: WORKER_DEVICE_ENTITY,
    entityId: id,
    action: 'revoked',
    actor: caller.actor,
    data: { workerId: row.workerId, name: row.name },
  });
}

/**
 * Workers whose devices no longer open the app. A suspended or banned worker keeps it: their
 * shifts already cancelled, they may still have one to clock out of.
 */
const LOCKED_OUT: readonly string[] = ['inactive', 'blacklisted'];

/** The device of a token; 401 when there is none, or it is unknown or revoked; 403 for a worker locked out. */
export async function deviceOfToken(db: Db, token: string | null, now = new Date()): Promise<DeviceAuth> {
  if (!token?.startsWith(WORKER_DEVICE_TOKEN_PREFIX)) throw new AppError(401, 'workerDevice.tokenInvalid');
  const [found] = await db
    .select({ row: wfWorkerDevice, workerStatus: wfWorker.status })
    .from(wfWorkerDevice)
    .innerJoin(wfWorker, eq(wfWorker.id, wfWorkerDevice.workerId))
    .where(eq(wfWorkerDevice.tokenHash, sha256(token)));
  const row = found?.row;
  if (!row || row.revokedAt) throw new AppError(401, 'workerDevice.tokenInvalid');
  if (LOCKED_OUT.includes(found.workerStatus)) throw new AppError(403, 'workerDevice.workerLockedOut');
  await db
    .update(wfWorkerDevice)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(wfWorkerDevice.id, row.id),
        or(
          isNull(wfWorkerDevice.lastUsedAt),
          lt(wfWorkerDevice.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
        ),
      ),
    );
  return { id: row.id, workerId: row.workerId, name: row.name };
}

registerDeviceAuthenticator((app, token) => deviceOfToken(app.ctx.db, token));
