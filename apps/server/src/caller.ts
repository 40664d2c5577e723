/**
 * The signed-in caller and the port that verifies one. Both transports use it (http/ for requests, realtime/ for
 * sockets) and the auth module implements it, so neither transport imports a module nor the other transport.
 */

/** The signed-in caller, attached by the authenticate hook (and to each socket as it connects). */
export type AuthContext = {
  userId: number;
  sessionId: string;
  type: string;
  role: string;
  username: string;
  name: string;
};

/** A verified caller and when its token expires (sockets end with their token). */
export type VerifiedCaller = { auth: AuthContext; expiresAtMs: number };

/** The transport layers' port to sign-in: implemented by the auth module, so http/ and realtime/ import no module. */
export type CallerVerifier = {
  /** The caller of a token whose session is live, else null; a verified token is cached until a session ends. */
  verify: (token: string) => Promise<VerifiedCaller | null>;
  /** Why `verify` refused this token, in the user's words (the sign-in screen shows it): asked only on refusal. */
  refusalOf: (token: string) => Promise<string>;
  /** Which of these sessions are still live (sockets re-check theirs when sessions end somewhere). */
  liveSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  /** Moves whenever sessions may have ended: a check that began before it moved is done again. */
  generation: () => number;
  /** An action in this process ended sessions: forget every verified token. */
  sessionsEnded: () => void;
};
