CREATE TABLE "fin_allocation" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_id" integer,
	"credit_note_id" integer,
	"amount" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_allocation_amount_ck" CHECK ("fin_allocation"."amount" > 0),
	CONSTRAINT "fin_allocation_source_ck" CHECK (("fin_allocation"."payment_id" is null) <> ("fin_allocation"."credit_note_id" is null))
);
--> statement-breakpoint
CREATE TABLE "fin_document_series" (
	"series" varchar(20) PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) DEFAULT 'invoice' NOT NULL,
	"series" varchar(20),
	"number" varchar(30),
	"client_id" integer NOT NULL,
	"contract_dept_id" integer,
	"po_number" varchar(50) DEFAULT '' NOT NULL,
	"period_from" date,
	"period_to" date,
	"original_id" integer,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"issue_date" date,
	"due_date" date,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"gst_rate_bp" integer,
	"gst" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"void_reason" varchar(500) DEFAULT '' NOT NULL,
	"supplier" jsonb,
	"customer" jsonb,
	"bank" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_invoice_settled_ck" CHECK ("fin_invoice"."paid" >= 0 and "fin_invoice"."credited" >= 0 and "fin_invoice"."paid" + "fin_invoice"."credited" <= greatest("fin_invoice"."total", 0))
);
--> statement-breakpoint
CREATE TABLE "fin_invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" varchar(300) NOT NULL,
	"position_id" integer,
	"date_from" date,
	"date_to" date,
	"minutes" integer DEFAULT 0 NOT NULL,
	"unit_rate" integer,
	"amount" bigint NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"source_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "fin_invoice_line_record" (
	"line_id" integer NOT NULL,
	"work_record_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_payment_amount_ck" CHECK ("fin_payment"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wf_work_record" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "fin_allocation" ADD CONSTRAINT "fin_allocation_invoice_id_fin_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fin_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_allocation" ADD CONSTRAINT "fin_allocation_payment_id_fin_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fin_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_allocation" ADD CONSTRAINT "fin_allocation_credit_note_id_fin_invoice_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."fin_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoice" ADD CONSTRAINT "fin_invoice_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoice" ADD CONSTRAINT "fin_invoice_contract_dept_id_fin_contract_dept_id_fk" FOREIGN KEY ("contract_dept_id") REFERENCES "public"."fin_contract_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoice_line" ADD CONSTRAINT "fin_invoice_line_invoice_id_fin_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fin_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoice_line" ADD CONSTRAINT "fin_invoice_line_position_id_fin_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."fin_position"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoice_line_record" ADD CONSTRAINT "fin_invoice_line_record_line_id_fin_invoice_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fin_invoice_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_invoice_line_record" ADD CONSTRAINT "fin_invoice_line_record_work_record_id_wf_work_record_id_fk" FOREIGN KEY ("work_record_id") REFERENCES "public"."wf_work_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_payment" ADD CONSTRAINT "fin_payment_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_allocation_invoice_idx" ON "fin_allocation" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "fin_allocation_payment_idx" ON "fin_allocation" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fin_allocation_credit_note_idx" ON "fin_allocation" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_number_uq" ON "fin_invoice" USING btree ("number");--> statement-breakpoint
CREATE INDEX "fin_invoice_client_idx" ON "fin_invoice" USING btree ("client_id","issue_date");--> statement-breakpoint
CREATE INDEX "fin_invoice_contract_dept_idx" ON "fin_invoice" USING btree ("contract_dept_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_status_idx" ON "fin_invoice" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "fin_invoice_issue_date_idx" ON "fin_invoice" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "fin_invoice_original_idx" ON "fin_invoice" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_kind_idx" ON "fin_invoice" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "fin_invoice_dept_idx" ON "fin_invoice" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_created_by_idx" ON "fin_invoice" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "fin_invoice_line_invoice_idx" ON "fin_invoice_line" USING btree ("invoice_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_line_record_pk" ON "fin_invoice_line_record" USING btree ("line_id","work_record_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_line_record_record_idx" ON "fin_invoice_line_record" USING btree ("work_record_id");--> statement-breakpoint
CREATE INDEX "fin_payment_client_idx" ON "fin_payment" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "wf_work_record_invoice_idx" ON "wf_work_record" USING btree ("invoice_id");