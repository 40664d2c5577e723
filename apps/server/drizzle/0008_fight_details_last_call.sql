ALTER TABLE "events" ADD COLUMN "last_call_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "fights" ADD COLUMN "entries" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fights" ADD COLUMN "last_call_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fights_last_call_due_idx" ON "fights" USING btree ("last_call_ends_at") WHERE "fights"."state" = 'LAST_CALL';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_last_call_chk" CHECK ("events"."last_call_seconds" between 5 and 600);