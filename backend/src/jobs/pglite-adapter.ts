/**
 * pg-boss over our embedded PGlite. PGlite is one connection: every query and exec takes its
 * transaction lock, so pg-boss's polling and our requests queue one after the other instead of
 * deadlocking, and a drizzle transaction (which holds that lock throughout) simply makes the
 * queue wait. pg-boss's own adapter handles the rest (multi-statement blocks through exec, a
 * ROLLBACK after a failed block so the shared connection is not left in an aborted transaction).
 *
 * One rule follows for callers: inside an open `db.transaction()`, send with `{ tx }` (the job
 * is then queued in that transaction); a plain send would wait for the lock the transaction holds.
 */
import type { PGlite } from '@electric-sql/pglite';

export async function pgliteJobDb(pglite: PGlite) {
  const { fromPglite } = await import('pg-boss');
  return fromPglite(pglite as unknown as Parameters<typeof fromPglite>[0]);
}
