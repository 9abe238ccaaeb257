CREATE TABLE "wf_timesheet_adjustment" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"work_record_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone NOT NULL,
	"sent_home_early" boolean DEFAULT false NOT NULL,
	"pay_minutes" integer NOT NULL,
	"bill_minutes" integer NOT NULL,
	"pay_amount" bigint NOT NULL,
	"bill_amount" bigint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"note_id" integer,
	"payroll_item_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_timesheet_adjustment_change_ck" CHECK ("wf_timesheet_adjustment"."pay_amount" <> 0 or "wf_timesheet_adjustment"."bill_amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "wf_timesheet_adjustment" ADD CONSTRAINT "wf_timesheet_adjustment_timesheet_id_wf_timesheet_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."wf_timesheet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_timesheet_adjustment" ADD CONSTRAINT "wf_timesheet_adjustment_work_record_id_wf_work_record_id_fk" FOREIGN KEY ("work_record_id") REFERENCES "public"."wf_work_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wf_timesheet_adjustment_sheet_idx" ON "wf_timesheet_adjustment" USING btree ("timesheet_id","id");--> statement-breakpoint
CREATE INDEX "wf_timesheet_adjustment_record_idx" ON "wf_timesheet_adjustment" USING btree ("work_record_id");--> statement-breakpoint
CREATE INDEX "wf_timesheet_adjustment_pending_idx" ON "wf_timesheet_adjustment" USING btree ("work_record_id") WHERE "wf_timesheet_adjustment"."note_id" is null and "wf_timesheet_adjustment"."bill_amount" <> 0;