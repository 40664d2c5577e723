import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";

type Auth = { userId: number };
const NOW = 1_800_000_000_000;
const later = NOW + 3_600_000;

function listeningCache() {
  const cache = createSessionCache<Auth>(() => NOW);
  cache.setListening(true);
  return cache;
}

describe("session cache", () => {
  it("answers a token verified before", () => {
    const cache = listeningCache();
    cache.remember("t1", { userId: 1 }, cache.generation(), later);
    expect(cache.get("t1")).toEqual({ userId: 1 });
    expect(cache.get("t2")).toBeUndefined();
  });

  it("forgets every token when a session ends anywhere", () => {
    const cache = listeningCache();
    cache.remember("t1", { userId: 1 }, cache.generation(), later);
    cache.remember("t2", { userId: 2 }, cache.generation(), later);
    cache.invalidate();
    expect(cache.get("t1")).toBeUndefined();
    expect(cache.get("t2")).toBeUndefined();
  });

  it("does not remember a check that started before a session ended (it may have read the session as live)", () => {
    const cache = listeningCache();
    const startedAt = cache.generation();
    cache.invalidate(); // the revocation commits while the check is still reading
    cache.remember("t1", { userId: 1 }, startedAt, later);
    expect(cache.get("t1")).toBeUndefined();
    cache.remember("t1", { userId: 1 }, cache.generation(), later);
    expect(cache.get("t1")).toEqual({ userId: 1 });
  });

  it("holds nothing while notifications are not arriving, and starts empty when they are back", () => {
    const cache = createSessionCache<Auth>(() => NOW);
    cache.remember("t1", { userId: 1 }, cache.generation(), later);
    expect(cache.get("t1")).toBeUndefined();
    cache.setListening(true);
    cache.remember("t1", { userId: 1 }, cache.generation(), later);
    cache.setListening(false);
    expect(cache.get("t1")).toBeUndefined();
    cache.setListening(true);
    expect(cache.get("t1")).toBeUndefined();
  });

  it("never remembers an expired token, nor past its expiry", async () => {
    let now = NOW;
    const cache = createSessionCache<Auth>(() => now);
    cache.setListening(true);
    cache.remember("expired", { userId: 1 }, cache.generation(), NOW - 1);
    expect(cache.get("expired")).toBeUndefined();
    // Expires in 30 ms: remembered, then gone (the cache's own clock runs on real time).
    cache.remember("short", { userId: 2 }, cache.generation(), NOW + 30);
    expect(cache.get("short")).toEqual({ userId: 2 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    now += 60;
    expect(cache.get("short")).toBeUndefined();
  });
});
