CREATE TABLE "fin_appeal" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"work_record_id" integer,
	"category" varchar(16) NOT NULL,
	"claimed_amount" bigint NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(14) DEFAULT 'submitted' NOT NULL,
	"accepted_amount" bigint DEFAULT 0 NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"adjustment_id" bigint,
	"origin_month" varchar(7),
	"payroll_month_id" integer,
	"credited_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_appeal_claimed_ck" CHECK ("fin_appeal"."claimed_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fin_incentive_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"subject_key" varchar(40) DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"evidence" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"measure" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"transaction_id" bigint,
	"payroll_month_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_incentive_record_amount_ck" CHECK ("fin_incentive_record"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fin_incentive_scheme" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"client_ids" integer[],
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"swept_at" timestamp with time zone,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_incentive_scheme_amount_ck" CHECK ("fin_incentive_scheme"."amount" > 0),
	CONSTRAINT "fin_incentive_scheme_period_ck" CHECK ("fin_incentive_scheme"."period_end" >= "fin_incentive_scheme"."period_start")
);
--> statement-breakpoint
ALTER TABLE "wf_worker" ADD COLUMN "referred_by" integer;--> statement-breakpoint
ALTER TABLE "fin_appeal" ADD CONSTRAINT "fin_appeal_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_incentive_record" ADD CONSTRAINT "fin_incentive_record_scheme_id_fin_incentive_scheme_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."fin_incentive_scheme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_incentive_record" ADD CONSTRAINT "fin_incentive_record_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_appeal_worker_idx" ON "fin_appeal" USING btree ("worker_id","id");--> statement-breakpoint
CREATE INDEX "fin_appeal_status_idx" ON "fin_appeal" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_appeal_category_idx" ON "fin_appeal" USING btree ("category");--> statement-breakpoint
CREATE INDEX "fin_appeal_transaction_idx" ON "fin_appeal" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "fin_appeal_record_idx" ON "fin_appeal" USING btree ("work_record_id");--> statement-breakpoint
CREATE INDEX "fin_appeal_created_idx" ON "fin_appeal" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_appeal_claimed_idx" ON "fin_appeal" USING btree ("claimed_amount");--> statement-breakpoint
CREATE INDEX "fin_appeal_unpaid_idx" ON "fin_appeal" USING btree ("worker_id") WHERE "fin_appeal"."payroll_month_id" is null and "fin_appeal"."status" in ('accepted', 'closed') and "fin_appeal"."accepted_amount" <> 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_incentive_record_subject_uq" ON "fin_incentive_record" USING btree ("scheme_id","worker_id","subject_key");--> statement-breakpoint
CREATE INDEX "fin_incentive_record_worker_idx" ON "fin_incentive_record" USING btree ("worker_id","id");--> statement-breakpoint
CREATE INDEX "fin_incentive_record_status_idx" ON "fin_incentive_record" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_incentive_record_amount_idx" ON "fin_incentive_record" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "fin_incentive_record_created_idx" ON "fin_incentive_record" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_incentive_record_unpaid_idx" ON "fin_incentive_record" USING btree ("worker_id") WHERE "fin_incentive_record"."payroll_month_id" is null and "fin_incentive_record"."status" = 'credited';--> statement-breakpoint
CREATE UNIQUE INDEX "fin_incentive_scheme_name_uq" ON "fin_incentive_scheme" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fin_incentive_scheme_status_idx" ON "fin_incentive_scheme" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_incentive_scheme_type_idx" ON "fin_incentive_scheme" USING btree ("type");--> statement-breakpoint
CREATE INDEX "fin_incentive_scheme_period_idx" ON "fin_incentive_scheme" USING btree ("period_start","period_end");--> statement-breakpoint
CREATE INDEX "fin_incentive_scheme_created_idx" ON "fin_incentive_scheme" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_incentive_scheme_dept_idx" ON "fin_incentive_scheme" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_worker_referred_by_idx" ON "wf_worker" USING btree ("referred_by");