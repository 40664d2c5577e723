import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_THROTTLE, loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-config-"));
const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(32), ...env });

describe("REGISTRATIONS_PER_ADDRESS", () => {
  it("defaults to the policy's limit and keeps the rest of the policy", () => {
    const config = load({});
    expect(config.signInThrottle.registration.limit).toBe(10);
    expect(config.signInThrottle.account).toEqual(DEFAULT_SIGN_IN_THROTTLE.account);
  });

  it("raises the limit where many players share one address", () => {
    expect(load({ REGISTRATIONS_PER_ADDRESS: "1000" }).signInThrottle.registration.limit).toBe(1000);
  });

  it.each(["0", "-3", "2.5", "ten"])("refuses %s with a clear message", (value) => {
    expect(() => load({ REGISTRATIONS_PER_ADDRESS: value })).toThrow(
      `REGISTRATIONS_PER_ADDRESS must be a whole number above 0, got ${value}`,
    );
  });
});

describe("METRICS_TOKEN and DRAIN_GRACE_MS", () => {
  it("leaves /metrics off without a token and refuses a guessable one", () => {
    expect(load({}).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: "a-long-enough-token" }).metricsToken).toBe("a-long-enough-token");
    expect(() => load({ METRICS_TOKEN: "short" })).toThrow("METRICS_TOKEN must be at least 16 characters");
  });

  it("drains for 10 s in production, at once in development, or as configured", () => {
    expect(load({ NODE_ENV: "production" }).drainGraceMs).toBe(10_000);
    expect(load({}).drainGraceMs).toBe(0);
    expect(load({ DRAIN_GRACE_MS: "2500" }).drainGraceMs).toBe(2_500);
    expect(() => load({ DRAIN_GRACE_MS: "soon" })).toThrow("DRAIN_GRACE_MS must be a whole number of milliseconds");
  });
});

describe("IDENTITY_HMAC_SECRET", () => {
  it("is derived from the JWT secret when unset: stable, and never the JWT secret itself", () => {
    const derived = load({}).identityHmacSecret;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toBe("x".repeat(32));
    expect(load({}).identityHmacSecret).toBe(derived);
    expect(load({ JWT_SECRET: "y".repeat(32) }).identityHmacSecret).not.toBe(derived);
  });

  it("is the environment's when set", () => {
    expect(load({ IDENTITY_HMAC_SECRET: "a-long-operator-secret" }).identityHmacSecret).toBe("a-long-operator-secret");
  });
});

describe("EMBEDDED_DB_MODE", () => {
  it("gives each PGlite statement a turn of the event loop unless told otherwise, and refuses an unknown mode", () => {
    expect(load({}).embeddedDbMode).toBe("turns");
    expect(load({ EMBEDDED_DB_MODE: "inline" }).embeddedDbMode).toBe("inline");
    expect(() => load({ EMBEDDED_DB_MODE: "worker" })).toThrow(
      "EMBEDDED_DB_MODE must be one of turns, inline, got worker",
    );
  });
});
