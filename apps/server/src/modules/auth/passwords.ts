import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes). */
// algorithm 2 = Argon2id (a const enum in the typings, so spelled as its value).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the username is unknown, so a miss costs as long as a hit. */
export const DUMMY_HASH = await hashPassword("not-a-real-password-0");
