CREATE TABLE "fin_payroll_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL,
	"origin_month" varchar(7) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"deduction_type" varchar(16),
	"consent_ref" varchar(100) DEFAULT '' NOT NULL,
	"work_record_id" integer,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"payroll_month_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_payroll_item_amount_ck" CHECK ("fin_payroll_item"."amount" > 0 and "fin_payroll_item"."taken" >= 0 and "fin_payroll_item"."taken" <= "fin_payroll_item"."amount"),
	CONSTRAINT "fin_payroll_item_kind_ck" CHECK ("fin_payroll_item"."kind" in ('deduction', 'backPay'))
);
--> statement-breakpoint
ALTER TABLE "fin_payroll_detail" ADD COLUMN "rest_day_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_payroll_detail" ADD COLUMN "rest_day_pay" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_payroll_line" ADD COLUMN "rest_day_pay" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fin_payroll_item" ADD CONSTRAINT "fin_payroll_item_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_payroll_item_worker_idx" ON "fin_payroll_item" USING btree ("worker_id","id");--> statement-breakpoint
CREATE INDEX "fin_payroll_item_status_idx" ON "fin_payroll_item" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_payroll_item_kind_idx" ON "fin_payroll_item" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "fin_payroll_item_origin_idx" ON "fin_payroll_item" USING btree ("origin_month");--> statement-breakpoint
CREATE INDEX "fin_payroll_item_amount_idx" ON "fin_payroll_item" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "fin_payroll_item_record_idx" ON "fin_payroll_item" USING btree ("work_record_id");--> statement-breakpoint
CREATE INDEX "fin_payroll_item_open_idx" ON "fin_payroll_item" USING btree ("worker_id") WHERE "fin_payroll_item"."status" = 'open';