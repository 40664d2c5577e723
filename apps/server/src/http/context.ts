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
import type { DeviceCookies } from "../modules/auth/device-cookie.ts";
import type { SessionCache } from "../modules/auth/session-cache.ts";
import type { Throttles } from "../modules/auth/throttle.ts";
import type { TokenService } from "../modules/auth/tokens.ts";
import type { Realtime } from "../realtime/types.ts";

/** What every module's routes receive: no globals, so tests build as many apps as they like. */
export type AppContext = {
  db: Db;
  config: Config;
  tokens: TokenService;
  /** Tokens already verified, with their live sessions (cleared by the database's auth_changed notifications). */
  sessions: SessionCache<AuthContext>;
  realtime: Realtime;
  /** Sign-in and registration throttles (shared through Redis when REDIS_URL is set). */
  throttles: Throttles;
  /** Signs and reads the device cookies that let an owner's sign-ins skip the counters strangers fill. */
  deviceCookies: DeviceCookies;
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
