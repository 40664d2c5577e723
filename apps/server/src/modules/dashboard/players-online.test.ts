import type { Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { type BuiltApp, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { accessTokenOf } from "../../testing/app.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { makeUser } from "../../testing/ledger.ts";
import { listenWithRealtime, socketFor } from "../../testing/realtime.ts";
import { redisForTests } from "../../testing/redis.ts";
import { seedDemoAccounts } from "../seed/service.ts";

const redisUrl = await redisForTests();

/** A server process's worth of app on the shared database, with Redis between the processes when it answers. */
async function startNode(database: TestDatabase): Promise<BuiltApp & { url: string }> {
  const config = {
    ...loadConfig({ DATA_DIR: "/tmp/sabong-dashboard-test", JWT_SECRET: "dashboard-test-secret-dashboard-test" }),
    webDistDir: undefined,
    redisUrl: redisUrl ?? undefined,
  };
  const built = await buildApp(config, database);
  return { ...built, url: await listenWithRealtime(built) };
}

const tokenOf = (node: BuiltApp, username: string) => accessTokenOf(node.app, username);

describe.each(await testDatabaseKinds())("players online on %s", (kind) => {
  const opened: { database?: TestDatabase; nodes: (BuiltApp & { url: string })[]; sockets: Socket[] } = {
    nodes: [],
    sockets: [],
  };
  afterAll(async () => {
    for (const socket of opened.sockets) socket.disconnect();
    for (const node of opened.nodes) {
      await node.realtime.close();
      await node.app.close();
    }
    await opened.database?.close();
  });

  it("counts each player with a live socket once (two tabs, two processes); other accounts are not players", async () => {
    const database = await openTestDatabase(kind);
    opened.database = database;
    await seedDemoAccounts(database.db);
    const other = await makeUser(database.db, { type: "player" });
    const a = await startNode(database);
    opened.nodes.push(a);
    // Without Redis there is one process: the second "process" is the same one.
    const b = redisUrl ? await startNode(database) : a;
    if (b !== a) opened.nodes.push(b);
    const [player, admin] = [await tokenOf(a, "player"), await tokenOf(a, "admin")];
    const sockets = await Promise.all([
      socketFor(a.url, player),
      socketFor(b.url, player),
      socketFor(b.url, await tokenOf(a, other.username)),
      socketFor(a.url, await tokenOf(a, "gold")),
      socketFor(b.url, await tokenOf(a, "cashier")),
      socketFor(a.url, admin),
    ]);
    opened.sockets.push(...sockets);

    const response = await a.app.inject({
      method: "GET",
      url: "/api/admin/dashboard",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().playersOnline).toBe(2);
  });
});
