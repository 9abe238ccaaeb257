/**
 * Versions of a remote and who gets which (issue 15). A remote has an active version and, while
 * a rollout runs, a candidate that a share of users (a stable bucket per user and remote, so a
 * user does not flip between versions on each load) and the users of chosen roles get first.
 * Promote makes the candidate active for everyone; rollback drops it (or, with no rollout in
 * progress, restores the version that was active before). Each step is a History line on the
 * remote (entity `remote`) and tells open shells over the socket after commit.
 */
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/data/audit-trail';
import { recordAudit } from '../../core/data/audit-trail';
import { fieldError } from '../../core/data/caller';
import { assertIdsExist } from '../../core/data/crud';
import { ConflictError, NotFoundError } from '../../core/base/errors';
import type { Lang } from '../../core/base/i18n';
import { registerHistoryRule } from '../../core/data/machine-registry';
import { publishAfterCommit, type Tx, type UnitOfWorkContext, withTransaction } from '../../core/data/unit-of-work';
import { auditLog, sysRemote, sysRemoteVersion, sysRole } from '../../db/schema';
import { checkVersion, reasonText } from './remote-checks';

export const REMOTE_ENTITY = 'remote';
registerHistoryRule(REMOTE_ENTITY, 'api/v1/system/remote/list');

export type RemoteRow = typeof sysRemote.$inferSelect;

export interface RolloutCtx extends UnitOfWorkContext {
  dataDir: string;
}

/** Who asks, in which language (a user, or a deploy token named as the actor). */
export interface RolloutCaller {
  actor: Actor;
  lang: Lang;
}

/** A user's stable bucket 0..99 for one remote (independent between remotes). */
export function bucketOf(userId: number, remote: string): number {
  return crypto.createHash('sha256').update(`${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** The version a user gets: the candidate when the user is in its share or roles, else the active one. */
export function versionFor(
  r: Pick<RemoteRow, 'name' | 'activeVersion' | 'candidateVersion' | 'rolloutPercent' | 'rolloutRoleIds'>,
  userId: number | null,
  roleIds: readonly number[],
): string {
  if (!r.candidateVersion || userId === null) return r.activeVersion;
  if (r.rolloutRoleIds.some((id) => roleIds.includes(id))) return r.candidateVersion;
  return bucketOf(userId, r.name) < r.rolloutPercent ? r.candidateVersion : r.activeVersion;
}

export async function lockRemote(tx: Tx, name: string): Promise<RemoteRow> {
  const [r] = await tx.select().from(sysRemote).where(eq(sysRemote.name, name)).for('update');
  if (!r) throw new NotFoundError('remote.notFound');
  return r;
}

async function versionRow(tx: Tx, lang: Lang, name: string, version: string) {
  const [v] = await tx
    .select()
    .from(sysRemoteVersion)
    .where(and(eq(sysRemoteVersion.remoteName, name), eq(sysRemoteVersion.version, version)));
  if (!v) throw fieldError(lang, 'version', 'remote.notRegistered', { name, version });
  return v;
}

/** Refuses (400 naming the reason) a version that fails the checks of remote-checks.ts. */
async function mustPass(
  ctx: RolloutCtx,
  tx: Tx,
  lang: Lang,
  r: RemoteRow,
  version: string,
  entry: string,
  key: 'remote.notActivated' | 'remote.registeredNotActivated',
) {
  const name = r.name;
  const [active] = await tx
    .select({ entry: sysRemoteVersion.entry })
    .from(sysRemoteVersion)
    .where(and(eq(sysRemoteVersion.remoteName, name), eq(sysRemoteVersion.version, r.activeVersion)));
  const activeEntry = active?.entry ?? `/admin/remotes/${name}/${r.activeVersion}/mf-manifest.json`;
  const failure = await checkVersion(tx, ctx.dataDir, name, entry, activeEntry);
  if (failure) throw fieldError(lang, 'version', key, { name, version, reason: reasonText(failure) });
}

const CLEARED = { candidateVersion: null, rolloutPercent: 0, rolloutRoleIds: [] as number[] };

/** `to` becomes the version everyone loads (a rollout ends), with its History line; shells follow after the commit. */
async function switchActive(tx: Tx, caller: RolloutCaller, r: RemoteRow, action: string, from: string | null, to: string) {
  await tx.update(sysRemote).set({ activeVersion: to, ...CLEARED, updatedAt: new Date() }).where(eq(sysRemote.id, r.id));
  await recordAudit(tx, { entity: REMOTE_ENTITY, entityId: r.id, action, from, to, actor: caller.actor });
  publishAfterCommit(tx, 'remotesChanged', {});
}

/** Registers a version (a new remote starts on it); with `activate` it must pass the checks first. */
export async function registerVersion(
  ctx: RolloutCtx,
  caller: RolloutCaller,
  b: { name: string; version: string; entry: string; activate?: boolean },
): Promise<void> {
  // Registered even when the checks fail: ops can look at it, fix the menu, and activate later.
  await withTransaction(ctx, async (tx) => {
    const [exists] = await tx
      .select({ id: sysRemoteVersion.id })
      .from(sysRemoteVersion)
      .where(and(eq(sysRemoteVersion.remoteName, b.name), eq(sysRemoteVersion.version, b.version)));
    if (exists) throw new ConflictError('remote.versionExists', { name: b.name, version: b.version });
    await tx.insert(sysRemoteVersion).values({ remoteName: b.name, version: b.version, entry: b.entry });
    let [r] = await tx.select().from(sysRemote).where(eq(sysRemote.name, b.name)).for('update');
    if (!r)
      [r] = await tx.insert(sysRemote).values({ name: b.name, activeVersion: b.version, enabled: true }).returning();
    await recordAudit(tx, {
      entity: REMOTE_ENTITY,
      entityId: r.id,
      action: 'registered',
      to: b.version,
      actor: caller.actor,
      data: { entry: b.entry },
    });
    publishAfterCommit(tx, 'remotesChanged', {});
  });
  if (b.activate) await activateVersion(ctx, caller, b.name, b.version, 'remote.registeredNotActivated');
}

/** Makes `version` active for everyone (ends any rollout). */
export async function activateVersion(
  ctx: RolloutCtx,
  caller: RolloutCaller,
  name: string,
  version: string,
  refusal: 'remote.notActivated' | 'remote.registeredNotActivated' = 'remote.notActivated',
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const r = await lockRemote(tx, name);
    const v = await versionRow(tx, caller.lang, name, version);
    if (r.activeVersion === version && !r.candidateVersion) return;
    await mustPass(ctx, tx, caller.lang, r, version, v.entry, refusal);
    await switchActive(tx, caller, r, 'activated', r.activeVersion, version);
  });
}

/** Starts (or changes) a rollout of `version` to a share of users and/or roles. */
export async function startRollout(
  ctx: RolloutCtx,
  caller: RolloutCaller,
  b: { name: string; version: string; percent: number; roleIds?: number[] },
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await assertIdsExist(tx, caller.lang, 'roleIds', b.roleIds, sysRole, 'remote.unknownRoles');
    const r = await lockRemote(tx, b.name);
    const v = await versionRow(tx, caller.lang, b.name, b.version);
    if (r.activeVersion === b.version)
      throw new ConflictError('remote.alreadyActive', { name: b.name, version: b.version });
    await mustPass(ctx, tx, caller.lang, r, b.version, v.entry, 'remote.notActivated');
    const roleIds = b.roleIds ?? [];
    await tx
      .update(sysRemote)
      .set({ candidateVersion: b.version, rolloutPercent: b.percent, rolloutRoleIds: roleIds, updatedAt: new Date() })
      .where(eq(sysRemote.id, r.id));
    await recordAudit(tx, {
      entity: REMOTE_ENTITY,
      entityId: r.id,
      action: 'rolledOut',
      from: r.activeVersion,
      to: b.version,
      actor: caller.actor,
      data: { percent: b.percent, roleIds },
    });
    publishAfterCommit(tx, 'remotesChanged', {});
  });
}

/** The candidate becomes the active version for everyone. */
export async function promote(ctx: RolloutCtx, caller: RolloutCaller, name: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const r = await lockRemote(tx, name);
    if (!r.candidateVersion) throw new ConflictError('remote.noCandidate', { name });
    await switchActive(tx, caller, r, 'promoted', r.activeVersion, r.candidateVersion);
  });
}

/**
 * The version a rollback with no rollout in progress restores: the one active before the last
 * activation or promotion, while it is still registered (null: none).
 */
export async function rollbackTarget(tx: Tx, r: RemoteRow): Promise<string | null> {
  const [last] = await tx
    .select({ from: auditLog.fromState, to: auditLog.toState })
    .from(auditLog)
    .where(historyOf(r.id, ['activated', 'promoted'], isNotNull(auditLog.fromState)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!last?.from || last.to !== r.activeVersion || last.from === r.activeVersion) return null;
  const [v] = await tx
    .select({ id: sysRemoteVersion.id })
    .from(sysRemoteVersion)
    .where(and(eq(sysRemoteVersion.remoteName, r.name), eq(sysRemoteVersion.version, last.from)));
  // The seeded first version of a remote has no row: it is served from the package's dist.
  return v || !(await wasDeleted(tx, r.name, last.from)) ? last.from : null;
}

/** Whether `version` was ever registered and since deleted (its History says so). */
async function wasDeleted(tx: Tx, name: string, version: string): Promise<boolean> {
  const [r] = await tx.select({ id: sysRemote.id }).from(sysRemote).where(eq(sysRemote.name, name));
  const [gone] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(historyOf(r.id, ['versionDeleted', 'versionPruned'], eq(auditLog.fromState, version)))
    .limit(1);
  return !!gone;
}

/** The History lines of one remote with one of these actions (and `also`). */
function historyOf(remoteId: number, actions: string[], also: SQL) {
  return and(eq(auditLog.entity, REMOTE_ENTITY), eq(auditLog.entityId, remoteId), inArray(auditLog.action, actions), also);
}

/**
 * One call back to safety: drops the rollout's candidate, or, when none runs, restores the
 * version that was active before the last activation or promotion.
 */
export async function rollback(ctx: RolloutCtx, caller: RolloutCaller, name: string): Promise<{ version: string }> {
  return withTransaction(ctx, async (tx) => {
    const r = await lockRemote(tx, name);
    let to = r.activeVersion;
    let from = r.candidateVersion;
    if (!from) {
      const back = await rollbackTarget(tx, r);
      if (!back) throw new ConflictError('remote.noRollback', { name });
      from = r.activeVersion;
      to = back;
    }
    await switchActive(tx, caller, r, 'rolledBack', from, to);
    return { version: to };
  });
}
