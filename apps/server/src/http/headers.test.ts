import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seedDemoAccounts } from "../modules/seed/service.ts";
import { loginAs, postLogin } from "../testing/app.ts";
import { suiteFixture } from "../testing/suite.ts";

/** The real app on PGlite serving a stand-in web build (headers do not depend on the database kind). */
async function startWithWebApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-headers-"));
  const webDistDir = path.join(dataDir, "web");
  mkdirSync(path.join(webDistDir, "assets"), { recursive: true });
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><div id=root></div>");
  writeFileSync(path.join(webDistDir, "assets", "index-abc123.js"), "console.log(1)");
  const database = await openDatabase({});
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "test-secret-test-secret-test-secret" }),
    webDistDir,
  };
  const built = await buildApp(config, database);
  await seedDemoAccounts(database.db);
  return {
    ...built,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe("security headers", () => {
  const t = suiteFixture(startWithWebApp);

  it("the web app's page forbids framing, foreign scripts and sniffing, and allows the socket and HLS video", async () => {
    const response = await t.app.inject({ method: "GET", url: "/auth/login" });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers["content-security-policy"] as string);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "ws:", "wss:", "https:"]));
    expect(csp.get("media-src")).toEqual(expect.arrayContaining(["'self'", "blob:", "https:"]));
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain http: no HSTS (it would pin a LAN install to an https it does not have).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    // Static caching is not this file's business.
    expect(response.headers["cache-control"]).not.toBe("no-store");
  });

  it("static assets keep their own caching but carry the same protections", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).not.toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a public API answer is not stored and carries the headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(directives(response.headers["content-security-policy"] as string).get("frame-ancestors")).toEqual([
      "'none'",
    ]);
  });

  it("the sign-in answer (it carries the token) and a signed-in answer are never stored", async () => {
    const login = await postLogin(t.app, "player");
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: await loginAs(t.app, "player") });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    expect(me.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("error answers carry the headers too", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a client cannot claim https (no trusted proxy) to get HSTS pinned", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    // trustProxy is off in this app: a client cannot claim https and get HSTS pinned.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
