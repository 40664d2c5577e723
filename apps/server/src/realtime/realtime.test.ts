import type { AddressInfo } from "node:net";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { seedDemoAccounts } from "../modules/seed/service.ts";
import { accessTokenOf } from "../testing/app.ts";
import { openTestDatabase } from "../testing/databases.ts";
import { socketFor } from "../testing/realtime.ts";
import { redisForTests } from "../testing/redis.ts";
import { attachRealtime } from "./server.ts";

const redisUrl = await redisForTests();

/** Two server processes' worth of apps on one database, as in production behind a load balancer. */
async function startNode(database: Database, withRedis: boolean): Promise<BuiltApp & { url: string }> {
  const config = {
    ...loadConfig({ DATA_DIR: "/tmp/sabong-realtime-test", JWT_SECRET: "realtime-test-secret-realtime-test" }),
    webDistDir: undefined,
    redisUrl: withRedis ? (redisUrl ?? undefined) : undefined,
  };
  const built = await buildApp(config, database);
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  await attachRealtime(built.app.server, built.ctx, built.realtime, built.app.log);
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, url: `http://127.0.0.1:${port}` };
}

const token = (node: BuiltApp, username: string) => accessTokenOf(node.app, username);

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

describe("realtime", () => {
  let database: Database;
  const nodes: (BuiltApp & { url: string })[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await seedDemoAccounts(database.db);
    // Both apps share one Db here, so commits publish through the app built last: without Redis between them,
    // a second node would hear nothing, so it only starts with Redis.
    nodes.push(await startNode(database, Boolean(redisUrl)));
    if (redisUrl) nodes.push(await startNode(database, true));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const node of nodes) {
      await node.realtime.close();
      await node.app.close();
    }
    await database.close();
  });

  it("refuses a socket without a valid token", async () => {
    await expect(socketFor((nodes[0] as { url: string }).url, "forged.token.value")).rejects.toThrow(/unauthorized/);
  });

  it("pushes 'refresh' to players only", async () => {
    const [a] = nodes as [BuiltApp & { url: string }];
    const player = await socketFor(a.url, await token(a, "player"));
    const agent = await socketFor(a.url, await token(a, "gold"));
    sockets.push(player, agent);
    let agentGotRefresh = false;
    agent.on("refresh", () => {
      agentGotRefresh = true;
    });
    const received = nextEvent(player, "refresh");
    const response = await a.app.inject({
      method: "POST",
      url: "/api/bet-ops/refresh",
      headers: { authorization: `Bearer ${await token(a, "operator")}` },
    });
    expect(response.statusCode).toBe(200);
    await received;
    // The agent's socket is in the same server: had it been sent to everyone, it would have arrived with the player's.
    await new Promise((r) => setTimeout(r, 200));
    expect(agentGotRefresh).toBe(false);
  });

  describe.runIf(redisUrl)("across server processes (Redis adapter)", () => {
    it("delivers an announcement set on one process to a player connected to the other", async () => {
      const [a, b] = nodes as [BuiltApp & { url: string }, BuiltApp & { url: string }];
      const player = await socketFor(a.url, await token(a, "player"));
      sockets.push(player);
      const value = `Fight 12 starts at 8 PM (${Date.now()})`;
      const received = nextEvent<{ value: string }>(player, "announcement");
      const response = await b.app.inject({
        method: "POST",
        url: "/api/bet-ops/announcement",
        headers: { authorization: `Bearer ${await token(b, "operator")}` },
        payload: { announcement: value },
      });
      expect(response.statusCode).toBe(200);
      expect(await received).toEqual({ value });
    });
  });
});
