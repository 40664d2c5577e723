import type { TokenClaims } from "@sabong/shared/auth";
import { jwtVerify, SignJWT } from "jose";

export type AccessClaims = TokenClaims & { sub: string; sid: string };
/** Verified claims carry their expiry (seconds since the epoch). */
export type VerifiedClaims = AccessClaims & { exp: number };

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type TokenService = {
  /** `ttlSeconds` other than the default is for tests of what happens at expiry. */
  sign: (claims: AccessClaims, ttlSeconds?: number) => Promise<string>;
  verify: (token: string) => Promise<VerifiedClaims | null>;
};

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, ...claims }, ttlSeconds = TOKEN_TTL_SECONDS) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") {
          return null;
        }
        return payload as unknown as VerifiedClaims;
      } catch {
        return null;
      }
    },
  };
}
