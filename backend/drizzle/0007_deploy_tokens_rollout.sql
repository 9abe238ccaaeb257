CREATE TABLE "sys_deploy_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"remotes" jsonb NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_prefix" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_remote_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote_name" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_message" varchar(500) DEFAULT '' NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_remote" ADD COLUMN "candidate_version" varchar(64);--> statement-breakpoint
ALTER TABLE "sys_remote" ADD COLUMN "rollout_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_remote" ADD COLUMN "rollout_role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_deploy_token_hash_uq" ON "sys_deploy_token" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_remote_error_uq" ON "sys_remote_error" USING btree ("remote_name","version");--> statement-breakpoint
CREATE INDEX "sys_remote_error_remote_idx" ON "sys_remote_error" USING btree ("remote_name");