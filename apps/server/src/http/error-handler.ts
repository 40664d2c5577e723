import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError } from "../errors.ts";

const GENERIC_MESSAGE = "Something went wrong";

/** One place maps every error to `{ error: message }`; 5xx detail is logged, never sent. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const raw = issue?.message ?? "Invalid request";
      if (field && /received undefined/.test(raw)) return reply.status(400).send({ error: `${field} is required` });
      return reply
        .status(400)
        .send({ error: field && /^Invalid input|^Expected|^Invalid/.test(raw) ? `${field}: ${raw}` : raw });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: GENERIC_MESSAGE });
  });
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
      return error.message || "Invalid request";
  }
}
