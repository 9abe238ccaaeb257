CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" varchar(64) NOT NULL,
	"entity_id" bigint NOT NULL,
	"action" varchar(64) NOT NULL,
	"from_state" varchar(64),
	"to_state" varchar(64),
	"actor_id" integer,
	"actor_name" varchar(64) DEFAULT '' NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "sys_audit" CASCADE;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");