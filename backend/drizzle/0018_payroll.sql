CREATE TABLE "fin_payroll_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"month_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"worker_id" integer NOT NULL,
	"engagement_type" varchar(12) NOT NULL,
	"residency" varchar(12) NOT NULL,
	"rate_class" varchar(12),
	"age_band" varchar(12),
	"hourly_rate" bigint DEFAULT 0 NOT NULL,
	"normal_minutes" integer DEFAULT 0 NOT NULL,
	"ot_minutes" integer DEFAULT 0 NOT NULL,
	"ph_minutes" integer DEFAULT 0 NOT NULL,
	"basic_pay" bigint DEFAULT 0 NOT NULL,
	"ot_pay" bigint DEFAULT 0 NOT NULL,
	"ph_pay" bigint DEFAULT 0 NOT NULL,
	"gross_pay" bigint DEFAULT 0 NOT NULL,
	"allowances" bigint DEFAULT 0 NOT NULL,
	"incentives" bigint DEFAULT 0 NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"ow" bigint DEFAULT 0 NOT NULL,
	"aw" bigint DEFAULT 0 NOT NULL,
	"ow_subject" bigint DEFAULT 0 NOT NULL,
	"aw_subject" bigint DEFAULT 0 NOT NULL,
	"cpf_wage" bigint DEFAULT 0 NOT NULL,
	"cpf_employee" bigint DEFAULT 0 NOT NULL,
	"cpf_employer" bigint DEFAULT 0 NOT NULL,
	"sdl" bigint DEFAULT 0 NOT NULL,
	"net_pay" bigint DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"ot_from" date,
	"ot_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payroll_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"detail_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"ref_type" varchar(20) NOT NULL,
	"ref_id" integer,
	"work_date" date,
	"origin_month" varchar(7) NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"rate" bigint DEFAULT 0 NOT NULL,
	"normal_minutes" integer DEFAULT 0 NOT NULL,
	"ot_minutes" integer DEFAULT 0 NOT NULL,
	"ph_minutes" integer DEFAULT 0 NOT NULL,
	"basic_pay" bigint DEFAULT 0 NOT NULL,
	"ot_pay" bigint DEFAULT 0 NOT NULL,
	"ph_pay" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payroll_month" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" varchar(7) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"workers" integer DEFAULT 0 NOT NULL,
	"gross_pay" bigint DEFAULT 0 NOT NULL,
	"cpf_employee" bigint DEFAULT 0 NOT NULL,
	"cpf_employer" bigint DEFAULT 0 NOT NULL,
	"sdl" bigint DEFAULT 0 NOT NULL,
	"net_pay" bigint DEFAULT 0 NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"error" varchar(1000) DEFAULT '' NOT NULL,
	"job_id" varchar(64),
	"calculated_at" timestamp with time zone,
	"calculated_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_allowance" ADD COLUMN "payroll_month_id" integer;--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD COLUMN "payroll_month_id" integer;--> statement-breakpoint
ALTER TABLE "fin_payroll_detail" ADD CONSTRAINT "fin_payroll_detail_month_id_fin_payroll_month_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."fin_payroll_month"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payroll_detail" ADD CONSTRAINT "fin_payroll_detail_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payroll_line" ADD CONSTRAINT "fin_payroll_line_detail_id_fin_payroll_detail_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."fin_payroll_detail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payroll_detail_month_worker_uq" ON "fin_payroll_detail" USING btree ("month_id","worker_id");--> statement-breakpoint
CREATE INDEX "fin_payroll_detail_worker_idx" ON "fin_payroll_detail" USING btree ("worker_id","month");--> statement-breakpoint
CREATE INDEX "fin_payroll_detail_month_idx" ON "fin_payroll_detail" USING btree ("month");--> statement-breakpoint
CREATE INDEX "fin_payroll_detail_adjustments_idx" ON "fin_payroll_detail" USING btree ("month_id") WHERE "fin_payroll_detail"."adjustments" <> 0;--> statement-breakpoint
CREATE INDEX "fin_payroll_line_detail_idx" ON "fin_payroll_line" USING btree ("detail_id");--> statement-breakpoint
CREATE INDEX "fin_payroll_line_month_ref_idx" ON "fin_payroll_line" USING btree ("month_id","ref_type");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payroll_month_month_uq" ON "fin_payroll_month" USING btree ("month");--> statement-breakpoint
CREATE INDEX "fin_payroll_month_status_idx" ON "fin_payroll_month" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wf_work_record_unpaid_idx" ON "wf_work_record" USING btree ("shift_date") WHERE "wf_work_record"."payroll_month_id" is null and "wf_work_record"."status" in ('verified', 'credited', 'paid');