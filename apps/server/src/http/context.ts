import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuthContext, CallerVerifier } from "../caller.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { PushHandlers } from "../events/publisher.ts";
import type { Realtime } from "../realtime/types.ts";

/** The caller and the sign-in port live in caller.ts (realtime/ uses them too); modules import them from here. */
export type { AuthContext, CallerVerifier, VerifiedCaller } from "../caller.ts";

/** What every module's routes receive: no globals, so tests build as many apps as they like. */
export type AppContext = {
  db: Db;
  config: Config;
  /** Who calls: the auth module's verifier (modules/auth/plugin.ts); http/ and realtime/ know only this port. */
  verifier: CallerVerifier;
  realtime: Realtime;
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

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
