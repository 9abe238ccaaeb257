CREATE TABLE "sys_rate_limit" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_rate_limit_reset_at_idx" ON "sys_rate_limit" USING btree ("reset_at");