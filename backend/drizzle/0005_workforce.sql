CREATE TABLE "wf_applicant" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"nric" varchar(9) NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(10) NOT NULL,
	"nationality" varchar(60) NOT NULL,
	"residency" varchar(10) NOT NULL,
	"pr_start_date" date,
	"pass_type" varchar(20),
	"pass_expiry" date,
	"phone" varchar(12) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"engagement_type" varchar(12) DEFAULT 'contractor' NOT NULL,
	"source" varchar(20) DEFAULT 'staff' NOT NULL,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"worker_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_worker" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"nric" varchar(9) NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(10) NOT NULL,
	"nationality" varchar(60) NOT NULL,
	"residency" varchar(10) NOT NULL,
	"pr_start_date" date,
	"pass_type" varchar(20),
	"pass_expiry" date,
	"phone" varchar(12) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"engagement_type" varchar(12) NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"bank_name" varchar(100),
	"bank_account" varchar(34),
	"pay_now" varchar(20),
	"emergency_name" varchar(100) DEFAULT '' NOT NULL,
	"emergency_phone" varchar(12) DEFAULT '' NOT NULL,
	"emergency_relation" varchar(50) DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"credit_score" integer DEFAULT 100 NOT NULL,
	"status" varchar(24) DEFAULT 'pending_verification' NOT NULL,
	"suspended_until" date,
	"joined_at" timestamp with time zone,
	"last_worked_at" timestamp with time zone,
	"avatar" varchar(200),
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_worker_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"error" varchar(1000) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wf_applicant" ADD CONSTRAINT "wf_applicant_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_applicant_status_idx" ON "wf_applicant" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_applicant_nric_idx" ON "wf_applicant" USING btree ("nric");--> statement-breakpoint
CREATE INDEX "wf_applicant_phone_idx" ON "wf_applicant" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "wf_applicant_name_idx" ON "wf_applicant" USING btree ("name");--> statement-breakpoint
CREATE INDEX "wf_applicant_source_idx" ON "wf_applicant" USING btree ("source");--> statement-breakpoint
CREATE INDEX "wf_applicant_worker_idx" ON "wf_applicant" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "wf_applicant_dept_idx" ON "wf_applicant" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_applicant_created_by_idx" ON "wf_applicant" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_applicant_created_at_idx" ON "wf_applicant" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_worker_nric_uq" ON "wf_worker" USING btree ("nric");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_worker_phone_uq" ON "wf_worker" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "wf_worker_nric_tail_idx" ON "wf_worker" USING btree (right("nric", 4));--> statement-breakpoint
CREATE INDEX "wf_worker_name_idx" ON "wf_worker" USING btree ("name");--> statement-breakpoint
CREATE INDEX "wf_worker_status_idx" ON "wf_worker" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_worker_residency_idx" ON "wf_worker" USING btree ("residency");--> statement-breakpoint
CREATE INDEX "wf_worker_credit_score_idx" ON "wf_worker" USING btree ("credit_score");--> statement-breakpoint
CREATE INDEX "wf_worker_last_worked_at_idx" ON "wf_worker" USING btree ("last_worked_at");--> statement-breakpoint
CREATE INDEX "wf_worker_status_suspended_until_idx" ON "wf_worker" USING btree ("status","suspended_until");--> statement-breakpoint
CREATE INDEX "wf_worker_skills_gin" ON "wf_worker" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "wf_worker_dept_idx" ON "wf_worker" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_worker_created_by_idx" ON "wf_worker" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_worker_created_at_idx" ON "wf_worker" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wf_worker_import_status_idx" ON "wf_worker_import" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_worker_import_created_by_idx" ON "wf_worker_import" USING btree ("created_by");