CREATE TABLE "cash_request_screenshots" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "cash_request_screenshots_mime_chk" CHECK ("cash_request_screenshots"."mime" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "cash_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"desk" text NOT NULL,
	"handler_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"e_wallet" text NOT NULL,
	"reference" text,
	"wallet_number" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_requests_kind_chk" CHECK ("cash_requests"."kind" in ('cash-in', 'cash-out')),
	CONSTRAINT "cash_requests_desk_chk" CHECK ("cash_requests"."desk" in ('upline', 'cashier')),
	CONSTRAINT "cash_requests_state_chk" CHECK ("cash_requests"."state" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "cash_requests_e_wallet_chk" CHECK ("cash_requests"."e_wallet" in ('gcash', 'maya')),
	CONSTRAINT "cash_requests_amount_chk" CHECK ("cash_requests"."amount_centavos" > 0),
	CONSTRAINT "cash_requests_handler_chk" CHECK (("cash_requests"."desk" = 'upline') = ("cash_requests"."handler_id" is not null)),
	CONSTRAINT "cash_requests_approved_chk" CHECK (("cash_requests"."state" = 'approved') = ("cash_requests"."transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "cash_request_screenshots" ADD CONSTRAINT "cash_request_screenshots_request_id_cash_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cash_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_requests_player_idx" ON "cash_requests" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "cash_requests_handler_pending_idx" ON "cash_requests" USING btree ("handler_id","id") WHERE "cash_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "cash_requests_desk_pending_idx" ON "cash_requests" USING btree ("desk","id") WHERE "cash_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_requests_transfer_idx" ON "cash_requests" USING btree ("transfer_id");