import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMBEDDED_DB_MODES, type EmbeddedDbMode } from "./db/pglite-turns.ts";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  /**
   * IDENTITY_HMAC_SECRET: the key of the exclusion list's hashes (docs/decisions/0013); unset, derived from the JWT
   * secret. Changing it means re-importing the list.
   */
  identityHmacSecret: string;
  production: boolean;
  adminPassword: string | undefined;
  /** Built web app to serve; absent in API-only tests. */
  webDistDir: string | undefined;
  logLevel: string;
  /** Which proxies may set X-Forwarded-For (addresses or CIDR ranges); off by default, so clients cannot fake their IP. */
  trustProxy: boolean | string;
  /** Sign-in and registration throttling (docs/decisions/0006-sign-in-throttling.md); tests shorten it. */
  signInThrottle: SignInThrottleConfig;
  /** METRICS_TOKEN: the bearer token Prometheus sends to GET /metrics; unset, /metrics is off (404). */
  metricsToken: string | undefined;
  /** DRAIN_GRACE_MS: after SIGTERM, how long readiness answers 503 before the server stops taking requests. */
  drainGraceMs: number;
  /** EMBEDDED_DB_MODE: how PGlite shares the HTTP thread (db/pglite-turns.ts); "turns" unless set. */
  embeddedDbMode: EmbeddedDbMode;
  /**
   * INTEGRITY_WATCH=off: the integrity watch's scan loop does not run in this process (the bench measures betting
   * with and without it; docs/decisions/0016). On by default; anything but on/off stops the start.
   */
  integrityWatch: boolean;
};

/** Failures within `windowMs` beyond `freeFailures` make the next attempt wait firstDelayMs, doubling up to maxDelayMs. */
export type BackoffPolicy = { windowMs: number; freeFailures: number; firstDelayMs: number; maxDelayMs: number };

export type SignInThrottleConfig = {
  /** Per username, known or not. */
  account: BackoffPolicy;
  /** Per client address (request.ip, so only trusted proxies can set it). */
  address: BackoffPolicy;
  /** Per device holding a valid device cookie for the username (docs/decisions/0010-device-cookies.md). */
  device: BackoffPolicy;
  /** Registrations accepted per address per window. */
  registration: { limit: number; windowMs: number };
  /** Prefix of the counters' keys in Redis, so separate deployments (or test runs) sharing a Redis never mix. */
  keyPrefix: string;
};

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleConfig = {
  account: { windowMs: 15 * 60_000, freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  address: { windowMs: 15 * 60_000, freeFailures: 20, firstDelayMs: 1_000, maxDelayMs: 5 * 60_000 },
  device: { windowMs: 15 * 60_000, freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  registration: { limit: 10, windowMs: 15 * 60_000 },
  keyPrefix: "sabong",
};

/** Reads the environment once at start (issue #2: PORT, DATA_DIR, DATABASE_URL, REDIS_URL, JWT_SECRET). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const production = env.NODE_ENV === "production";
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const jwtSecret = env.JWT_SECRET || persistentSecret(dataDir);
  const webDistDir = path.resolve(import.meta.dirname, "../../web/dist");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret,
    identityHmacSecret: env.IDENTITY_HMAC_SECRET || derivedSecret(jwtSecret, "sabong identity hmac key v1"),
    production,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir: existsSync(webDistDir) ? webDistDir : undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    // A balancer needs a few of its health checks to see the 503; in development Ctrl-C stops at once.
    drainGraceMs: wholeMs("DRAIN_GRACE_MS", env.DRAIN_GRACE_MS, production ? 10_000 : 0),
    embeddedDbMode: embeddedDbMode(env.EMBEDDED_DB_MODE),
    integrityWatch: onOff("INTEGRITY_WATCH", env.INTEGRITY_WATCH, true),
    signInThrottle: {
      ...DEFAULT_SIGN_IN_THROTTLE,
      registration: {
        ...DEFAULT_SIGN_IN_THROTTLE.registration,
        limit: positiveInt(
          "REGISTRATIONS_PER_ADDRESS",
          env.REGISTRATIONS_PER_ADDRESS,
          DEFAULT_SIGN_IN_THROTTLE.registration.limit,
        ),
      },
    },
  };
}

/** An optional on/off switch from the environment; anything else stops the start with a clear message. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  if (value === "on") return true;
  if (value === "off") return false;
  throw new Error(`${name} must be on or off, got ${value}`);
}

/** An optional whole number > 0 from the environment; anything else stops the start with a clear message. */
function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return parsed;
}

/** A whole number of milliseconds, 0 or more, from the environment. */
function wholeMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number of milliseconds (0 or more), got ${value}`);
  return parsed;
}

function embeddedDbMode(value: string | undefined): EmbeddedDbMode {
  if (value === undefined || value === "") return "turns";
  const mode = EMBEDDED_DB_MODES.find((m) => m === value);
  if (!mode) throw new Error(`EMBEDDED_DB_MODE must be one of ${EMBEDDED_DB_MODES.join(", ")}, got ${value}`);
  return mode;
}

/** A guessable token would publish the figures: at least 16 characters. */
function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error("METRICS_TOKEN must be at least 16 characters");
  return value;
}

/** A separate key from one secret, so a hash made with one never equals a signature made with the other. */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("hex");
}

/** A JWT secret generated once and kept in DATA_DIR, so tokens survive restarts without configuration. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY: unset/false = trust nobody; otherwise a comma list of the reverse proxies' addresses or ranges. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "false") return false;
  return value;
}
