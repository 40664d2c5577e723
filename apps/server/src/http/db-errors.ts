/**
 * Database errors a client's request can cause, told apart from faults of ours. Drizzle wraps the driver's error
 * (node-postgres or PGlite, both carrying PostgreSQL's `code` and `constraint`) in `cause`, so the chain is searched.
 */
type PgLike = { code?: unknown; constraint?: unknown };

const UNIQUE_VIOLATION = "23505";

/** Per unique constraint or index (names from apps/server/drizzle): what the loser of a race is told. */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_username_unique: "That username is already taken",
  users_ref_code_unique: "Could not create the account just now; please try again",
  idempotency_keys_actor_id_key_pk:
    "This idempotency key is already in use; send the same request again for its answer",
  bets_user_idempotency_uq: "This idempotency key is already in use; send the same request again for its answer",
  ip_whitelist_cidr_unique: "That address is already on the whitelist",
  fights_event_number_uq: "That fight was just created by someone else; refresh and try again",
};
const UNIQUE_FALLBACK = "That already exists";

/**
 * Values PostgreSQL cannot store or compute with that only a request can bring (the zod schemas and the input
 * hygiene hook refuse them first; this is the backstop so none of them is ever a 500).
 */
const DATA_EXCEPTIONS = new Set([
  "22P05", // untranslatable_character (NUL)
  "22021", // character_not_in_repertoire (invalid UTF-8)
  "22003", // numeric_value_out_of_range (an id beyond integer)
  "22008", // datetime_field_overflow
  "22007", // invalid_datetime_format
]);
const DATA_EXCEPTION_MESSAGE = "A value in the request is out of range or not valid text";

function databaseError(error: unknown): PgLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as PgLike).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as PgLike;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The client-facing answer for a database error caused by the request, or null for our own faults. */
export function clientDatabaseError(error: unknown): { status: number; message: string } | null {
  const pg = databaseError(error);
  if (!pg) return null;
  if (pg.code === UNIQUE_VIOLATION) {
    const constraint = typeof pg.constraint === "string" ? pg.constraint : "";
    return { status: 409, message: UNIQUE_MESSAGES[constraint] ?? UNIQUE_FALLBACK };
  }
  if (DATA_EXCEPTIONS.has(pg.code as string)) return { status: 400, message: DATA_EXCEPTION_MESSAGE };
  return null;
}

/**
 * The database is unreachable or restarting (not the request's fault, and retrying soon will work): refused
 * connections, an administrator's shutdown, a server still starting, broken connections (class 08), and the pool's
 * own connect timeout. These answer 503 at once instead of hanging or a 500.
 */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "57P01", "57P02", "57P03"]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];
export const UNAVAILABLE_MESSAGE = "Service temporarily unavailable";

export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Several addresses refused at once (localhost on IPv4 and IPv6) come as an AggregateError.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((e) => databaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
