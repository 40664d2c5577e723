CREATE TABLE "play_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_check_due_at" timestamp with time zone,
	"staked_at_start_centavos" bigint NOT NULL,
	"credited_at_start_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limit_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"requested_by_role" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	"set_by_user_id" integer NOT NULL,
	"set_by_role" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "protection_limits_role_chk" CHECK ("protection_limits"."set_by_role" in ('player', 'upline'))
);
--> statement-breakpoint
CREATE TABLE "protection_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"staked_total_centavos" bigint NOT NULL,
	"credited_total_centavos" bigint NOT NULL,
	"loaded_total_centavos" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_restrictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_restrictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by_user_id" integer,
	"reason" text,
	"written_request" boolean DEFAULT false NOT NULL,
	CONSTRAINT "protection_restrictions_kind_chk" CHECK ("protection_restrictions"."kind" in ('time-out', 'self-exclusion'))
);
--> statement-breakpoint
CREATE TABLE "protection_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"loss_day_centavos" bigint,
	"loss_week_centavos" bigint,
	"loss_month_centavos" bigint,
	"wager_day_centavos" bigint,
	"wager_week_centavos" bigint,
	"wager_month_centavos" bigint,
	"load_day_centavos" bigint,
	"load_week_centavos" bigint,
	"load_month_centavos" bigint,
	"largest_stake_centavos" bigint,
	"play_minutes" integer,
	"limited" boolean DEFAULT false NOT NULL,
	"restricted_kind" text,
	"restricted_until" timestamp with time zone,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"staked_total_centavos" bigint DEFAULT 0 NOT NULL,
	"credited_total_centavos" bigint DEFAULT 0 NOT NULL,
	"loaded_total_centavos" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_state_kind_chk" CHECK ("protection_state"."restricted_kind" in ('time-out', 'self-exclusion')),
	CONSTRAINT "protection_state_reality_chk" CHECK ("protection_state"."reality_check_minutes" in (15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_changes" ADD CONSTRAINT "protection_limit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_changes" ADD CONSTRAINT "protection_limit_changes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_marks" ADD CONSTRAINT "protection_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_restrictions" ADD CONSTRAINT "protection_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_restrictions" ADD CONSTRAINT "protection_restrictions_lifted_by_user_id_users_id_fk" FOREIGN KEY ("lifted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_state" ADD CONSTRAINT "protection_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_sessions_user_idx" ON "play_sessions" USING btree ("user_id","last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "protection_limit_changes_due_idx" ON "protection_limit_changes" USING btree ("effective_at") WHERE "protection_limit_changes"."applied_at" is null and "protection_limit_changes"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "protection_limit_changes_user_idx" ON "protection_limit_changes" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "protection_marks_user_at_idx" ON "protection_marks" USING btree ("user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "protection_restrictions_user_idx" ON "protection_restrictions" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
-- Every user has a protection row from the start: it is the lock a player's stakes, loads and limits share, so no
-- money path has to create it (docs/decisions/0011-player-protection.md). Totals count from this migration on.
INSERT INTO "protection_state" ("user_id") SELECT "id" FROM "users" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "protection_state_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "protection_state" ("user_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_protection_state_open" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "protection_state_open"();
