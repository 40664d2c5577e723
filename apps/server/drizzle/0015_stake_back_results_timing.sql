ALTER TABLE "draws" ADD COLUMN "expected_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "closed_early_reason" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "reopen_cutoff_at" timestamp with time zone;