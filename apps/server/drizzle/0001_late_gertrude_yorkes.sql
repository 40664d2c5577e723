CREATE TABLE "ledger_debts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"original_centavos" bigint NOT NULL,
	"outstanding_centavos" bigint NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_debts_amounts_chk" CHECK ("ledger_debts"."original_centavos" > 0 and "ledger_debts"."outstanding_centavos" >= 0 and "ledger_debts"."outstanding_centavos" <= "ledger_debts"."original_centavos")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"fight_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"stake_centavos" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payout_centavos" bigint,
	"per100_centavos" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_chk" CHECK ("bets"."stake_centavos" > 0),
	CONSTRAINT "bets_side_chk" CHECK ("bets"."side" in ('MERON','WALA','PULA','PUTI','DRAW')),
	CONSTRAINT "bets_status_chk" CHECK ("bets"."status" in ('PENDING','WON','LOST','REFUNDED'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"name" text NOT NULL,
	"event_date" date NOT NULL,
	"video_url" text,
	"plasada_bp" integer DEFAULT 500 NOT NULL,
	"draw_odds_multiplier" integer DEFAULT 8 NOT NULL,
	"min_stake_centavos" bigint NOT NULL,
	"max_stake_centavos" bigint NOT NULL,
	"draw_enabled" boolean NOT NULL,
	"status" text DEFAULT 'UPCOMING' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_game_chk" CHECK ("events"."game" in ('sabong','apple')),
	CONSTRAINT "events_status_chk" CHECK ("events"."status" in ('UPCOMING','LIVE','ENDED')),
	CONSTRAINT "events_plasada_chk" CHECK ("events"."plasada_bp" between 0 and 10000),
	CONSTRAINT "events_draw_odds_chk" CHECK ("events"."draw_odds_multiplier" >= 1),
	CONSTRAINT "events_stake_chk" CHECK ("events"."min_stake_centavos" > 0 and "events"."max_stake_centavos" >= "events"."min_stake_centavos")
);
--> statement-breakpoint
CREATE TABLE "fights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'STANDBY' NOT NULL,
	"result" text,
	"paused_sides" text[] DEFAULT '{}'::text[] NOT NULL,
	"plasada_bp" integer,
	"draw_odds_multiplier" integer,
	"settlement" jsonb,
	"revert_count" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"last_call_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"declared_at" timestamp with time zone,
	"declared_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fights_state_chk" CHECK ("fights"."state" in ('STANDBY','OPEN','LAST_CALL','CLOSED','DECLARED')),
	CONSTRAINT "fights_result_chk" CHECK (("fights"."state" = 'DECLARED') = ("fights"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "debit_balance_after_centavos" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "credit_balance_after_centavos" bigint;--> statement-breakpoint
ALTER TABLE "ledger_debts" ADD CONSTRAINT "ledger_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fight_id_fights_id_fk" FOREIGN KEY ("fight_id") REFERENCES "public"."fights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fights" ADD CONSTRAINT "fights_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_debts_open_idx" ON "ledger_debts" USING btree ("user_id","id") WHERE "ledger_debts"."outstanding_centavos" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency_uq" ON "bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_fight_idx" ON "bets" USING btree ("fight_id","side");--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bets_event_idx" ON "bets" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "bets_created_idx" ON "bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_game_status_idx" ON "events" USING btree ("game","status","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fights_event_number_uq" ON "fights" USING btree ("event_id","number");