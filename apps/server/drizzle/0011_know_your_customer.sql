CREATE TABLE "exclusion_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exclusion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"requester" text,
	"document_ref" text,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"removal_reason" text,
	CONSTRAINT "exclusion_entries_source_chk" CHECK ("exclusion_entries"."source" in ('regulator', 'family', 'self-exclusion'))
);
--> statement-breakpoint
CREATE TABLE "exclusion_keys" (
	"entry_id" integer NOT NULL,
	"key_kind" text NOT NULL,
	"key" text NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "exclusion_keys_entry_id_key_pk" PRIMARY KEY("entry_id","key"),
	CONSTRAINT "exclusion_keys_kind_chk" CHECK ("exclusion_keys"."key_kind" in ('name-birth-date', 'id-number', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "identity_images" (
	"submission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "identity_images_submission_id_kind_pk" PRIMARY KEY("submission_id","kind"),
	CONSTRAINT "identity_images_kind_chk" CHECK ("identity_images"."kind" in ('id', 'selfie')),
	CONSTRAINT "identity_images_mime_chk" CHECK ("identity_images"."mime" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "identity_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"address" text NOT NULL,
	"nationality" text NOT NULL,
	"occupation" text NOT NULL,
	"government_employee" boolean NOT NULL,
	"military_or_police" boolean NOT NULL,
	"operator_employee" boolean NOT NULL,
	"mobile" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"person_key" text NOT NULL,
	"status" text DEFAULT 'under-review' NOT NULL,
	"exclusion_matches" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewer_id" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_submissions_status_chk" CHECK ("identity_submissions"."status" in ('unverified','under-review','more-info-requested','verified','rejected','closed'))
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"user_id" integer NOT NULL,
	"permission" text NOT NULL,
	"granted_by" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission"),
	CONSTRAINT "staff_permissions_permission_chk" CHECK ("staff_permissions"."permission" in ('compliance'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
-- Accounts that exist before know-your-customer keep doing what they did: the review applies to new players.
UPDATE "users" SET "kyc_status" = 'verified';--> statement-breakpoint
ALTER TABLE "exclusion_entries" ADD CONSTRAINT "exclusion_entries_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_entries" ADD CONSTRAINT "exclusion_entries_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_keys" ADD CONSTRAINT "exclusion_keys_entry_id_exclusion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_submission_id_identity_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."identity_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_submissions" ADD CONSTRAINT "identity_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_submissions" ADD CONSTRAINT "identity_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusion_keys_live_idx" ON "exclusion_keys" USING btree ("key") WHERE "exclusion_keys"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_submissions_open_uq" ON "identity_submissions" USING btree ("user_id") WHERE "identity_submissions"."status" = 'under-review';--> statement-breakpoint
CREATE INDEX "identity_submissions_queue_idx" ON "identity_submissions" USING btree ("created_at","id") WHERE "identity_submissions"."status" = 'under-review';--> statement-breakpoint
CREATE INDEX "identity_submissions_id_number_idx" ON "identity_submissions" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "identity_submissions_mobile_idx" ON "identity_submissions" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "identity_submissions_person_idx" ON "identity_submissions" USING btree ("person_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kyc_status_chk" CHECK ("users"."kyc_status" in ('unverified','under-review','more-info-requested','verified','rejected','closed'));