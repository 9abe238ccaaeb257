CREATE TABLE "wf_certificate_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"expires" boolean DEFAULT true NOT NULL,
	"blocks_eligibility" boolean DEFAULT true NOT NULL,
	"reminder_days" integer[] DEFAULT '{30,7,0}'::integer[] NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_worker_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"number" varchar(100) DEFAULT '' NOT NULL,
	"issuer" varchar(200) DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"file_key" varchar(100) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"verified_by" varchar(100),
	"verified_at" timestamp with time zone,
	"last_reminder_day" integer,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_worker_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"number" varchar(100) DEFAULT '' NOT NULL,
	"issuer" varchar(200) DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"file_key" varchar(100) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"title" varchar(200) NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_worker_certificate" ADD CONSTRAINT "wf_worker_certificate_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_worker_certificate" ADD CONSTRAINT "wf_worker_certificate_type_id_wf_certificate_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."wf_certificate_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_worker_document" ADD CONSTRAINT "wf_worker_document_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_certificate_type_name_uq" ON "wf_certificate_type" USING btree ("name");--> statement-breakpoint
CREATE INDEX "wf_certificate_type_status_idx" ON "wf_certificate_type" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_worker_certificate_worker_idx" ON "wf_worker_certificate" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "wf_worker_certificate_type_idx" ON "wf_worker_certificate" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "wf_worker_certificate_status_expires_idx" ON "wf_worker_certificate" USING btree ("status","expires_on");--> statement-breakpoint
CREATE INDEX "wf_worker_certificate_number_idx" ON "wf_worker_certificate" USING btree ("number");--> statement-breakpoint
CREATE INDEX "wf_worker_certificate_dept_idx" ON "wf_worker_certificate" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_worker_certificate_created_by_idx" ON "wf_worker_certificate" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_worker_document_worker_idx" ON "wf_worker_document" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "wf_worker_document_title_idx" ON "wf_worker_document" USING btree ("title");--> statement-breakpoint
CREATE INDEX "wf_worker_document_dept_idx" ON "wf_worker_document" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_worker_document_created_by_idx" ON "wf_worker_document" USING btree ("created_by");