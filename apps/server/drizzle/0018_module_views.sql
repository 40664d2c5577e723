-- Each module's views for the others (docs/architecture.md, "each module's tables are its own"): another module's
-- raw SQL reads these, never the tables. Columns listed one by one, so the owner may change its table and keep the
-- view. Plain projections: the planner inlines them into the statement, indexes and all. Expand only: new views.
CREATE VIEW "users_view" AS
  SELECT "id", "username", "name", "type", "agent_type", "upline_id", "status", "kyc_status",
         "sabong_bp", "pick2_bp", "pick3_bp", "game_ending_bp", "suertres_bp"
  FROM "users";
--> statement-breakpoint
CREATE VIEW "ledger_accounts_view" AS
  SELECT "id", "kind", "owner_user_id", "purpose", "balance_centavos", "created_at" FROM "ledger_accounts";
--> statement-breakpoint
CREATE VIEW "ledger_transfers_view" AS
  SELECT "id", "created_xid", "created_at", "code", "amount_centavos", "debit_account_id", "credit_account_id",
         "reverses_transfer_id", "ref_type", "ref_id"
  FROM "ledger_transfers";
--> statement-breakpoint
CREATE VIEW "ledger_debts_view" AS
  SELECT "id", "user_id", "ref_type", "ref_id" FROM "ledger_debts";
--> statement-breakpoint
CREATE VIEW "events_view" AS
  SELECT "id", "game", "name" FROM "events";
--> statement-breakpoint
CREATE VIEW "fights_view" AS
  SELECT "id", "event_id", "number", "state", "result", "closed_at", "declared_at" FROM "fights";
--> statement-breakpoint
CREATE VIEW "bets_view" AS
  SELECT "id", "fight_id", "user_id", "side", "stake_centavos", "created_at" FROM "bets";
--> statement-breakpoint
CREATE VIEW "draws_view" AS
  SELECT "id", "game", "state", "result", "draw_at" FROM "draws";
--> statement-breakpoint
CREATE VIEW "tickets_view" AS
  SELECT "id", "draw_id", "user_id", "created_at" FROM "tickets";
--> statement-breakpoint
CREATE VIEW "ticket_lines_view" AS
  SELECT "id", "ticket_id", "draw_id", "user_id", "combination", "form", "digits_key", "stake_centavos"
  FROM "ticket_lines";
--> statement-breakpoint
CREATE VIEW "sessions_view" AS
  SELECT "user_id", "device_id", "ip" FROM "sessions";
