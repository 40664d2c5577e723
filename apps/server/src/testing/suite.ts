import { afterAll, beforeAll } from "vitest";

/**
 * Starts something before a suite's tests and closes it after them. The object answered is filled in by `beforeAll`,
 * so a suite writes `const h = suiteFixture(() => startBetting(kind))` instead of a `let` and two hooks.
 * `start` must answer a plain object (its fields are copied); a failed start leaves nothing to close.
 */
export function suiteFixture<T extends { close: () => Promise<void> }>(start: () => Promise<T>): T {
  const fixture = {} as T;
  beforeAll(async () => {
    Object.assign(fixture, await start());
  });
  afterAll(async () => {
    await fixture.close?.();
  });
  return fixture;
}
