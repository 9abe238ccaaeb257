-- Custom migration: trigram GIN indexes on the worker's name and phone. A keyword of the worker
-- list, and of every list searched by its worker (work records: `filter.containsIn`), is then an
-- index lookup on wf_worker instead of a scan; the work records follow by their worker index.
CREATE INDEX IF NOT EXISTS "wf_worker_name_trgm_idx" ON "wf_worker" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wf_worker_phone_trgm_idx" ON "wf_worker" USING gin ("phone" gin_trgm_ops);
