import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptanceBound, drawResultOf, isSeed, newSeed, resultFromDigest, seedHashOf } from "./fairness.ts";

const SEED = "0123456789abcdef".repeat(4);

/** The rule written again with Node's own crypto: the pure-JS code must agree with it. */
function nodeResult(seed: string, message: string, digits: number): string {
  const digest = createHmac("sha256", seed).update(message).digest();
  return resultFromDigest(new Uint8Array(digest), digits);
}

/** A 32-byte digest starting with these big-endian words, the rest zero. */
function words(...values: number[]): Uint8Array {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  for (const [i, v] of values.entries()) view.setUint32(i * 4, v, false);
  return bytes;
}

describe("fairness: committed seed, HMAC-SHA256 result, rejection sampling", () => {
  it("makes 64-hex-character seeds, each new", () => {
    const a = newSeed();
    expect(isSeed(a)).toBe(true);
    expect(a).not.toBe(newSeed());
    expect(isSeed(SEED.toUpperCase())).toBe(false);
    expect(isSeed(SEED.slice(1))).toBe(false);
  });

  it("publishes SHA-256 of the seed's text (pinned)", () => {
    expect(seedHashOf(SEED)).toBe("a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e");
    expect(seedHashOf(SEED)).toBe(createHash("sha256").update(SEED).digest("hex"));
  });

  it("derives a fixed result from a fixed seed, per game and draw (pinned)", () => {
    expect(drawResultOf({ game: "pick3", drawId: 1, seed: SEED })).toBe("227");
    expect(drawResultOf({ game: "pick3", drawId: 2, seed: SEED })).toBe("054");
    expect(drawResultOf({ game: "pick3", drawId: 42, seed: SEED })).toBe("170");
    expect(drawResultOf({ game: "pick2", drawId: 1, seed: SEED })).toBe("67");
    expect(drawResultOf({ game: "pick2", drawId: 42, seed: SEED })).toBe("79");
  });

  it("agrees with Node's HMAC for any seed and draw", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(1_000_000), (bytes, drawId) => {
        const seed = Buffer.from(bytes).toString("hex");
        expect(drawResultOf({ game: "pick3", drawId, seed })).toBe(nodeResult(seed, `pick3:${drawId}`, 3));
        expect(drawResultOf({ game: "pick2", drawId, seed })).toBe(nodeResult(seed, `pick2:${drawId}`, 2));
      }),
      { numRuns: 50 },
    );
  });

  it("refuses a malformed seed", () => {
    expect(() => drawResultOf({ game: "pick3", drawId: 1, seed: "abc" })).toThrow(RangeError);
  });

  it("accepts words below the largest multiple of 10^digits under 2^32", () => {
    expect(acceptanceBound(2)).toBe(4_294_967_200);
    expect(acceptanceBound(3)).toBe(4_294_967_000);
    expect(resultFromDigest(words(4_294_966_999), 3)).toBe("999");
    expect(resultFromDigest(words(7), 3)).toBe("007");
    expect(resultFromDigest(words(4_294_967_199), 2)).toBe("99");
  });

  it("skips rejected words and takes the next one", () => {
    expect(resultFromDigest(words(4_294_967_000, 4_294_967_295, 1_234_005), 3)).toBe("005");
    expect(resultFromDigest(words(4_294_967_200, 70), 2)).toBe("70");
    // The eighth word counts too.
    const lastOnly = words(...Array.from({ length: 7 }, () => 4_294_967_295), 123);
    expect(resultFromDigest(lastOnly, 3, 1)).toBe("123");
  });

  it("rehashes a digest whose 8 words are all rejected (bounded), as SHA-256 of the digest", () => {
    const rejected = words(...Array.from({ length: 8 }, () => 4_294_967_295));
    const rehashed = new Uint8Array(createHash("sha256").update(rejected).digest());
    expect(resultFromDigest(rejected, 3)).toBe(resultFromDigest(rehashed, 3));
    // The bound ends the search instead of looping: one round allowed, all 8 words rejected.
    expect(() => resultFromDigest(rejected, 3, 1)).toThrow(RangeError);
    expect(resultFromDigest(rejected, 3, 2)).toBe(resultFromDigest(rehashed, 3, 1));
    expect(() => resultFromDigest(new Uint8Array(31), 3)).toThrow(RangeError);
  });

  it("spreads results evenly (5,000 draws: every pick2 result, no digit far off 10%)", () => {
    const counts = new Map<string, number>();
    const lastDigit = new Array(10).fill(0);
    for (let drawId = 1; drawId <= 5_000; drawId++) {
      const r = drawResultOf({ game: "pick2", drawId, seed: SEED });
      counts.set(r, (counts.get(r) ?? 0) + 1);
      lastDigit[Number(r[1])] += 1;
    }
    expect(counts.size).toBe(100);
    for (const n of counts.values()) expect(n).toBeGreaterThan(20); // expected 50 each
    for (const n of lastDigit) expect(Math.abs(n - 500)).toBeLessThan(110); // σ ≈ 21
    const pick3 = new Set(
      Array.from({ length: 2_000 }, (_, i) => drawResultOf({ game: "pick3", drawId: i, seed: SEED })),
    );
    expect(pick3.size).toBeGreaterThan(820); // ~865 distinct of 1,000 expected
  });
});
