CREATE SEQUENCE "public"."wf_job_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wf_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"contract_order_id" integer NOT NULL,
	"contract_dept_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"dress_code" varchar(200) DEFAULT '' NOT NULL,
	"site_contact" varchar(200) DEFAULT '' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"shift_date" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"break_minutes" integer NOT NULL,
	"break_paid" boolean NOT NULL,
	"headcount" integer NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"required_certificate_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"minimum_age" integer,
	"residencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_credit_score" integer,
	"pay_rate" bigint NOT NULL,
	"bill_rate" bigint NOT NULL,
	"policy" jsonb NOT NULL,
	"public_holiday" boolean DEFAULT false NOT NULL,
	"visibility" varchar(20) DEFAULT 'public' NOT NULL,
	"booking_mode" varchar(20) DEFAULT 'review' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"cancel_reason" varchar(1000) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_work_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"contract_dept_id" integer NOT NULL,
	"shift_date" date NOT NULL,
	"scheduled_start_at" timestamp with time zone NOT NULL,
	"scheduled_end_at" timestamp with time zone NOT NULL,
	"break_minutes" integer NOT NULL,
	"break_paid" boolean NOT NULL,
	"clock_in_at" timestamp with time zone,
	"clock_out_at" timestamp with time zone,
	"clock_in_location" jsonb,
	"clock_out_location" jsonb,
	"adjust_reason" varchar(500) DEFAULT '' NOT NULL,
	"early_start_approved" boolean DEFAULT false NOT NULL,
	"overtime_approved" boolean DEFAULT false NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_leave_minutes" integer DEFAULT 0 NOT NULL,
	"raw_minutes" integer DEFAULT 0 NOT NULL,
	"pay_minutes" integer DEFAULT 0 NOT NULL,
	"bill_minutes" integer DEFAULT 0 NOT NULL,
	"normal_minutes" integer DEFAULT 0 NOT NULL,
	"ot_minutes" integer DEFAULT 0 NOT NULL,
	"bill_normal_minutes" integer DEFAULT 0 NOT NULL,
	"bill_ot_minutes" integer DEFAULT 0 NOT NULL,
	"ph_minutes" integer DEFAULT 0 NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"bill_amount" bigint DEFAULT 0 NOT NULL,
	"allowance_amount" bigint DEFAULT 0 NOT NULL,
	"status" varchar(24) DEFAULT 'scheduled' NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"cancelled_by" varchar(10),
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_job" ADD CONSTRAINT "wf_job_contract_order_id_fin_contract_order_id_fk" FOREIGN KEY ("contract_order_id") REFERENCES "public"."fin_contract_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_job" ADD CONSTRAINT "wf_job_contract_dept_id_fin_contract_dept_id_fk" FOREIGN KEY ("contract_dept_id") REFERENCES "public"."fin_contract_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_job" ADD CONSTRAINT "wf_job_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_job" ADD CONSTRAINT "wf_job_position_id_fin_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."fin_position"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD CONSTRAINT "wf_work_record_job_id_wf_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."wf_job"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD CONSTRAINT "wf_work_record_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_job_code_uq" ON "wf_job" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wf_job_shift_date_idx" ON "wf_job" USING btree ("shift_date");--> statement-breakpoint
CREATE INDEX "wf_job_start_at_idx" ON "wf_job" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "wf_job_status_start_idx" ON "wf_job" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "wf_job_client_idx" ON "wf_job" USING btree ("client_id","shift_date");--> statement-breakpoint
CREATE INDEX "wf_job_contract_dept_idx" ON "wf_job" USING btree ("contract_dept_id","shift_date");--> statement-breakpoint
CREATE INDEX "wf_job_contract_order_idx" ON "wf_job" USING btree ("contract_order_id");--> statement-breakpoint
CREATE INDEX "wf_job_position_idx" ON "wf_job" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "wf_job_dept_idx" ON "wf_job" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_job_created_by_idx" ON "wf_job" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_work_record_shift_date_idx" ON "wf_work_record" USING btree ("shift_date","id");--> statement-breakpoint
CREATE INDEX "wf_work_record_status_date_idx" ON "wf_work_record" USING btree ("status","shift_date");--> statement-breakpoint
CREATE INDEX "wf_work_record_client_date_idx" ON "wf_work_record" USING btree ("client_id","shift_date");--> statement-breakpoint
CREATE INDEX "wf_work_record_contract_dept_date_idx" ON "wf_work_record" USING btree ("contract_dept_id","shift_date");--> statement-breakpoint
CREATE INDEX "wf_work_record_job_idx" ON "wf_work_record" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "wf_work_record_worker_start_idx" ON "wf_work_record" USING btree ("worker_id","scheduled_start_at");--> statement-breakpoint
CREATE INDEX "wf_work_record_start_idx" ON "wf_work_record" USING btree ("scheduled_start_at");--> statement-breakpoint
CREATE INDEX "wf_work_record_dept_idx" ON "wf_work_record" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_work_record_created_by_idx" ON "wf_work_record" USING btree ("created_by");