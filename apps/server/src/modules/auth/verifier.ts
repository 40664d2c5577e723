import type { DbOrTx } from "../../db/client.ts";
import type { AuthContext, CallerVerifier, VerifiedCaller } from "../../http/context.ts";
import { liveSessionIds, sessionIsLive, signedOutMessage } from "./service.ts";
import type { SessionCache } from "./session-cache.ts";
import type { TokenService } from "./tokens.ts";

/**
 * Verifies the token and that its session is still live (password changes and suspensions end sessions). A token
 * verified before is answered from the session cache, which anything ending a session clears (session-cache.ts).
 */
export function createCallerVerifier(
  db: DbOrTx,
  tokens: TokenService,
  sessions: SessionCache<VerifiedCaller>,
): CallerVerifier {
  return {
    verify: async (token) => {
      const cached = sessions.get(token);
      if (cached) return cached;
      const generation = sessions.generation();
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId)) return null;
      if (!(await sessionIsLive(db, claims.sid, userId))) return null;
      const auth: AuthContext = {
        userId,
        sessionId: claims.sid,
        type: claims.type,
        role: claims.role,
        username: claims.username,
        name: claims.name,
      };
      const verified = { auth, expiresAtMs: claims.exp * 1000 };
      sessions.remember(token, verified, generation, verified.expiresAtMs);
      return verified;
    },
    refusalOf: (token) => refusalOf(db, tokens, token),
    liveSessionIds: (sessionIds) => liveSessionIds(db, sessionIds),
    generation: sessions.generation,
    sessionsEnded: sessions.invalidate,
  };
}

/** An unreadable or expired token asks for a sign-in; a live token's ended session says why it ended. */
async function refusalOf(db: DbOrTx, tokens: TokenService, token: string): Promise<string> {
  const claims = await tokens.verify(token);
  const userId = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(userId)) return "Your session has ended. Please sign in again.";
  return signedOutMessage(db, userId);
}
