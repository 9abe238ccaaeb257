/**
 * Deploying remotes (issue 15): the tokens team pipelines publish with, and the page-load
 * failures open shells report per remote version (the registry page shows the counts).
 */
import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** A deploy token: may publish and activate the listed remotes and call nothing else. */
export const sysDeployToken = pgTable(
  'sys_deploy_token',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Remote names the token may publish */
    remotes: jsonb('remotes').$type<string[]>().notNull(),
    /** sha256 of the whole token (hex); the token itself is shown once and never stored */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The first characters of the token, so an admin can tell tokens apart */
    tokenPrefix: varchar('token_prefix', { length: 16 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
    createdBy: varchar('created_by', { length: 64 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_deploy_token_hash_uq').on(t.tokenHash)],
);

/** Page-load failures reported by the shell's error boundary, counted per remote version. */
export const sysRemoteError = pgTable(
  'sys_remote_error',
  {
    id: serial('id').primaryKey(),
    remoteName: varchar('remote_name', { length: 64 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    count: integer('count').notNull().default(0),
    lastMessage: varchar('last_message', { length: 500 }).notNull().default(''),
    lastAt: ts('last_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_remote_error_uq').on(t.remoteName, t.version),
    index('sys_remote_error_remote_idx').on(t.remoteName),
  ],
);
