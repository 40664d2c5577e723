import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/** Raw bytes (PostgreSQL bytea), so every process and every backup holds the images. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // PGlite and node-postgres both return a Buffer or Uint8Array; copy into a plain Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
});

const KYC_STATUS_SQL = sql.raw("('unverified','under-review','more-info-requested','verified','rejected','closed')");

/**
 * A player's identity as given (docs/decisions/0013-know-your-customer.md); one open submission per player. The
 * exclusion match found at submission is kept, so the reviewer sees what the list said then.
 */
export const identitySubmissions = pgTable(
  "identity_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    fullName: text("full_name").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    address: text("address").notNull(),
    nationality: text("nationality").notNull(),
    occupation: text("occupation").notNull(),
    governmentEmployee: boolean("government_employee").notNull(),
    militaryOrPolice: boolean("military_or_police").notNull(),
    operatorEmployee: boolean("operator_employee").notNull(),
    mobile: text("mobile").notNull(),
    idType: text("id_type").notNull(),
    /** Compact (normalizeIdNumber), so other accounts with the same number are found by equality. */
    idNumber: text("id_number").notNull(),
    /** HMAC of the normalised name + birth date (exclusionKeys), to find other accounts of the same person. */
    personKey: text("person_key").notNull(),
    status: text("status").notNull().default("under-review"),
    /** The exclusion kinds that matched at submission (empty: none). */
    exclusionMatches: text("exclusion_matches").array().notNull().default(sql`'{}'::text[]`),
    reviewerId: integer("reviewer_id").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("identity_submissions_open_uq").on(t.userId).where(sql`${t.status} = 'under-review'`),
    index("identity_submissions_queue_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'under-review'`),
    index("identity_submissions_id_number_idx").on(t.idNumber),
    index("identity_submissions_mobile_idx").on(t.mobile),
    index("identity_submissions_person_idx").on(t.personKey),
    check("identity_submissions_status_chk", sql`${t.status} in ${KYC_STATUS_SQL}`),
  ],
);

/** The stripped bytes of a submission's two images (ID photo, selfie holding it); served only to reviewers. */
export const identityImages = pgTable(
  "identity_images",
  {
    submissionId: integer("submission_id")
      .notNull()
      .references(() => identitySubmissions.id),
    kind: text("kind").notNull(),
    mime: text("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.kind] }),
    check("identity_images_kind_chk", sql`${t.kind} in ('id', 'selfie')`),
    check("identity_images_mime_chk", sql`${t.mime} in ('image/jpeg', 'image/png')`),
  ],
);

/**
 * The list of restricted persons: one entry per person (regulator import, family request, self-exclusion), with
 * its keys in `exclusion_keys`. No identifier is stored in the clear: a stolen database names nobody.
 */
export const exclusionEntries = pgTable(
  "exclusion_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    source: text("source").notNull(),
    requester: text("requester"),
    documentRef: text("document_ref"),
    addedBy: integer("added_by").references(() => users.id),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: integer("removed_by").references(() => users.id),
    removalReason: text("removal_reason"),
  },
  (t) => [check("exclusion_entries_source_chk", sql`${t.source} in ('regulator', 'family', 'self-exclusion')`)],
);

/** HMAC-SHA256 hex keys of an entry's identifiers (exclusionKeys); `removed_at` copies the entry's for the index. */
export const exclusionKeys = pgTable(
  "exclusion_keys",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => exclusionEntries.id),
    keyKind: text("key_kind").notNull(),
    key: text("key").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.key] }),
    index("exclusion_keys_live_idx").on(t.key).where(sql`${t.removedAt} is null`),
    check("exclusion_keys_kind_chk", sql`${t.keyKind} in ('name-birth-date', 'id-number', 'mobile')`),
  ],
);

/** Staff permissions the admin grants (today only "compliance"); the admin holds every permission by type. */
export const staffPermissions = pgTable(
  "staff_permissions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    permission: text("permission").notNull(),
    grantedBy: integer("granted_by")
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permission] }),
    check("staff_permissions_permission_chk", sql`${t.permission} in ('compliance')`),
  ],
);

/**
 * The platform setting of what a waiting player (unverified, under review, asked for more) may do: one row (id 1),
 * read by the bet and ticket statements and the load's guard in SQL; changed by the admin, audited. Without the row
 * (never the case after the migration) the statements use the default: loads yes, bets no.
 */
export const kycAccessSettings = pgTable(
  "kyc_access_settings",
  {
    id: integer("id").primaryKey().default(1),
    waitingMayBet: boolean("waiting_may_bet").notNull().default(false),
    waitingMayBeLoaded: boolean("waiting_may_be_loaded").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => users.id),
  },
  (t) => [check("kyc_access_settings_one_row_chk", sql`${t.id} = 1`)],
);
