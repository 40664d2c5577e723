import { createHmac, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/**
 * Device cookies (docs/decisions/0010-device-cookies.md, after OWASP's "Slow Down Online Guessing Attacks with
 * Device Cookies"): proof that this browser signed in as this username before, so its sign-ins are throttled on the
 * device's own counter rather than the one strangers fill. Signed with a key derived from the JWT secret but never
 * equal to it, so a device cookie can never pass for an access token or the other way round.
 */

/** What a valid cookie says: whose it is, the session generation it was issued under, and the device's own id. */
export type DeviceClaim = { userId: number; username: string; generation: number; device: string };

/** Who a cookie is issued to. */
export type DeviceOwner = { id: number; username: string; sessionGeneration: number };

export type DeviceCookies = {
  /** The Set-Cookie header value for this owner; `secure` when the request came over https. */
  issue(owner: DeviceOwner, secure: boolean): Promise<string>;
  /** The claim of the cookie this request holds for `username`, if it is signed by us, unexpired and that user's. */
  read(cookieHeader: string | undefined, username: string): Promise<DeviceClaim | null>;
};

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Sent with sign-in requests only: nothing else needs it. */
export const DEVICE_COOKIE_PATH = "/api/login";
const AUDIENCE = "sabong-device";

export function createDeviceCookies(jwtSecret: string): DeviceCookies {
  const key = createHmac("sha256", jwtSecret).update("sabong device cookie key v1").digest();
  // One cookie per username, so the people sharing a cashier's or an office's browser each keep theirs. The name is
  // a keyed hash: the browser's cookie list does not spell out who signed in there.
  const nameOf = (username: string) =>
    `sabong_device_${createHmac("sha256", key).update(username).digest("base64url").slice(0, 16)}`;

  return {
    async issue(owner, secure) {
      const value = await new SignJWT({ u: owner.username, g: owner.sessionGeneration })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(owner.id))
        .setAudience(AUDIENCE)
        .setJti(randomBytes(16).toString("base64url"))
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_COOKIE_MAX_AGE_SECONDS}s`)
        .sign(key);
      const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`, `Path=${DEVICE_COOKIE_PATH}`, "HttpOnly"];
      // Secure only over https: on a plain-http install the browser would drop the cookie (today's behaviour).
      attributes.push("SameSite=Strict", ...(secure ? ["Secure"] : []));
      return [`${nameOf(owner.username)}=${value}`, ...attributes].join("; ");
    },
    async read(cookieHeader, username) {
      const value = cookieValue(cookieHeader, nameOf(username));
      if (!value) return null;
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ["HS256"], audience: AUDIENCE });
        const userId = Number(payload.sub);
        const { u, g, jti } = payload;
        if (!Number.isSafeInteger(userId) || u !== username || !Number.isSafeInteger(g) || typeof jti !== "string") {
          return null;
        }
        return { userId, username, generation: g as number, device: jti };
      } catch {
        return null;
      }
    },
  };
}

/** One cookie's value from a Cookie header (`a=1; b=2`); a JWT needs no decoding. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}
