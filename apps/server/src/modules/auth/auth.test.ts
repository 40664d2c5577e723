import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postLogin, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { users } from "../users/table.ts";
import { INVALID_CREDENTIALS_MESSAGE } from "./service.ts";
import { createTokenService } from "./tokens.ts";

type Answer = { status: number; body: Record<string, unknown> };

describe.each(await testDatabaseKinds())("auth on %s", (kind) => {
  const t = testAppSuite(kind);

  async function call(
    method: "GET" | "POST" | "PUT",
    url: string,
    options: { payload?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : {} };
  }
  const login = (username: string, password = "demo1234") =>
    call("POST", "/api/login", { payload: { username, password } });
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

  it("logs in and the token carries type, role, username and name", async () => {
    const expected: [string, string, string, string][] = [
      ["admin", "admin", "admin", "Site Admin"],
      ["operator", "staff", "staff", "Arena Operator"],
      ["cashier", "staff2", "staff2", "Cashier Staff"],
      ["incorporator", "user", "incorporator", "Head Incorporator"],
      ["subop", "user", "sub-operator", "Sub Operator"],
      ["master", "user", "master-agent", "Master Agent"],
      ["gold", "user", "gold-agent", "Gold Agent"],
      ["loader", "user", "loader", "Loader Agent"],
      ["player", "player", "player", "Demo Player"],
    ];
    for (const [username, type, role, name] of expected) {
      const answer = await login(username);
      expect(answer.status, username).toBe(200);
      const token = answer.body.accessToken as string;
      expect(claimsOf(token)).toMatchObject({ type, role, username, name, sub: String(t.ids.get(username)) });
      expect((await call("GET", "/api/user", { token })).status).toBe(200);
    }
    // Usernames are case-insensitive and trimmed.
    expect((await login("  GOLD ")).status).toBe(200);
  });

  it("answers a wrong password or unknown user with the same message", async () => {
    const wrong = await login("subop", "not-the-password");
    expect(wrong).toEqual({ status: 401, body: { error: INVALID_CREDENTIALS_MESSAGE } });
    expect(INVALID_CREDENTIALS_MESSAGE).toBe("Invalid username or password");
    const unknown = await login("nobody-here", "demo1234");
    expect(unknown).toEqual({ status: 401, body: { error: INVALID_CREDENTIALS_MESSAGE } });
    // The failure is forgotten once the right password comes.
    expect((await login("subop")).status).toBe(200);
  });

  it("never locks an account: after 5 failures the next attempt waits 1 s, then the right password works", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login("master", `wrong-${attempt}`)).status).toBe(401);
    }
    // Even the right password waits (429, Retry-After), so guessing is slowed; nothing is written on the account.
    const waiting = await postLogin(t.app, "master");
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe("1");
    expect(waiting.json()).toEqual({ error: "Too many sign-in attempts. Try again in 1 seconds." });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, "master"));
    expect(row?.lockedUntil).toBeNull();

    await sleep(1100);
    expect((await login("master")).status).toBe(200);
    // The success cleared the account's count: five more failures are answered 401 before any wait.
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login("master", "wrong")).status).toBe(401);
    expect((await login("master")).status).toBe(429);
    await sleep(1100);
    expect((await login("master")).status).toBe(200);
  });

  it("changes a password: the old one is required, other sessions end, this one lives", async () => {
    const current = (await login("gold")).body.accessToken as string;
    const other = (await login("gold")).body.accessToken as string;

    const wrongOld = await call("PUT", "/api/user/password", {
      token: current,
      payload: { oldPassword: "not-it", newPassword: "brand-new-1" },
    });
    expect(wrongOld).toEqual({ status: 400, body: { error: "Current password is incorrect" } });
    const same = await call("PUT", "/api/user/password", {
      token: current,
      payload: { oldPassword: "demo1234", newPassword: "demo1234" },
    });
    expect(same.status).toBe(400);
    const missingOld = await call("PUT", "/api/user/password", {
      token: current,
      payload: { newPassword: "brand-new-1" },
    });
    expect(missingOld.status).toBe(400);
    expect(missingOld.body.error).toBe("Old password is required");
    expect(
      (await call("PUT", "/api/user/password", { payload: { oldPassword: "demo1234", newPassword: "brand-new-1" } }))
        .status,
    ).toBe(401);

    const changed = await call("PUT", "/api/user/password", {
      token: current,
      payload: { oldPassword: "demo1234", newPassword: "brand-new-1" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/other sessions have been signed out/);
    expect((await call("GET", "/api/user", { token: other })).status).toBe(401);
    expect((await call("GET", "/api/user", { token: current })).status).toBe(200);
    expect((await login("gold")).status).toBe(401);
    expect((await login("gold", "brand-new-1")).status).toBe(200);

    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "password.change"));
    expect(audit).toMatchObject({ actorUsername: "gold", entityId: String(t.ids.get("gold")) });
    expect(JSON.stringify(audit)).not.toContain("brand-new-1");
  });

  it("answers bad input on every auth route with 4xx { error }, never 500", async () => {
    const token = (await login("player")).body.accessToken as string;
    const json = { "content-type": "application/json" };
    const huge = "x".repeat(200_000);
    const cases: [string, "POST" | "PUT", { payload?: unknown; token?: string; headers?: Record<string, string> }][] = [
      ["/api/login", "POST", { payload: {} }],
      ["/api/login", "POST", { payload: { username: "player" } }],
      ["/api/login", "POST", { payload: { password: "demo1234" } }],
      ["/api/login", "POST", { payload: { username: 42, password: "demo1234" } }],
      ["/api/login", "POST", { payload: { username: "player", password: ["demo1234"] } }],
      ["/api/login", "POST", { payload: { username: "", password: "" } }],
      ["/api/login", "POST", { payload: { username: huge, password: "demo1234" } }],
      ["/api/login", "POST", { payload: { username: "player", password: huge } }],
      ["/api/login", "POST", { payload: "", headers: json }],
      ["/api/login", "POST", { payload: "{not json", headers: json }],
      ["/api/login", "POST", { payload: "null", headers: json }],
      ["/api/login", "POST", { payload: "[]", headers: json }],
      ["/api/login", "POST", { payload: "username=player", headers: { "content-type": "text/plain" } }],
      ["/api/login", "POST", { payload: "x".repeat(2_000_000), headers: json }],
      ["/api/login", "POST", {}],
      ["/api/user/password", "PUT", { token, payload: {} }],
      ["/api/user/password", "PUT", { token, payload: { oldPassword: "demo1234" } }],
      ["/api/user/password", "PUT", { token, payload: { oldPassword: "demo1234", newPassword: "short" } }],
      ["/api/user/password", "PUT", { token, payload: { oldPassword: "demo1234", newPassword: huge } }],
      ["/api/user/password", "PUT", { token, payload: { oldPassword: 1, newPassword: 2 } }],
      ["/api/user/password", "PUT", { token, payload: "{", headers: json }],
      ["/api/user/password", "PUT", { token, payload: "", headers: json }],
    ];
    for (const [url, method, options] of cases) {
      const answer = await call(method, url, options);
      const label = `${method} ${url} ${JSON.stringify(options.payload)?.slice(0, 60)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(typeof answer.body.error, label).toBe("string");
    }
    // None of it locked the account or changed the password.
    expect((await login("player")).status).toBe(200);
  });

  it("refuses missing, malformed and foreign tokens with 401", async () => {
    for (const authorization of ["", "Bearer", "Bearer nonsense", "Basic abc", `Bearer ${"a".repeat(5000)}`]) {
      const answer = await call("GET", "/api/user", { headers: { authorization } });
      expect(answer.status, authorization.slice(0, 20)).toBe(401);
      expect(typeof answer.body.error).toBe("string");
    }
    // A real session's claims signed with another secret, and a well-signed token for a session that never was.
    const real = claimsOf((await login("player")).body.accessToken as string);
    const claims = {
      sub: String(real.sub),
      sid: String(real.sid),
      type: "admin",
      role: "admin",
      username: "player",
      name: "Demo Player",
    };
    const forged = await createTokenService("another-secret-another-secret-another").sign(claims);
    expect((await call("GET", "/api/user", { token: forged })).status).toBe(401);
    const noSession = await t.auth.tokens.sign({ ...claims, sid: "00000000-0000-4000-8000-000000000000" });
    expect((await call("GET", "/api/user", { token: noSession })).status).toBe(401);
    expect(await verifyAuditChain(t.ctx.db)).toMatchObject({ brokenAtId: null });
  });
});
