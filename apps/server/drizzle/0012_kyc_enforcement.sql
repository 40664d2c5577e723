CREATE TABLE "kyc_access_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"waiting_may_bet" boolean DEFAULT false NOT NULL,
	"waiting_may_be_loaded" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "kyc_access_settings_one_row_chk" CHECK ("kyc_access_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "kyc_access_settings" ADD CONSTRAINT "kyc_access_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The setting's one row, at the issue's default (a waiting player may be loaded, not bet).
INSERT INTO "kyc_access_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
