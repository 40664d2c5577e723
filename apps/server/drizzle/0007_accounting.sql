CREATE TABLE "accounting_account_days" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"game" text NOT NULL,
	"code" text NOT NULL,
	"in_centavos" bigint NOT NULL,
	"out_centavos" bigint NOT NULL,
	"in_count" bigint NOT NULL,
	"out_count" bigint NOT NULL,
	CONSTRAINT "accounting_account_days_day_account_id_game_code_pk" PRIMARY KEY("day","account_id","game","code")
);
--> statement-breakpoint
CREATE TABLE "accounting_contest_days" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"contest_kind" text NOT NULL,
	"contest_id" bigint NOT NULL,
	"category" text NOT NULL,
	"role" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"transfers" bigint NOT NULL,
	CONSTRAINT "accounting_contest_days_day_game_contest_kind_contest_id_category_role_pk" PRIMARY KEY("day","game","contest_kind","contest_id","category","role")
);
--> statement-breakpoint
CREATE TABLE "accounting_fold_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"watermark_xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"watermark_id" bigint DEFAULT 0 NOT NULL,
	"transfers_folded" bigint DEFAULT 0 NOT NULL,
	"folded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounting_user_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"category" text NOT NULL,
	"role" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"transfers" bigint NOT NULL,
	CONSTRAINT "accounting_user_days_day_user_id_game_category_role_pk" PRIMARY KEY("day","user_id","game","category","role")
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "created_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "accounting_account_days_account_idx" ON "accounting_account_days" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "accounting_user_days_user_idx" ON "accounting_user_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "ledger_transfers_xid_idx" ON "ledger_transfers" USING btree ("created_xid","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at","id");--> statement-breakpoint
INSERT INTO "accounting_fold_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;