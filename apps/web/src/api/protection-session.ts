import { type SessionView, sessionViewSchema } from "@sabong/shared/protection";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/**
 * GET /api/protection/session: this play session's figures and whether a reality check is due (kept by the server).
 * Apart from api/protection.ts: the player shell asks for it on every screen, so it stays small in the entry.
 */
export const playSessionKey = () => ["protection", "session"] as const;

export function fetchPlaySession(signal?: AbortSignal): Promise<SessionView> {
  return api.get("protection", "session", { schema: sessionViewSchema, signal });
}

export const playSessionQuery = () =>
  queryOptions({ queryKey: playSessionKey(), queryFn: ({ signal }) => fetchPlaySession(signal) });
