ALTER TABLE "wf_work_record" ADD COLUMN "sent_home_early" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD COLUMN "sent_home_pay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD COLUMN "sent_home_bill_minutes" integer DEFAULT 0 NOT NULL;