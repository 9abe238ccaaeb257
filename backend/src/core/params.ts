/** Reads system parameters (sys_config). Issue 3 adds a cache invalidated on edit. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysConfig } from '../db/schema';

export async function getParam(db: Db, key: string): Promise<string | undefined> {
  const rows = await db.select({ v: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key));
  return rows[0]?.v;
}

export async function getIntParam(db: Db, key: string, fallback: number): Promise<number> {
  const n = Number.parseInt((await getParam(db, key)) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
