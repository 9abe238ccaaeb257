CREATE TABLE "wf_worker_device" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_prefix" varchar(16) NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_worker_device" ADD CONSTRAINT "wf_worker_device_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_worker_device_token_hash_uq" ON "wf_worker_device" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "wf_worker_device_worker_idx" ON "wf_worker_device" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "wf_worker_device_dept_idx" ON "wf_worker_device" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_worker_device_created_by_idx" ON "wf_worker_device" USING btree ("created_by");