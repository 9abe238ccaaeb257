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
CREATE TABLE "wf_allowance" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"amount" bigint NOT NULL,
	"work_date" date,
	"work_record_id" integer,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"decision_reason" varchar(500) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_ban_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"scope" varchar(12) NOT NULL,
	"client_id" integer,
	"contract_dept_id" integer,
	"reason" varchar(500) NOT NULL,
	"blacklist" boolean DEFAULT false NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"lifted_by" integer,
	"lifted_at" timestamp with time zone,
	"lift_reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_credit_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"weight" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"work_record_id" integer,
	"reversed_at" timestamp with time zone,
	"reversed_by" integer,
	"reversal_reason" varchar(200) DEFAULT '' NOT NULL,
	"medical_leave_id" integer,
	"expiry_applied" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_medical_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"clinic" varchar(200) NOT NULL,
	"mc_number" varchar(50) NOT NULL,
	"file_key" varchar(80),
	"notified_at" timestamp with time zone,
	"work_record_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"decision_reason" varchar(500) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
DROP INDEX "sys_login_log_time_idx";--> statement-breakpoint
DROP INDEX "sys_login_log_name_idx";--> statement-breakpoint
DROP INDEX "sys_login_log_status_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_time_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_status_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_oper_name_idx";--> statement-breakpoint
ALTER TABLE "sys_login_log" ALTER COLUMN "login_time" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sys_login_log" ALTER COLUMN "login_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sys_oper_log" ALTER COLUMN "oper_time" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sys_oper_log" ALTER COLUMN "oper_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "wf_applicant" ADD CONSTRAINT "wf_applicant_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_allowance" ADD CONSTRAINT "wf_allowance_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_ban_record" ADD CONSTRAINT "wf_ban_record_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_ban_record" ADD CONSTRAINT "wf_ban_record_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_ban_record" ADD CONSTRAINT "wf_ban_record_contract_dept_id_fin_contract_dept_id_fk" FOREIGN KEY ("contract_dept_id") REFERENCES "public"."fin_contract_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_credit_event" ADD CONSTRAINT "wf_credit_event_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_medical_leave" ADD CONSTRAINT "wf_medical_leave_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_worker_certificate" ADD CONSTRAINT "wf_worker_certificate_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_worker_certificate" ADD CONSTRAINT "wf_worker_certificate_type_id_wf_certificate_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."wf_certificate_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_worker_document" ADD CONSTRAINT "wf_worker_document_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "wf_worker_import_created_by_idx" ON "wf_worker_import" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_allowance_worker_idx" ON "wf_allowance" USING btree ("worker_id","work_date");--> statement-breakpoint
CREATE INDEX "wf_allowance_type_idx" ON "wf_allowance" USING btree ("type");--> statement-breakpoint
CREATE INDEX "wf_allowance_status_idx" ON "wf_allowance" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_allowance_work_date_idx" ON "wf_allowance" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "wf_allowance_amount_idx" ON "wf_allowance" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "wf_ban_record_worker_idx" ON "wf_ban_record" USING btree ("worker_id","status");--> statement-breakpoint
CREATE INDEX "wf_ban_record_status_ends_idx" ON "wf_ban_record" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "wf_ban_record_scope_idx" ON "wf_ban_record" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "wf_ban_record_client_idx" ON "wf_ban_record" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "wf_ban_record_contract_dept_idx" ON "wf_ban_record" USING btree ("contract_dept_id");--> statement-breakpoint
CREATE INDEX "wf_ban_record_starts_idx" ON "wf_ban_record" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "wf_ban_record_blacklist_idx" ON "wf_ban_record" USING btree ("worker_id") WHERE "wf_ban_record"."blacklist";--> statement-breakpoint
CREATE INDEX "wf_credit_event_worker_idx" ON "wf_credit_event" USING btree ("worker_id","occurred_at");--> statement-breakpoint
CREATE INDEX "wf_credit_event_kind_idx" ON "wf_credit_event" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "wf_credit_event_work_record_idx" ON "wf_credit_event" USING btree ("work_record_id");--> statement-breakpoint
CREATE INDEX "wf_credit_event_expiry_idx" ON "wf_credit_event" USING btree ("expires_at") WHERE not "wf_credit_event"."expiry_applied";--> statement-breakpoint
CREATE INDEX "wf_medical_leave_worker_idx" ON "wf_medical_leave" USING btree ("worker_id","start_date");--> statement-breakpoint
CREATE INDEX "wf_medical_leave_status_idx" ON "wf_medical_leave" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_medical_leave_kind_idx" ON "wf_medical_leave" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "wf_medical_leave_start_idx" ON "wf_medical_leave" USING btree ("start_date");--> statement-breakpoint
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
CREATE INDEX "wf_worker_document_created_by_idx" ON "wf_worker_document" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "sys_login_log_time_id_idx" ON "sys_login_log" USING btree ("login_time","id");--> statement-breakpoint
CREATE INDEX "sys_login_log_status_time_idx" ON "sys_login_log" USING btree ("status","login_time","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_id_idx" ON "sys_oper_log" USING btree ("oper_time","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_status_time_idx" ON "sys_oper_log" USING btree ("status","oper_time","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_method_time_idx" ON "sys_oper_log" USING btree ("request_method","oper_time","id");