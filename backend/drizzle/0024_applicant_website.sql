ALTER TABLE "wf_applicant" ADD COLUMN "job_code" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_applicant" ADD COLUMN "consent_at" timestamp with time zone;