import type { PgColumn } from 'drizzle-orm/pg-core';
import { inArray, sql } from 'drizzle-orm';

/**
 * Only live users hold roles and posts: a soft-deleted user's links stay in the table (for the
 * audit trail) but neither count in the lists nor block a delete.
 */
export const heldByLiveUser = (userId: PgColumn) =>
  inArray(userId, sql`(select id from sys_user where deleted_at is null)`);
