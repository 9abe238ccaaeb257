CREATE TABLE "wf_sms_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"lang" varchar(5) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"vars" text DEFAULT '{}' NOT NULL,
	"body" varchar(1000) DEFAULT '' NOT NULL,
	"provider" varchar(20) DEFAULT '' NOT NULL,
	"provider_id" varchar(200),
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(1000) DEFAULT '' NOT NULL,
	"event_key" varchar(200) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_sms_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"lang" varchar(5) NOT NULL,
	"body" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wf_sms_log_event_key_uq" ON "wf_sms_log" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "wf_sms_log_code_idx" ON "wf_sms_log" USING btree ("code","created_at");--> statement-breakpoint
CREATE INDEX "wf_sms_log_status_idx" ON "wf_sms_log" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wf_sms_log_created_idx" ON "wf_sms_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wf_sms_log_event_key_trgm" ON "wf_sms_log" USING gin ("event_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "wf_sms_template_code_lang_uq" ON "wf_sms_template" USING btree ("code","lang");--> statement-breakpoint
CREATE INDEX "wf_sms_template_status_idx" ON "wf_sms_template" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_sms_template_dept_idx" ON "wf_sms_template" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_sms_template_created_by_idx" ON "wf_sms_template" USING btree ("created_by");