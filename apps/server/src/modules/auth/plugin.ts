import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { CallerVerifier, ModulePlugin, VerifiedCaller } from "../../http/context.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { registerAuthRoutes } from "./routes.ts";
import type { LoginPolicy } from "./service.ts";
import { createSessionCache } from "./session-cache.ts";
import { createThrottles } from "./throttle.ts";
import { registerThrottleRoutes } from "./throttle-routes.ts";
import { createTokenService, type TokenService } from "./tokens.ts";
import { createCallerVerifier } from "./verifier.ts";

/** Sign-in as the app sees it: the caller verifier (http/ and realtime/ use it), its routes, its throttles. */
export type AuthModule = {
  plugin: ModulePlugin;
  verifier: CallerVerifier;
  /** Signs tokens; tests sign short-lived ones to see what happens at expiry. */
  tokens: TokenService;
  /** Counts one registration from an address, refusing (429) beyond the limit: the users module's sign-up uses it. */
  registrationThrottle: (address: string) => Promise<void>;
  /** Whether the database's auth_changed notifications arrive; while they do not, no verified token is cached. */
  setListening: (listening: boolean) => void;
  close: () => Promise<void>;
};

export async function createAuthModule(options: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Checks after the right password (the admin whitelist). */
  loginPolicies: LoginPolicy[];
  /** The sign-in throttle's clock, which tests move instead of waiting. */
  now?: () => number;
}): Promise<AuthModule> {
  const { db, config, log, loginPolicies, now = Date.now } = options;
  const tokens = createTokenService(config.jwtSecret);
  const sessions = createSessionCache<VerifiedCaller>();
  const throttles = await createThrottles(config.signInThrottle, config.redisUrl, log, now);
  const deviceCookies = createDeviceCookies(config.jwtSecret);
  return {
    plugin: {
      routes: (app, ctx) => {
        registerAuthRoutes(app, ctx, { tokens, throttles, loginPolicies, deviceCookies });
        registerThrottleRoutes(app, ctx, throttles);
      },
    },
    verifier: createCallerVerifier(db, tokens, sessions),
    tokens,
    registrationThrottle: (address) => throttles.registration(address),
    setListening: sessions.setListening,
    close: throttles.close,
  };
}
