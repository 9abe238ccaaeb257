CREATE TABLE "web_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_key" text,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"placement" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_banner_placement_idx" ON "web_banner" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "web_banner_title_idx" ON "web_banner" USING btree ("title");--> statement-breakpoint
CREATE INDEX "web_banner_start_idx" ON "web_banner" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "web_banner_end_idx" ON "web_banner" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "web_banner_dept_idx" ON "web_banner" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "web_banner_created_by_idx" ON "web_banner" USING btree ("created_by");