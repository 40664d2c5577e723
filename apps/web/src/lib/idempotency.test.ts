import { idempotencyKeySchema } from "@sabong/shared/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./idempotency.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newIdempotencyKey", () => {
  it("uses crypto.randomUUID and never repeats", () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it("fits the shared idempotency contract of every money-moving request", () => {
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
  });

  it("builds a v4 UUID from getRandomValues outside secure contexts", () => {
    const real = globalThis.crypto;
    const getRandomValues = vi.fn(<T extends Uint8Array>(array: T) => real.getRandomValues(array));
    vi.stubGlobal("crypto", { getRandomValues });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    expect(getRandomValues).toHaveBeenCalledOnce();
  });
});
