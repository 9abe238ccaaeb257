CREATE TABLE "wf_timesheet_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"work_record_id" integer,
	"version" integer NOT NULL,
	"comment" varchar(1000) NOT NULL,
	"author" varchar(100) NOT NULL,
	"from_client" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_timesheet_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_for" varchar(16),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_timesheet_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"columns" jsonb NOT NULL,
	"grouping" varchar(16) DEFAULT 'none' NOT NULL,
	"show_totals" boolean DEFAULT true NOT NULL,
	"signature_block" boolean DEFAULT true NOT NULL,
	"logo_key" text,
	"footer_note" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(320) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"entity" varchar(40),
	"entity_id" integer,
	"transport" varchar(8) NOT NULL,
	"file_key" text,
	"message_id" varchar(300),
	"status" varchar(16) NOT NULL,
	"error" varchar(1000) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_timesheet" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wf_timesheet" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wf_timesheet" ADD COLUMN "sent_rows" jsonb;--> statement-breakpoint
ALTER TABLE "wf_timesheet_comment" ADD CONSTRAINT "wf_timesheet_comment_timesheet_id_wf_timesheet_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."wf_timesheet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_timesheet_link" ADD CONSTRAINT "wf_timesheet_link_timesheet_id_wf_timesheet_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."wf_timesheet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_timesheet_comment_timesheet_idx" ON "wf_timesheet_comment" USING btree ("timesheet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_timesheet_link_token_uq" ON "wf_timesheet_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "wf_timesheet_link_timesheet_idx" ON "wf_timesheet_link" USING btree ("timesheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_timesheet_template_name_uq" ON "wf_timesheet_template" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "wf_timesheet_template_dept_idx" ON "wf_timesheet_template" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_timesheet_template_created_by_idx" ON "wf_timesheet_template" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "sys_outbox_created_idx" ON "sys_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sys_outbox_status_idx" ON "sys_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sys_outbox_entity_idx" ON "sys_outbox" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "sys_outbox_dept_idx" ON "sys_outbox" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_outbox_created_by_idx" ON "sys_outbox" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_timesheet_deadline_idx" ON "wf_timesheet" USING btree ("status","deadline_at");