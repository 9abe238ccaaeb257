/**
 * Deleting remote versions (issue 25, defect 10): each CI deploy registers a version and leaves
 * its files in DATA_DIR/remotes/<name>/<version>/. An inactive version can be deleted — never
 * the active one, the candidate of a rollout, or the one a rollback would restore (409 saying
 * why) — with its uploaded files and its error counts; each deletion is a History line of the
 * remote. After every addVersion the newest `sys.remote.keepVersions` inactive versions of the
 * remote are kept and the older ones deleted the same way (0 keeps them all).
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../core/data/audit-trail';
import { ConflictError, NotFoundError } from '../../core/base/errors';
import { getConfigValue } from '../../core/data/params';
import { publishAfterCommit, type Tx, withTransaction } from '../../core/data/unit-of-work';
import { sysRemote, sysRemoteError, sysRemoteVersion } from '../../db/schema';
import {
  lockRemote,
  REMOTE_ENTITY,
  type RemoteRow,
  type RolloutCaller,
  type RolloutCtx,
  rollbackTarget,
} from './remote-rollout';

/** The parameter: how many inactive versions of each remote are kept. */
export const KEEP_VERSIONS_KEY = 'sys.remote.keepVersions';
export const KEEP_VERSIONS_DEFAULT = 10;
const SAFE_SEGMENT = /^[A-Za-z0-9._@-]+$/;

/** The kept count: the parameter when it is a whole number ≥ 0, else the default. */
export async function keepVersions(ctx: RolloutCtx): Promise<number> {
  const raw = (await getConfigValue(ctx.db, KEEP_VERSIONS_KEY))?.trim() ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : KEEP_VERSIONS_DEFAULT;
}

/** Why `version` cannot be deleted now (null: it may be). */
function protectedReason(r: RemoteRow, version: string): ConflictError | null {
  const params = { name: r.name, version };
  if (r.activeVersion === version) return new ConflictError('remote.deleteActive', params);
  if (r.candidateVersion === version) return new ConflictError('remote.deleteInRollout', params);
  return null;
}

/** The directory an uploaded version lives in (only ever under DATA_DIR/remotes). */
function uploadDir(dataDir: string, name: string, version: string): string | null {
  if (!SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(version) || name.startsWith('.') || version.startsWith('.'))
    return null;
  return path.join(dataDir, 'remotes', name, version);
}

/** Deletes version rows of one locked remote, their error counts and History lines; the directories to remove after commit. */
async function deleteRows(tx: Tx, caller: RolloutCaller, r: RemoteRow, versions: string[], action: string) {
  if (!versions.length) return;
  await tx
    .delete(sysRemoteVersion)
    .where(and(eq(sysRemoteVersion.remoteName, r.name), inArray(sysRemoteVersion.version, versions)));
  await tx
    .delete(sysRemoteError)
    .where(and(eq(sysRemoteError.remoteName, r.name), inArray(sysRemoteError.version, versions)));
  for (const version of versions)
    await recordAudit(tx, { entity: REMOTE_ENTITY, entityId: r.id, action, from: version, actor: caller.actor });
  publishAfterCommit(tx, 'remotesChanged', {});
}

async function removeFiles(dataDir: string, name: string, versions: string[]) {
  for (const version of versions) {
    const dir = uploadDir(dataDir, name, version);
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Deletes one inactive version and its uploaded files (409 when it is active or in a rollout). */
export async function deleteVersion(
  ctx: RolloutCtx,
  caller: RolloutCaller,
  name: string,
  version: string,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const r = await lockRemote(tx, name);
    const [v] = await tx
      .select({ id: sysRemoteVersion.id })
      .from(sysRemoteVersion)
      .where(and(eq(sysRemoteVersion.remoteName, name), eq(sysRemoteVersion.version, version)));
    if (!v) throw new NotFoundError('remote.versionNotFound');
    const refused = protectedReason(r, version);
    if (refused) throw refused;
    await deleteRows(tx, caller, r, [version], 'versionDeleted');
  });
  await removeFiles(ctx.dataDir, name, [version]);
}

/**
 * Keeps the newest `sys.remote.keepVersions` inactive versions of `name` and deletes the older
 * ones (the active one, a rollout's candidate and the rollback target are never counted or
 * deleted). Returns the deleted versions.
 */
export async function pruneVersions(ctx: RolloutCtx, caller: RolloutCaller, name: string): Promise<string[]> {
  const keep = await keepVersions(ctx);
  if (keep === 0) return [];
  const pruned = await withTransaction(ctx, async (tx) => {
    const [r] = await tx.select().from(sysRemote).where(eq(sysRemote.name, name)).for('update');
    if (!r) return [];
    const back = await rollbackTarget(tx, r);
    const spared = new Set([r.activeVersion, r.candidateVersion, back].filter((v): v is string => !!v));
    const rows = await tx
      .select({ version: sysRemoteVersion.version })
      .from(sysRemoteVersion)
      .where(eq(sysRemoteVersion.remoteName, name))
      .orderBy(desc(sysRemoteVersion.createdAt), desc(sysRemoteVersion.id));
    const old = rows
      .map((x) => x.version)
      .filter((v) => !spared.has(v))
      .slice(keep);
    await deleteRows(tx, caller, r, old, 'versionPruned');
    return old;
  });
  await removeFiles(ctx.dataDir, name, pruned);
  return pruned;
}
