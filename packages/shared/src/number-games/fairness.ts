import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { GAME_REGISTRY, type NumberGame } from "../games/registry.ts";

/**
 * Provably fair platform draws (pick2, pick3). At open the platform commits to a secret seed by publishing its
 * SHA-256; at draw time the seed is revealed and anyone (players' browsers included) recomputes the result:
 * HMAC-SHA256(key = seed, message = "<game>:<drawId>") read as big-endian uint32 words, the first word below the
 * largest multiple of 10^digits under 2^32 giving the result (rejection sampling: no modulo bias). Pure JS
 * (@noble/hashes), synchronous, so server and browser run the same code.
 */

const SEED = /^[0-9a-f]{64}$/;
const TWO_POW_32 = 2 ** 32;
/** Rehash rounds before giving up: a round rejects all 8 words with probability below 10^-56. */
export const MAX_FAIRNESS_ROUNDS = 64;

/** A seed as stored and revealed: 32 bytes as 64 lowercase hex characters. */
export function isSeed(text: string): boolean {
  return SEED.test(text);
}

/** A fresh secret seed (cryptographic randomness of the runtime: Web Crypto in browsers and Node). */
export function newSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** The commitment published at open: SHA-256 of the seed's ASCII text, lowercase hex. */
export function seedHashOf(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

/** The first word of a word run that is accepted is the result: floor(2^32 ÷ 10^d) × 10^d. */
export function acceptanceBound(digits: number): number {
  const range = 10 ** digits;
  return Math.floor(TWO_POW_32 / range) * range;
}

/**
 * The result read from a digest: its big-endian uint32 words in order, the first one below the acceptance bound,
 * mod 10^digits, zero-padded; if all are rejected the digest is hashed again (SHA-256): `maxRounds` digests at most.
 */
export function resultFromDigest(digest: Uint8Array, digits: number, maxRounds = MAX_FAIRNESS_ROUNDS): string {
  if (digest.byteLength !== 32) throw new RangeError("a digest is 32 bytes");
  const range = 10 ** digits;
  const bound = acceptanceBound(digits);
  let bytes = digest;
  for (let round = 0; round < maxRounds; round++) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let offset = 0; offset + 4 <= bytes.byteLength; offset += 4) {
      const word = view.getUint32(offset, false);
      if (word < bound) return String(word % range).padStart(digits, "0");
    }
    bytes = sha256(bytes);
  }
  throw new RangeError("no acceptable word in the digest chain");
}

/** The draw's result from its revealed seed: what the platform settled on and what anyone can check. */
export function drawResultOf(input: { game: NumberGame; drawId: number; seed: string }): string {
  const { game, drawId, seed } = input;
  if (!isSeed(seed)) throw new RangeError("a seed is 64 lowercase hex characters");
  const digest = hmac(sha256, utf8ToBytes(seed), utf8ToBytes(`${game}:${drawId}`));
  return resultFromDigest(digest, GAME_REGISTRY[game].digits);
}
