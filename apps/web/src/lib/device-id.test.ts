import { beforeEach, describe, expect, it } from "vitest";
import { deviceId } from "./device-id.ts";

describe("device id", () => {
  beforeEach(() => window.localStorage.clear());

  it("is a UUID made once and kept for every later sign-in", () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(deviceId()).toBe(first);
  });

  it("is new once the site's data is cleared", () => {
    const first = deviceId();
    window.localStorage.clear();
    expect(deviceId()).not.toBe(first);
  });
});
