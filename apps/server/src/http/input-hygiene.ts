import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../errors.ts";

export const BAD_TEXT_MESSAGE = "Text may not contain NUL or unpaired surrogate characters";
const TOO_DEEP_MESSAGE = "Request is nested too deeply";

/**
 * PostgreSQL refuses NUL in text (a 500 from deep inside a statement), and a lone UTF-16 surrogate cannot be encoded
 * as UTF-8 (it breaks the audit chain's hash and the JSON the database stores). Neither has any meaning in a name,
 * a search or a key, so they are refused once, here, before any handler or SQL runs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Bounds of the walk: the body limit keeps values small, these keep a crafted deep or wide one cheap. */
const MAX_DEPTH = 32;
const MAX_NODES = 100_000;

export function hasBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

/** "bad" at the first offending string (values and keys), "deep" when the value is nested beyond the bounds. */
export function findBadText(value: unknown): "bad" | "deep" | null {
  let nodes = 0;
  const walk = (node: unknown, depth: number): "bad" | "deep" | null => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return "deep";
    if (typeof node === "string") return hasBadText(node) ? "bad" : null;
    if (node === null || typeof node !== "object") return null;
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = walk(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    for (const [key, item] of Object.entries(node)) {
      if (hasBadText(key)) return "bad";
      const found = walk(item, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(value, 0);
}

/** The request values handlers read: body, query string, path parameters and the one stored header. */
function requestValues(request: FastifyRequest): unknown[] {
  return [request.body, request.query, request.params, request.headers["user-agent"]];
}

/** Registered on the /api scope: every route, signed in or not (login and registration included). */
export function installInputHygiene(api: FastifyInstance): void {
  api.addHook("preValidation", async (request) => {
    for (const value of requestValues(request)) {
      const found = findBadText(value);
      if (found === "bad") throw badRequest(BAD_TEXT_MESSAGE);
      if (found === "deep") throw badRequest(TOO_DEEP_MESSAGE);
    }
  });
}
