-- Custom migration (drizzle-kit cannot create an extension): trigram GIN indexes for the
-- "contains" keyword filters of the big lists, so `ilike '%text%'` is an index lookup instead of
-- a scan of every row. pg_trgm is a trusted contrib extension on PostgreSQL 13+; PGlite loads its
-- build of it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_title_trgm_idx" ON "sys_oper_log" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_module_trgm_idx" ON "sys_oper_log" USING gin ("module" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_url_trgm_idx" ON "sys_oper_log" USING gin ("oper_url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_oper_log_oper_name_trgm_idx" ON "sys_oper_log" USING gin ("oper_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_login_log_name_trgm_idx" ON "sys_login_log" USING gin ("login_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_login_log_ip_trgm_idx" ON "sys_login_log" USING gin ("ipaddr" gin_trgm_ops);
