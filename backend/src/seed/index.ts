/** Runs the system seed (always) and the demo data (DEMO=1, first start only). */
import { generatePassword } from '../core/auth/password';
import type { Storage } from '../core/files/storage';
import type { Db } from '../db/client';
import { seedDemo } from './demo';
import { seedReferenceOnce } from './reference';
import { type SeedResult, seedSystem } from './system';

export interface SeedOptions {
  adminPassword?: string;
  demo: boolean;
  /** DEMO_PASSWORD; generated per install when unset */
  demoPassword?: string;
  /** Where demo files (certificate scans) go: the app's storage */
  storage?: Storage;
}

export interface SeedOutcome extends SeedResult {
  demoUsers: number;
  /** The demo accounts' password, set when they were created in this run */
  demoPassword?: string;
  /** True when demoPassword was generated here (main.ts prints and saves it once) */
  demoPasswordGenerated?: boolean;
}

export async function seed(db: Db, opts: SeedOptions): Promise<SeedOutcome> {
  const result = await seedSystem(db, { adminPassword: opts.adminPassword });
  await seedReferenceOnce(db);
  // "First start" = the admin account was created just now.
  if (!(opts.demo && result.adminCreated)) return { ...result, demoUsers: 0 };
  const { password, generated } = demoPasswordFor(opts.demoPassword);
  const demoUsers = await seedDemo(db, password, undefined, opts.storage);
  return { ...result, demoUsers, demoPassword: password, demoPasswordGenerated: generated };
}

/** The demo accounts' password: DEMO_PASSWORD when chosen, else one generated for this install. */
export function demoPasswordFor(chosen: string | undefined): { password: string; generated: boolean } {
  return chosen === undefined ? { password: generatePassword(), generated: true } : { password: chosen, generated: false };
}
