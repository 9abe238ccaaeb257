CREATE TABLE "ref_cpf_ceiling" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"locked_at" timestamp with time zone,
	"used_through" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"ow_ceiling_cents" bigint NOT NULL,
	"annual_ceiling_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_cpf_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"locked_at" timestamp with time zone,
	"used_through" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"rate_class" varchar(16) NOT NULL,
	"age_max" integer,
	"employer_bp" integer NOT NULL,
	"employee_bp" integer NOT NULL,
	"phased_employee_factor_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_gst_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"locked_at" timestamp with time zone,
	"used_through" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_public_holiday" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"locked_at" timestamp with time zone,
	"used_through" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"name" varchar(100) NOT NULL,
	"substitute_for" date
);
--> statement-breakpoint
CREATE TABLE "ref_sdl_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"locked_at" timestamp with time zone,
	"used_through" date,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"rate_bp" integer NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ref_cpf_ceiling_from_idx" ON "ref_cpf_ceiling" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "ref_cpf_rate_class_age_from_idx" ON "ref_cpf_rate" USING btree ("rate_class","age_max","effective_from");--> statement-breakpoint
CREATE INDEX "ref_gst_rate_from_idx" ON "ref_gst_rate" USING btree ("effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "ref_public_holiday_date_uq" ON "ref_public_holiday" USING btree ("date");--> statement-breakpoint
CREATE INDEX "ref_sdl_rate_from_idx" ON "ref_sdl_rate" USING btree ("effective_from");