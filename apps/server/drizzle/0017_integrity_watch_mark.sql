ALTER TABLE "integrity_state" ADD COLUMN "scanned_xid" "xid8" DEFAULT '0'::xid8 NOT NULL;--> statement-breakpoint
UPDATE "integrity_state" SET "scanned_xid" = coalesce((SELECT "created_xid" FROM "ledger_transfers" WHERE "id" = "integrity_state"."scanned_transfer_id"), '0'::xid8);
