CREATE TABLE "integrity_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrity_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"score" integer NOT NULL,
	"evidence" jsonb NOT NULL,
	"account_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"contest" text,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_to" integer,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "integrity_alerts_status_chk" CHECK ("integrity_alerts"."status" in ('new','assigned','benign','confirmed')),
	CONSTRAINT "integrity_alerts_score_chk" CHECK ("integrity_alerts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "integrity_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrity_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alert_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_scans" (
	"contest" text PRIMARY KEY NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrity_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"thresholds" jsonb,
	"scanned_transfer_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "integrity_state_one_row_chk" CHECK ("integrity_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "integrity_alerts" ADD CONSTRAINT "integrity_alerts_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_alerts" ADD CONSTRAINT "integrity_alerts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_notes" ADD CONSTRAINT "integrity_notes_alert_id_integrity_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."integrity_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_notes" ADD CONSTRAINT "integrity_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_alerts_kind_subject_uq" ON "integrity_alerts" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "integrity_alerts_open_idx" ON "integrity_alerts" USING btree ("raised_at") WHERE "integrity_alerts"."status" in ('new','assigned');--> statement-breakpoint
CREATE INDEX "integrity_notes_alert_idx" ON "integrity_notes" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("device_id");