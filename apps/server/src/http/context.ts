import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { PushHandlers } from "../events/publisher.ts";
import type { Realtime } from "../realtime/types.ts";

/** What every module's routes receive: no globals, so tests build as many apps as they like. */
export type AppContext = {
  db: Db;
  config: Config;
  /** Who calls: the auth module's verifier (modules/auth/plugin.ts); http/ and realtime/ know only this port. */
  verifier: CallerVerifier;
  realtime: Realtime;
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

/**
 * A module's one public face to the app (its plugin.ts): the routes it registers under /api and the domain events it
 * turns into pushes. app.ts composes modules only through these.
 */
export type ModulePlugin = {
  routes?: (app: App, ctx: AppContext) => void;
  pushes?: PushHandlers;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in caller, attached by the authenticate hook. */
export type AuthContext = {
  userId: number;
  sessionId: string;
  type: string;
  role: string;
  username: string;
  name: string;
};

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
