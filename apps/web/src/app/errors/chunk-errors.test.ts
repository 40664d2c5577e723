import { describe, expect, it } from "vitest";
import { isChunkLoadError, RELOADED_AT_KEY, shouldReloadForNewRelease } from "./chunk-errors.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("chunk load errors", () => {
  it("recognises each browser's failed dynamic import, and nothing else", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/Lounge-abc.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(true);
  });

  it("reloads once, then not again within a minute, then again after it", () => {
    const storage = memoryStorage();
    expect(shouldReloadForNewRelease(storage, 1_000_000)).toBe(true);
    expect(storage.values.get(RELOADED_AT_KEY)).toBe("1000000");
    expect(shouldReloadForNewRelease(storage, 1_030_000)).toBe(false);
    expect(shouldReloadForNewRelease(storage, 1_061_000)).toBe(true);
  });
});
