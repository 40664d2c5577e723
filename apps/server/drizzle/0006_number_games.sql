CREATE TABLE "draw_combinations" (
	"draw_id" integer NOT NULL,
	"combination" text NOT NULL,
	"liability_centavos" bigint DEFAULT 0 NOT NULL,
	"straight_stake_centavos" bigint DEFAULT 0 NOT NULL,
	"rambolito_stake_centavos" bigint DEFAULT 0 NOT NULL,
	"cap_centavos" bigint,
	"not_accepted" boolean DEFAULT false NOT NULL,
	"multiplier_hundredths" integer,
	CONSTRAINT "draw_combinations_draw_id_combination_pk" PRIMARY KEY("draw_id","combination"),
	CONSTRAINT "draw_combinations_liability_chk" CHECK ("draw_combinations"."liability_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'SCHEDULED' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"matchup" jsonb,
	"terms" jsonb NOT NULL,
	"seed" text,
	"seed_hash" text,
	"seed_revealed_at" timestamp with time zone,
	"result" text,
	"scores" jsonb,
	"result_entered_by" integer,
	"result_entered_at" timestamp with time zone,
	"result_confirmed_by" integer,
	"result_confirmed_at" timestamp with time zone,
	"settlement" jsonb,
	"settlement_first_transfer_id" bigint,
	"settled_at" timestamp with time zone,
	"revert_count" integer DEFAULT 0 NOT NULL,
	"cancelled_reason" text,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_game_chk" CHECK ("draws"."game" in ('pick2','pick3','suertres','game-ending')),
	CONSTRAINT "draws_source_chk" CHECK ("draws"."source" in ('schedule','operator')),
	CONSTRAINT "draws_state_chk" CHECK ("draws"."state" in ('SCHEDULED','OPEN','CLOSED','RESULT_ENTERED','SETTLED','CANCELLED')),
	CONSTRAINT "draws_times_chk" CHECK ("draws"."opens_at" <= "draws"."cutoff_at" and "draws"."cutoff_at" <= "draws"."draw_at"),
	CONSTRAINT "draws_result_chk" CHECK (("draws"."state" in ('RESULT_ENTERED','SETTLED')) = ("draws"."result" is not null))
);
--> statement-breakpoint
CREATE TABLE "number_game_settings" (
	"game" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_game_settings_game_chk" CHECK ("number_game_settings"."game" in ('pick2','pick3','suertres','game-ending'))
);
--> statement-breakpoint
CREATE TABLE "ticket_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"combination" text NOT NULL,
	"form" text NOT NULL,
	"digits_key" text NOT NULL,
	"permutations" smallint NOT NULL,
	"stake_centavos" bigint NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	"payout_if_hit_centavos" bigint NOT NULL,
	CONSTRAINT "ticket_lines_form_chk" CHECK ("ticket_lines"."form" in ('straight','rambolito')),
	CONSTRAINT "ticket_lines_stake_chk" CHECK ("ticket_lines"."stake_centavos" > 0),
	CONSTRAINT "ticket_lines_combination_chk" CHECK ("ticket_lines"."combination" ~ '^[0-9]{2,3}$')
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total_stake_centavos" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "tickets_stake_chk" CHECK ("tickets"."total_stake_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "draw_combinations" ADD CONSTRAINT "draw_combinations_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_result_entered_by_users_id_fk" FOREIGN KEY ("result_entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_result_confirmed_by_users_id_fk" FOREIGN KEY ("result_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_game_settings" ADD CONSTRAINT "number_game_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_schedule_uq" ON "draws" USING btree ("game","draw_at") WHERE "draws"."source" = 'schedule';--> statement-breakpoint
CREATE INDEX "draws_game_draw_at_idx" ON "draws" USING btree ("game","draw_at");--> statement-breakpoint
CREATE INDEX "draws_state_idx" ON "draws" USING btree ("state","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_lines_ticket_line_uq" ON "ticket_lines" USING btree ("ticket_id","line_no");--> statement-breakpoint
CREATE INDEX "ticket_lines_draw_straight_idx" ON "ticket_lines" USING btree ("draw_id","combination") WHERE "ticket_lines"."form" = 'straight';--> statement-breakpoint
CREATE INDEX "ticket_lines_draw_rambolito_idx" ON "ticket_lines" USING btree ("draw_id","digits_key") WHERE "ticket_lines"."form" = 'rambolito';--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_user_idempotency_uq" ON "tickets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tickets_draw_user_idx" ON "tickets" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","id");