import type { Guard } from "@sabong/shared/auth";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { forbidden, unauthorized } from "../errors.ts";
import type { AppContext, AuthContext } from "./context.ts";

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  return header.slice("Bearer ".length).trim() || null;
}

/** The caller of a bearer token whose session is live (the auth module verifies it, cached: modules/auth). */
export async function resolveAuth(ctx: AppContext, token: string | null): Promise<AuthContext | null> {
  if (!token) return null;
  return (await ctx.verifier.verify(token))?.auth ?? null;
}

/**
 * For actions that end sessions (suspension, password change or reset): once the action has committed, this
 * process forgets the sessions it verified, before the response goes out. Other processes forget them when the
 * database's notification reaches them, moments later (session-cache.ts).
 */
export async function endingSessions<T>(ctx: AppContext, action: Promise<T>): Promise<T> {
  const result = await action;
  ctx.verifier.sessionsEnded();
  return result;
}

export function authenticate(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    request.auth = await resolveAuth(ctx, token);
    if (!request.auth) throw unauthorized(token ? await ctx.verifier.refusalOf(token) : undefined);
  };
}

/** Authenticates, then applies one of the shared guards (the same functions the web uses). */
export function requireGuard(ctx: AppContext, ...guards: Guard[]): preHandlerAsyncHookHandler[] {
  return [
    authenticate(ctx),
    async (request) => {
      if (!guards.some((guard) => guard(request.auth?.type))) throw forbidden();
    },
  ];
}

/** The caller, for handlers behind `authenticate` (never null there). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function auditActor(request: FastifyRequest) {
  const auth = caller(request);
  return { userId: auth.userId, username: auth.username, ip: request.ip };
}
