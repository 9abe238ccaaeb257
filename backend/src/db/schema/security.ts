/**
 * Security counters shared by every instance on one database (issue 11): the login rate
 * limit's per-client windows live here rather than in one process's memory, so N instances
 * enforce one limit. (The account lock is already shared: sys_user.failed_logins / locked_until.)
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One fixed window of one rate-limited key (route + client address). */
export const sysRateLimit = pgTable(
  'sys_rate_limit',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sys_rate_limit_reset_at_idx').on(t.resetAt)],
);
