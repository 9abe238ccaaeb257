-- The login log's IP search finds addresses by their start (a subnet, `10.3.42.`) through this
-- pattern-ordered index (list-query.ts, filter.startsWith). The trigram index it replaces could
-- not narrow such a search: digits and dots make the same few trigrams in most rows.
CREATE INDEX "sys_login_log_ip_prefix_idx" ON "sys_login_log" USING btree ("ipaddr" text_pattern_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "sys_login_log_ip_trgm_idx";
