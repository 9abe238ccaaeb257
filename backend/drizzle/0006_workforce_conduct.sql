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
ALTER TABLE "wf_allowance" ADD CONSTRAINT "wf_allowance_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_ban_record" ADD CONSTRAINT "wf_ban_record_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_ban_record" ADD CONSTRAINT "wf_ban_record_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_ban_record" ADD CONSTRAINT "wf_ban_record_contract_dept_id_fin_contract_dept_id_fk" FOREIGN KEY ("contract_dept_id") REFERENCES "public"."fin_contract_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_credit_event" ADD CONSTRAINT "wf_credit_event_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_medical_leave" ADD CONSTRAINT "wf_medical_leave_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "wf_medical_leave_start_idx" ON "wf_medical_leave" USING btree ("start_date");