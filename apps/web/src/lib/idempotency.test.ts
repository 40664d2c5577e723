import { idempotencyKeySchema } from "@sabong/shared/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, pressKeys, sendPress } from "./idempotency.ts";

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

describe("an operator's presses", () => {
  it("a press sent again after a failure carries the same key; once answered, the next press has a new one", async () => {
    const keys = pressKeys();
    const sent: string[] = [];
    const lost = (key: string) => {
      sent.push(key);
      return Promise.reject(new Error("Failed to fetch"));
    };
    const answered = (key: string) => {
      sent.push(key);
      return Promise.resolve("Declared MERON");
    };
    await expect(sendPress(keys, "declare 31 MERON", lost)).rejects.toThrow("Failed to fetch");
    await expect(sendPress(keys, "declare 31 MERON", answered)).resolves.toBe("Declared MERON");
    await sendPress(keys, "declare 31 MERON", answered);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[1]);
    // Another action (or other inputs) is another press.
    await expect(sendPress(keys, "declare 31 WALA", lost)).rejects.toThrow();
    expect(sent[3]).not.toBe(sent[0]);
    expect(idempotencyKeySchema.safeParse(sent[3]).success).toBe(true);
  });

  it("forgets the oldest unanswered press beyond a bound", () => {
    const keys = pressKeys();
    const first = keys.keyFor("press 0");
    for (let i = 1; i <= 20; i++) keys.keyFor(`press ${i}`);
    expect(keys.keyFor("press 20")).toBe(keys.keyFor("press 20"));
    expect(keys.keyFor("press 0")).not.toBe(first);
  });
});
