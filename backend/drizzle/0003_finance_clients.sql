CREATE SEQUENCE "public"."fin_contract_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "fin_client" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"uen" varchar(10) NOT NULL,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"gst_reg_no" varchar(20),
	"billing_address" varchar(500) NOT NULL,
	"billing_contact" varchar(100) DEFAULT '' NOT NULL,
	"billing_phone" varchar(12) DEFAULT '' NOT NULL,
	"billing_email" varchar(254) NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"billing_frequency" varchar(10) NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_contract_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"site_address" varchar(500) NOT NULL,
	"postal_code" char(6) NOT NULL,
	"approver_name" varchar(100) DEFAULT '' NOT NULL,
	"approver_email" varchar(254) DEFAULT '' NOT NULL,
	"approver_phone" varchar(12) DEFAULT '' NOT NULL,
	"other_approvers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timesheet_template_id" integer,
	"cost_centre" varchar(50) DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_contract_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"revised_from" integer,
	"contract_dept_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"policy" jsonb NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_contract_order_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_order_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"pay_rate" bigint NOT NULL,
	"bill_rate" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_position" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"certificate_type_ids" integer[],
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fin_contract_dept" ADD CONSTRAINT "fin_contract_dept_client_id_fin_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fin_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_contract_order" ADD CONSTRAINT "fin_contract_order_revised_from_fin_contract_order_id_fk" FOREIGN KEY ("revised_from") REFERENCES "public"."fin_contract_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_contract_order" ADD CONSTRAINT "fin_contract_order_contract_dept_id_fin_contract_dept_id_fk" FOREIGN KEY ("contract_dept_id") REFERENCES "public"."fin_contract_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_contract_order_rate" ADD CONSTRAINT "fin_contract_order_rate_contract_order_id_fin_contract_order_id_fk" FOREIGN KEY ("contract_order_id") REFERENCES "public"."fin_contract_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_contract_order_rate" ADD CONSTRAINT "fin_contract_order_rate_position_id_fin_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."fin_position"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_client_name_uq" ON "fin_client" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_client_uen_uq" ON "fin_client" USING btree ("uen");--> statement-breakpoint
CREATE INDEX "fin_client_status_idx" ON "fin_client" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fin_client_billing_frequency_idx" ON "fin_client" USING btree ("billing_frequency");--> statement-breakpoint
CREATE INDEX "fin_client_dept_idx" ON "fin_client" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_client_created_by_idx" ON "fin_client" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_contract_dept_client_name_uq" ON "fin_contract_dept" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "fin_contract_dept_status_idx" ON "fin_contract_dept" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fin_contract_dept_postal_code_idx" ON "fin_contract_dept" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "fin_contract_dept_dept_idx" ON "fin_contract_dept" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_contract_dept_created_by_idx" ON "fin_contract_dept" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_contract_order_number_version_uq" ON "fin_contract_order" USING btree ("number","version");--> statement-breakpoint
CREATE INDEX "fin_contract_order_dept_idx" ON "fin_contract_order" USING btree ("contract_dept_id");--> statement-breakpoint
CREATE INDEX "fin_contract_order_revised_from_idx" ON "fin_contract_order" USING btree ("revised_from");--> statement-breakpoint
CREATE INDEX "fin_contract_order_status_valid_to_idx" ON "fin_contract_order" USING btree ("status","valid_to");--> statement-breakpoint
CREATE INDEX "fin_contract_order_valid_from_idx" ON "fin_contract_order" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "fin_contract_order_owner_dept_idx" ON "fin_contract_order" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_contract_order_created_by_idx" ON "fin_contract_order" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_contract_order_rate_order_position_uq" ON "fin_contract_order_rate" USING btree ("contract_order_id","position_id");--> statement-breakpoint
CREATE INDEX "fin_contract_order_rate_position_idx" ON "fin_contract_order_rate" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_position_name_uq" ON "fin_position" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fin_position_status_idx" ON "fin_position" USING btree ("status");