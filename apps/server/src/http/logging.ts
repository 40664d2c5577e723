import type { FastifyServerOptions } from "fastify";

/**
 * What the logs must never hold: passwords, hashes, tokens, and the values of SQL statements (drizzle's
 * "Failed query" errors carry the statement's parameters, PostgreSQL's `detail` repeats the offending value).
 */
const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.query.token",
  "*.password",
  "*.oldPassword",
  "*.newPassword",
  "*.passwordHash",
  "*.password_hash",
  "*.token",
  "*.accessToken",
  "*.params",
  "*.detail",
];

/** Drizzle appends "params: v1,v2,…" to its message (and so to the stack); the statement text itself is kept. */
function withoutParams(text: string): string {
  return text.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, "\nparams: [redacted]");
}

type SafeError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error as logged: name, message, stack and PostgreSQL's identifiers, never parameter or row values. */
export function safeErrorSerializer(error: Error, depth = 0): SafeError {
  const e = error as Error & Record<string, unknown>;
  // PostgreSQL's data exceptions (class 22) quote the offending value in their message: it goes too.
  const scrub = (text: string) =>
    typeof e.code === "string" && e.code.startsWith("22") ? text.replace(/"[^"\n]*"/g, '"[redacted]"') : text;
  const safe: SafeError = {
    type: String(e.name),
    message: scrub(withoutParams(String(e.message))),
    stack: scrub(withoutParams(String(e.stack ?? ""))),
  };
  for (const key of ["code", "constraint", "table", "column", "statusCode"]) {
    if (e[key] !== undefined) safe[key] = e[key];
  }
  if (e.cause instanceof Error && depth < 4) safe.cause = safeErrorSerializer(e.cause, depth + 1);
  return safe;
}

/** Merged into the app's logger options (main.ts and tests that capture the log pass an options object). */
export function withLogSafety(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger || logger === true) return logger === true ? withLogSafety({}) : logger;
  return {
    ...logger,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { ...logger.serializers, err: safeErrorSerializer, error: safeErrorSerializer },
  };
}
