import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenOf } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { newKey, type ProtectionHarness, startProtection } from "../../testing/protection.ts";
import { disconnectedWithin, listenWithRealtime, socketFor } from "../../testing/realtime.ts";

/** A restriction signs the player out everywhere within a second; afterwards they get no announcement pushes. */

const WITHIN_MS = 1_000;

/** Resolves with the first announcement the socket receives within `ms`, or null. */
function announcementWithin(socket: Socket, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once("announcement", (payload: { value: string }) => {
      clearTimeout(timer);
      resolve(payload.value);
    });
  });
}

describe.each(await testDatabaseKinds())("restricted players' sockets on %s", (kind) => {
  let h: ProtectionHarness;
  let url: string;
  const sockets: Socket[] = [];
  const open = async (token: string) => {
    const socket = await socketFor(url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    h = await startProtection(kind);
    url = await listenWithRealtime(h.t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h?.t.realtime.close();
    await h?.close();
  });

  it("taking a self-exclusion closes the player's sockets within a second", async () => {
    const p = await h.newPlayer();
    const socket = await open(p.token);
    const gone = disconnectedWithin(socket, WITHIN_MS);
    const taken = await p.api("POST", "/api/protection/self-exclusion", { length: "6m", idempotencyKey: newKey() });
    expect(taken.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("a restricted player signed in again gets no announcement; others do", async () => {
    const restricted = await h.newPlayer();
    await restricted.api("POST", "/api/protection/time-out", { length: "24h", idempotencyKey: newKey() });
    const restrictedSocket = await open(await accessTokenOf(h.t.app, restricted.username));
    const free = await h.newPlayer();
    const freeSocket = await open(free.token);
    // The restricted socket cannot leave its room to get them anyway.
    restrictedSocket.emit("leave", "restricted");
    const toFree = announcementWithin(freeSocket, 2_000);
    const toRestricted = announcementWithin(restrictedSocket, 1_000);
    const operator = await h.as("operator");
    expect((await operator("POST", "/api/bet-ops/announcement", { announcement: "Fight night" })).status).toBe(200);
    expect(await toFree).toBe("Fight night");
    expect(await toRestricted).toBeNull();
  });
});
