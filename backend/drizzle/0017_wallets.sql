CREATE TABLE "fin_wallet" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_wallet_balances_ck" CHECK ("fin_wallet"."available" >= 0 and "fin_wallet"."pending" >= 0 and "fin_wallet"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fin_wallet_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"available_delta" bigint NOT NULL,
	"pending_delta" bigint NOT NULL,
	"held_delta" bigint NOT NULL,
	"available_after" bigint NOT NULL,
	"pending_after" bigint NOT NULL,
	"held_after" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref_type" varchar(30) NOT NULL,
	"ref_id" integer,
	"month" varchar(7),
	"memo" varchar(500) DEFAULT '' NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_wallet_transaction_sum_ck" CHECK ("fin_wallet_transaction"."amount" = "fin_wallet_transaction"."available_delta" + "fin_wallet_transaction"."pending_delta" + "fin_wallet_transaction"."held_delta"
        and "fin_wallet_transaction"."balance_after" = "fin_wallet_transaction"."available_after" + "fin_wallet_transaction"."pending_after" + "fin_wallet_transaction"."held_after"
        and "fin_wallet_transaction"."available_after" >= 0 and "fin_wallet_transaction"."pending_after" >= 0 and "fin_wallet_transaction"."held_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fin_withdrawal" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(10) NOT NULL,
	"pay_to" varchar(60) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"idempotency_key" varchar(120),
	"batch_ref" varchar(40),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_withdrawal_amount_ck" CHECK ("fin_withdrawal"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fin_wallet" ADD CONSTRAINT "fin_wallet_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_wallet_transaction" ADD CONSTRAINT "fin_wallet_transaction_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_withdrawal" ADD CONSTRAINT "fin_withdrawal_worker_id_wf_worker_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."wf_worker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_wallet_available_idx" ON "fin_wallet" USING btree ("available");--> statement-breakpoint
CREATE INDEX "fin_wallet_updated_idx" ON "fin_wallet" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_wallet_transaction_key_uq" ON "fin_wallet_transaction" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "fin_wallet_transaction_worker_idx" ON "fin_wallet_transaction" USING btree ("worker_id","id");--> statement-breakpoint
CREATE INDEX "fin_wallet_transaction_type_idx" ON "fin_wallet_transaction" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "fin_wallet_transaction_ref_idx" ON "fin_wallet_transaction" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "fin_wallet_transaction_created_idx" ON "fin_wallet_transaction" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_wallet_transaction_month_idx" ON "fin_wallet_transaction" USING btree ("worker_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_withdrawal_key_uq" ON "fin_withdrawal" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "fin_withdrawal_worker_idx" ON "fin_withdrawal" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "fin_withdrawal_status_idx" ON "fin_withdrawal" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_withdrawal_method_idx" ON "fin_withdrawal" USING btree ("method");--> statement-breakpoint
CREATE INDEX "fin_withdrawal_created_idx" ON "fin_withdrawal" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fin_withdrawal_amount_idx" ON "fin_withdrawal" USING btree ("amount");--> statement-breakpoint
-- The ledger is append-only for every database user (the application's too): a mistake is fixed
-- by a counter-entry. TRUNCATE is refused as well (statement-level trigger).
CREATE FUNCTION "fin_wallet_transaction_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fin_wallet_transaction is append-only: % refused (post a counter-entry instead)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fin_wallet_transaction_no_change" BEFORE UPDATE OR DELETE ON "fin_wallet_transaction"
  FOR EACH ROW EXECUTE FUNCTION "fin_wallet_transaction_append_only"();--> statement-breakpoint
CREATE TRIGGER "fin_wallet_transaction_no_truncate" BEFORE TRUNCATE ON "fin_wallet_transaction"
  FOR EACH STATEMENT EXECUTE FUNCTION "fin_wallet_transaction_append_only"();--> statement-breakpoint
-- Every wallet whose balances differ from its ledger's sums (none, ever): the check the database
-- itself can run (`select * from fin_wallet_mismatches()`).
CREATE FUNCTION "fin_wallet_mismatches"()
RETURNS TABLE (worker_id integer, available bigint, pending bigint, held bigint, ledger_available bigint, ledger_pending bigint, ledger_held bigint)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(w.worker_id, l.worker_id), coalesce(w.available, 0), coalesce(w.pending, 0), coalesce(w.held, 0),
         coalesce(l.a, 0)::bigint, coalesce(l.p, 0)::bigint, coalesce(l.h, 0)::bigint
  FROM fin_wallet w
  FULL JOIN (SELECT t.worker_id, sum(t.available_delta) a, sum(t.pending_delta) p, sum(t.held_delta) h
             FROM fin_wallet_transaction t GROUP BY t.worker_id) l ON l.worker_id = w.worker_id
  WHERE coalesce(w.available, 0) <> coalesce(l.a, 0) OR coalesce(w.pending, 0) <> coalesce(l.p, 0)
     OR coalesce(w.held, 0) <> coalesce(l.h, 0)
$$;
