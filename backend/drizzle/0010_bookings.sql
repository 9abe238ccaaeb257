-- Bookings; job, work-record and booking starts kept to the millisecond (their lists page by cursor) and indexed beside each list filter in start order.
CREATE TABLE "wf_booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"shift_date" date NOT NULL,
	"start_at" timestamp (3) with time zone NOT NULL,
	"source" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"waitlisted_at" timestamp with time zone,
	"cancelled_by" varchar(10),
	"notice_minutes" integer,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"reconfirmed_at" timestamp with time zone,
	"work_record_id" integer,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "wf_job_client_idx";--> statement-breakpoint
DROP INDEX "wf_job_contract_dept_idx";--> statement-breakpoint
DROP INDEX "wf_work_record_status_date_idx";--> statement-breakpoint
DROP INDEX "wf_work_record_client_date_idx";--> statement-breakpoint
DROP INDEX "wf_work_record_contract_dept_date_idx";--> statement-breakpoint
ALTER TABLE "wf_job" ALTER COLUMN "start_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "wf_work_record" ALTER COLUMN "scheduled_start_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "wf_booking" ADD CONSTRAINT "wf_booking_job_id_wf_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."wf_job"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_booking" ADD CONSTRAINT "wf_booking_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_booking" ADD CONSTRAINT "wf_booking_work_record_id_wf_work_record_id_fk" FOREIGN KEY ("work_record_id") REFERENCES "public"."wf_work_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_booking_live_uq" ON "wf_booking" USING btree ("job_id","worker_id") WHERE status in ('pending', 'confirmed', 'waitlisted');--> statement-breakpoint
CREATE INDEX "wf_booking_job_status_idx" ON "wf_booking" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "wf_booking_worker_idx" ON "wf_booking" USING btree ("worker_id","start_at");--> statement-breakpoint
CREATE INDEX "wf_booking_client_start_idx" ON "wf_booking" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "wf_booking_start_idx" ON "wf_booking" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "wf_booking_status_start_idx" ON "wf_booking" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "wf_booking_work_record_idx" ON "wf_booking" USING btree ("work_record_id");--> statement-breakpoint
CREATE INDEX "wf_booking_dept_idx" ON "wf_booking" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "wf_booking_created_by_idx" ON "wf_booking" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "wf_job_client_start_idx" ON "wf_job" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "wf_job_contract_dept_start_idx" ON "wf_job" USING btree ("contract_dept_id","start_at");--> statement-breakpoint
CREATE INDEX "wf_work_record_status_start_idx" ON "wf_work_record" USING btree ("status","scheduled_start_at");--> statement-breakpoint
CREATE INDEX "wf_work_record_client_start_idx" ON "wf_work_record" USING btree ("client_id","scheduled_start_at");--> statement-breakpoint
CREATE INDEX "wf_work_record_contract_dept_start_idx" ON "wf_work_record" USING btree ("contract_dept_id","scheduled_start_at");--> statement-breakpoint
-- Records made before bookings existed get the booking a staff assignment would have made.
INSERT INTO "wf_booking" ("job_id", "worker_id", "client_id", "shift_date", "start_at", "source", "status", "decided_by", "decided_at", "cancelled_by", "reason", "work_record_id", "dept_id", "created_by", "updated_by", "created_at", "updated_at")
SELECT r."job_id", r."worker_id", r."client_id", r."shift_date", r."scheduled_start_at", 'staff_assign',
  CASE r."status" WHEN 'scheduled' THEN 'confirmed' WHEN 'cancelled' THEN 'cancelled' ELSE 'converted' END,
  r."created_by", r."created_at", r."cancelled_by", CASE r."status" WHEN 'cancelled' THEN r."reason" ELSE '' END,
  r."id", r."dept_id", r."created_by", r."updated_by", r."created_at", r."updated_at"
FROM "wf_work_record" r;
