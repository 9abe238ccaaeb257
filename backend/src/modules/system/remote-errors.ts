/**
 * Page-load failures the shells report per remote version (issue 15): one counter row per
 * version, so the registry page can show a rollout's error count next to the active one's.
 * Only registered versions are counted: reports cannot grow the table with made-up names.
 */
import type { RemoteErrorReportBody } from '@shiftdesk/shared/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysRemoteError, sysRemoteVersion } from '../../db/schema';

const MAX_MESSAGE = 500;

export async function countError(db: Db, b: RemoteErrorReportBody): Promise<boolean> {
  const [v] = await db
    .select({ id: sysRemoteVersion.id })
    .from(sysRemoteVersion)
    .where(and(eq(sysRemoteVersion.remoteName, b.name), eq(sysRemoteVersion.version, b.version)));
  if (!v) return false;
  const message = b.message.replaceAll('\u0000', '').slice(0, MAX_MESSAGE);
  await db
    .insert(sysRemoteError)
    .values({ remoteName: b.name, version: b.version, count: 1, lastMessage: message, lastAt: new Date() })
    .onConflictDoUpdate({
      target: [sysRemoteError.remoteName, sysRemoteError.version],
      set: { count: sql`${sysRemoteError.count} + 1`, lastMessage: message, lastAt: new Date() },
    });
  return true;
}

/** Counters by `name@version`. */
export async function errorCounts(db: Db): Promise<Map<string, { count: number; lastMessage: string }>> {
  const rows = await db.select().from(sysRemoteError);
  return new Map(rows.map((r) => [`${r.remoteName}@${r.version}`, { count: r.count, lastMessage: r.lastMessage }]));
}
