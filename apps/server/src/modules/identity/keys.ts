import { createHmac } from "node:crypto";
import { type ExclusionKey, exclusionKeys, type KeyedHash, type PersonIdentifiers } from "@sabong/shared/identity";

/** HMAC-SHA256 hex with the server's identity secret (config.identityHmacSecret), never stored in the database. */
export function keyedHash(secret: string): KeyedHash {
  return (message) => createHmac("sha256", secret).update(message).digest("hex");
}

export function personKeys(person: PersonIdentifiers, secret: string): ExclusionKey[] {
  return exclusionKeys(person, keyedHash(secret));
}
