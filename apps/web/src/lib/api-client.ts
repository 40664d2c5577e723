import type { ApiResource } from "@sabong/shared/games";
import type { z } from "zod";
import { API_BASE, GENERIC_ERROR_MESSAGE, LOGIN_PATH } from "./config.ts";
import { deviceId } from "./device-id.ts";
import { navigateTo } from "./navigation.ts";
import { dropToken, storedToken } from "./session.ts";

/**
 * The API client (spec sections 7 and 8).
 *
 * - Every request carries `Authorization: Bearer <stored token>` (omitted only while no token is stored).
 * - HTTP 401 on any call: the token is removed and the user goes to /auth/login.
 * - Other HTTP errors: an Error whose message is the server's `error` field, else 'Something went wrong'.
 * - Non-HTTP errors (network failures) are rethrown as they are.
 */

/** An HTTP error answer; `message` is what the user is shown. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON error body (e.g. a refused ticket's reasons per line), or null when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type RequestOptions<T> = {
  /** Validates and types the answer. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `/api/{resource}` plus an optional path suffix (with or without a leading slash), or a query string ("?page=2"). */
export function resourceUrl(resource: ApiResource, path?: string | number): string {
  const base = API_BASE.replace(/\/$/, "");
  const text = path === undefined ? "" : String(path);
  const suffix = text === "" || text.startsWith("?") ? text : `/${text.replace(/^\//, "")}`;
  return `${base}/${resource}${suffix}`;
}

function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function errorOf(response: Response): Promise<{ message: string; body: unknown }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) {
      return { message: body.error, body };
    }
    return { message: GENERIC_ERROR_MESSAGE, body };
  } catch {
    // Not JSON: the generic message.
  }
  return { message: GENERIC_ERROR_MESSAGE, body: null };
}

/** Sends a request; resolves with the successful Response, or throws per the rules above. */
async function send(
  url: string,
  method: Method,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...authHeaders(), ...extraHeaders };
  // Same-origin cookies go along (the fetch default, spelled out): the sign-in's device cookie rides on them.
  const init: RequestInit = { method, headers, signal, credentials: "same-origin" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  // A network failure rejects here and propagates unchanged.
  const response = await fetch(url, init);
  if (response.ok) return response;

  const { message, body: errorBody } = await errorOf(response);
  if (response.status === 401) {
    dropToken(message);
    if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
  }
  throw new ApiError(response.status, message, errorBody);
}

async function readBody<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
  const raw = await response.text();
  const data: unknown = raw ? JSON.parse(raw) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

async function call<T>(
  method: Method,
  resource: ApiResource,
  path: string | number | undefined,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await send(resourceUrl(resource, path), method, body, options.signal);
  return readBody(response, options.schema);
}

export const api = {
  get<T = unknown>(resource: ApiResource, path?: string | number, options?: RequestOptions<T>): Promise<T> {
    return call("GET", resource, path, undefined, options);
  },
  post<T = unknown>(
    resource: ApiResource,
    path?: string | number,
    body?: unknown,
    options?: RequestOptions<T>,
  ): Promise<T> {
    return call("POST", resource, path, body ?? {}, options);
  },
  put<T = unknown>(
    resource: ApiResource,
    path?: string | number,
    body?: unknown,
    options?: RequestOptions<T>,
  ): Promise<T> {
    return call("PUT", resource, path, body ?? {}, options);
  },
  patch<T = unknown>(
    resource: ApiResource,
    path?: string | number,
    body?: unknown,
    options?: RequestOptions<T>,
  ): Promise<T> {
    return call("PATCH", resource, path, body ?? {}, options);
  },
  delete<T = unknown>(resource: ApiResource, path?: string | number, options?: RequestOptions<T>): Promise<T> {
    return call("DELETE", resource, path, undefined, options);
  },
  /** POST /api/login: the one top-level call outside the named resources. */
  async login<T = unknown>(credentials: unknown, options: RequestOptions<T> = {}): Promise<T> {
    const response = await send(`${API_BASE.replace(/\/$/, "")}/login`, "POST", credentials, options.signal, {
      "X-Device-Id": deviceId(),
    });
    return readBody(response, options.schema);
  },
  /**
   * The successful Response itself, for callers that read the body their own way (an export streamed with progress);
   * same auth header and error rules as every call.
   */
  open(
    method: Method,
    resource: ApiResource,
    path?: string | number,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<Response> {
    return send(resourceUrl(resource, path), method, body, signal);
  },
  /**
   * POST that answers with a file (reports, bet histories): saves it under the name given by Content-Disposition.
   * Resolves with the file name used. `method: "GET"` for exports served by GET (the body is then not sent).
   */
  async download(
    resource: ApiResource,
    path?: string | number,
    body?: unknown,
    fallbackName = "download",
    method: "GET" | "POST" = "POST",
  ): Promise<string> {
    const response = await send(resourceUrl(resource, path), method, method === "GET" ? undefined : (body ?? {}));
    const blob = await response.blob();
    const filename = filenameFromDisposition(response.headers.get("Content-Disposition")) ?? fallbackName;
    saveBlob(blob, filename);
    return filename;
  },
};

/** The file name of a Content-Disposition header: RFC 5987 `filename*=` first, then plain `filename=`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
    } catch {
      // Malformed escape: try the plain form.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, "$1") : (plain[1] ?? "").trim();
  return name || null;
}

/** Saves a blob as a file download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
