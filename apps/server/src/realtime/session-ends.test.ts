import { decodeJwt } from "jose";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { AccessClaims } from "../modules/auth/tokens.ts";
import { loginAs, startTestApp, type TestApp } from "../testing/app.ts";
import { isPostgresReachable, testDatabaseKinds } from "../testing/databases.ts";
import { makeUser } from "../testing/ledger.ts";
import { disconnectedWithin, listenWithRealtime, socketFor } from "../testing/realtime.ts";
import { JOIN_LIMIT } from "./server.ts";

/**
 * An open socket ends with its session: suspension, a password change (other sessions), an admin reset, a logout
 * and the token's expiry each disconnect it within a second, in every server process.
 */

type Headers = { authorization: string };
const tokenOf = (headers: Headers) => headers.authorization.slice("Bearer ".length);
const WITHIN_MS = 1_000;

describe.each(await testDatabaseKinds())("sockets end with their session on %s", (kind) => {
  let t: TestApp;
  let url: string;
  let admin: Headers;
  const sockets: Socket[] = [];
  const open = async (headers: Headers) => {
    const socket = await socketFor(url, tokenOf(headers));
    sockets.push(socket);
    return socket;
  };
  /** A fresh player of the demo agent "gold" (each test ends its sessions its own way). */
  const newPlayer = async () => {
    const user = await makeUser(t.ctx.db, { type: "player", uplineId: t.ids.get("gold") });
    return { id: user.id, username: user.username, login: () => loginAs(t.app, user.username) };
  };
  const call = (method: "POST" | "PUT", path: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method, url: path, headers, payload });

  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await listenWithRealtime(t);
    admin = await loginAs(t.app, "admin");
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.realtime.close();
    await t?.close();
  });

  it("an admin's suspension disconnects the player's socket", async () => {
    const player = await newPlayer();
    const socket = await open(await player.login());
    const gone = disconnectedWithin(socket, WITHIN_MS);
    const response = await call("POST", `/api/admin/users/${player.id}/suspend`, admin, { reason: "test" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("a password change from another session disconnects the other session's socket, not the caller's", async () => {
    const player = await newPlayer();
    const [elsewhere, here] = [await player.login(), await player.login()];
    const [elsewhereSocket, hereSocket] = [await open(elsewhere), await open(here)];
    const gone = disconnectedWithin(elsewhereSocket, WITHIN_MS);
    const response = await call("PUT", "/api/user/password", here, {
      oldPassword: "demo1234",
      newPassword: "fresh-pass-1",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toBe("io server disconnect");
    expect(hereSocket.connected).toBe(true);
  });

  it("an admin's password reset disconnects the player's socket", async () => {
    const player = await newPlayer();
    const socket = await open(await player.login());
    const gone = disconnectedWithin(socket, WITHIN_MS);
    const response = await call("POST", `/api/admin/users/${player.id}/reset-password`, admin, {
      newPassword: "fresh-pass-2",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("POST /api/logout ends that session and its socket; another session of the user stays connected", async () => {
    const player = await newPlayer();
    const [leaving, staying] = [await player.login(), await player.login()];
    const [leavingSocket, stayingSocket] = [await open(leaving), await open(staying)];
    const gone = disconnectedWithin(leavingSocket, WITHIN_MS);
    const response = await call("POST", "/api/logout", leaving);
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toBe("io server disconnect");
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: leaving })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: staying })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stayingSocket.connected).toBe(true);
    expect((await call("POST", "/api/logout", leaving)).statusCode).toBe(401);
  });

  it("a socket is disconnected when its token expires", async () => {
    const player = await newPlayer();
    const claims = decodeJwt(tokenOf(await player.login())) as unknown as AccessClaims;
    const shortLived = await t.auth.tokens.sign(
      {
        sub: claims.sub,
        sid: claims.sid,
        type: claims.type,
        role: claims.role,
        username: claims.username,
        name: claims.name,
      },
      2,
    );
    const expiresAtMs = (decodeJwt(shortLived).exp as number) * 1000;
    const socket = await socketFor(url, shortLived);
    sockets.push(socket);
    expect(await disconnectedWithin(socket, expiresAtMs - Date.now() + WITHIN_MS)).toBe("io server disconnect");
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAtMs - 50);
  });

  it(`answers false to room joins past ${JOIN_LIMIT} in the window`, async () => {
    t.realtime.onJoin((room) => room.startsWith("throttle-test:"));
    const socket = await open(await loginAs(t.app, "player"));
    const answers: boolean[] = [];
    for (let i = 0; i < JOIN_LIMIT + 3; i++) answers.push(await socket.emitWithAck("join", `throttle-test:${i}`));
    expect(answers.slice(0, JOIN_LIMIT).every(Boolean)).toBe(true);
    expect(answers.slice(JOIN_LIMIT)).toEqual([false, false, false]);
  });
});

describe.runIf(await isPostgresReachable())("sockets end with their session across processes on postgres", () => {
  let t: TestApp;
  let other: (BuiltApp & { database: Database }) | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await other?.realtime.close();
    await other?.app.close();
    await other?.database.close();
    await t?.realtime.close();
    await t?.close();
  });
  beforeAll(async () => {
    t = await startTestApp("postgres");
    await listenWithRealtime(t);
    if (!t.databaseUrl) throw new Error("postgres test app without url");
    // A second server: its own connections and its own LISTEN on the same database, no Redis between the two.
    const database = await openDatabase({ databaseUrl: t.databaseUrl });
    const config = loadConfig({ DATA_DIR: "/tmp/sabong-socket-session-test", JWT_SECRET: t.ctx.config.jwtSecret });
    other = { ...(await buildApp({ ...config, webDistDir: undefined, redisUrl: undefined }, database)), database };
  });

  it("a suspension on one server disconnects the player's socket on the other", async () => {
    if (!other) throw new Error("second server not started");
    const otherUrl = await listenWithRealtime(other);
    const user = await makeUser(t.ctx.db, { type: "player", uplineId: t.ids.get("gold") });
    const socket = await socketFor(otherUrl, tokenOf(await loginAs(other.app, user.username)));
    sockets.push(socket);
    const gone = disconnectedWithin(socket, WITHIN_MS);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/suspend`,
      headers: await loginAs(t.app, "admin"),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });
});
