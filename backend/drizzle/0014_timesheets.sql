CREATE SEQUENCE "public"."wf_timesheet_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wf_timesheet" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"client_id" integer NOT NULL,
	"contract_dept_id" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"template_id" integer,
	"record_count" integer DEFAULT 0 NOT NULL,
	"pay_minutes" integer DEFAULT 0 NOT NULL,
	"bill_minutes" integer DEFAULT 0 NOT NULL,
	"normal_minutes" integer DEFAULT 0 NOT NULL,
	"ot_minutes" integer DEFAULT 0 NOT NULL,
	"bill_normal_minutes" integer DEFAULT 0 NOT NULL,
	"bill_ot_minutes" integer DEFAULT 0 NOT NULL,
	"ph_minutes" integer DEFAULT 0 NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"bill_amount" bigint DEFAULT 0 NOT NULL,
	"status" varchar(24) DEFAULT 'draft' NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"signer_name" varchar(100),
	"signature_key" text,
	"signed_at" timestamp with time zone,
	"signed_hash" varchar(64),
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD COLUMN "timesheet_id" integer;--> statement-breakpoint
ALTER TABLE "wf_timesheet" ADD CONSTRAINT "wf_timesheet_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_timesheet" ADD CONSTRAINT "wf_timesheet_contract_dept_id_fin_contract_dept_id_fk" FOREIGN KEY ("contract_dept_id") REFERENCES "public"."fin_contract_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_timesheet_number_uq" ON "wf_timesheet" USING btree ("number");--> statement-breakpoint
CREATE INDEX "wf_timesheet_dept_period_idx" ON "wf_timesheet" USING btree ("contract_dept_id","period_from");--> statement-breakpoint
CREATE INDEX "wf_timesheet_client_period_idx" ON "wf_timesheet" USING btree ("client_id","period_from");--> statement-breakpoint
CREATE INDEX "wf_timesheet_status_period_idx" ON "wf_timesheet" USING btree ("status","period_from");--> statement-breakpoint
CREATE INDEX "wf_timesheet_period_idx" ON "wf_timesheet" USING btree ("period_from","id");--> statement-breakpoint
CREATE INDEX "wf_timesheet_dept_idx" ON "wf_timesheet" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_timesheet_created_by_idx" ON "wf_timesheet" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD CONSTRAINT "wf_work_record_timesheet_id_wf_timesheet_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."wf_timesheet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_work_record_timesheet_idx" ON "wf_work_record" USING btree ("timesheet_id");