import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { plainIssueMessage } from "@sabong/shared/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from "fastify-type-provider-zod";
import { DomainError } from "../errors.ts";
import { clientDatabaseError, databaseUnavailable, UNAVAILABLE_MESSAGE } from "./db-errors.ts";

const GENERIC_MESSAGE = "Something went wrong";

/** One place maps every error to `{ error: message }`; 5xx detail is logged, never sent. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: validationMessage(error.validation[0], error.validationContext) });
    }
    // A unique index lost in a race (409) or a value the database cannot store (400): the request's doing.
    const fromDatabase = clientDatabaseError(error);
    if (fromDatabase) return reply.status(fromDatabase.status).send({ error: fromDatabase.message });
    // PostgreSQL restarting or unreachable: fail fast so clients and the load balancer retry; the pool reconnects.
    if (databaseUnavailable(error)) {
      request.log.warn({ code: error.code }, "database unavailable");
      return reply.status(503).header("Retry-After", "1").send({ error: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: GENERIC_MESSAGE });
  });
}

/**
 * A request that fails its schema, in plain words: the contract's own message, else a sentence built from the issue
 * (the same mapping as the forms', @sabong/shared/contracts), never the validator's "Too big: expected …".
 */
function validationMessage(
  validation: ZodFastifySchemaValidationError | undefined,
  context: string | undefined,
): string {
  if (!validation) return FRAMEWORK_MESSAGES[400] ?? "Invalid request";
  const path = validation.instancePath
    .split("/")
    .filter((part) => part !== "")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const issue = { ...validation.params, code: validation.keyword, path, message: validation.message ?? "" };
  return path.length === 0 && context === "body" ? plainIssueMessage(issue, "Request body") : plainIssueMessage(issue);
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is not valid JSON";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    default:
      // Fastify's own messages may quote the URL or the input; they get a fixed wording instead.
      if (error.code?.startsWith("FST_")) return FRAMEWORK_MESSAGES[error.statusCode ?? 400] ?? "Invalid request";
      return error.message || "Invalid request";
  }
}

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: "Invalid request",
  404: "Not found",
  405: "Method not allowed",
  406: "Not acceptable",
  408: "Request timed out",
  411: "Content-Length is required",
  413: "Request body is too large",
  414: "Address is too long",
  415: "Unsupported content type",
  431: "Request headers are too large",
};

/** Fastify's `frameworkErrors` (a malformed URL, a bad constraint): 400 without quoting the URL. */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ error: FRAMEWORK_MESSAGES[400] });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (too long a URL or headers, bad framing): the
 * answer is written to the socket, still `{ error }` and never quoting the request.
 */
export function writeClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = JSON.stringify({ error: FRAMEWORK_MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
