/** Runs the system seed (always) and the demo data (DEMO=1, first start only). */
import type { Db } from '../db/client';
import { seedDemo } from './demo';
import { seedReferenceOnce } from './reference';
import { type SeedResult, seedSystem } from './system';

export interface SeedOptions {
  adminPassword?: string;
  demo: boolean;
}

export async function seed(db: Db, opts: SeedOptions): Promise<SeedResult & { demoUsers: number }> {
  const result = await seedSystem(db, { adminPassword: opts.adminPassword });
  await seedReferenceOnce(db);
  // "First start" = the admin account was created just now.
  const demoUsers = opts.demo && result.adminCreated ? await seedDemo(db) : 0;
  return { ...result, demoUsers };
}

export { DEMO_PASSWORD } from './demo';
