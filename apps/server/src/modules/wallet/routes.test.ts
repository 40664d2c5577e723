import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { loginAs, startTestApp, type TestApp } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { createUser, type NewUser } from "../accounts/service.ts";
import { creditCommissions, postTransfers, systemAccountId, userAccountId, userBalances } from "../ledger/service.ts";
import { ledgerTransfers } from "../ledger/table.ts";
import { seedDemoMoney } from "../seed/service.ts";
import type { UserRow } from "../users/table.ts";

const kinds = await testDatabaseKinds();
let keySerial = 0;

const transferCount = async (db: Db) => (await db.select({ n: count() }).from(ledgerTransfers))[0]?.n ?? 0;
const makeUser = (db: Db, input: Omit<NewUser, "name" | "password" | "username"> & { username?: string }) => {
  const username = input.username ?? `w${Date.now().toString(36)}${++keySerial}`;
  return transact(db, (tx) => createUser(tx, { ...input, username, name: `Test ${username}`, password: "demo1234" }));
};

type Headers = { authorization: string };
const newKey = () => `test-key-${Date.now()}-${++keySerial}`;

describe.each(kinds)("wallet routes on %s", (kind) => {
  let t: TestApp;
  let otherInc: UserRow;
  let otherPlayer: UserRow;
  const as: Record<string, Headers> = {};
  const id = (name: string) => t.ids.get(name) ?? 0;
  const points = async (userId: number) => (await userBalances(t.ctx.db, userId)).points;
  const post = (url: string, headers: Headers | undefined, payload: unknown) =>
    t.app.inject({ method: "POST", url, headers, payload: payload as object });
  const get = (url: string, headers: Headers | undefined) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
    // The test database is dropped right after pool.end(), whose idle sockets then error: don't crash on them.
    const pool = (t.ctx.db as unknown as { $client: { on?: (event: string, listener: () => void) => void } }).$client;
    if ("totalCount" in pool) pool.on?.("error", () => {});
    await seedDemoMoney(t.ctx.db, t.ids);
    // A second tree under the admin, which the first tree's agents must not see or touch.
    otherInc = await makeUser(t.ctx.db, {
      type: "user",
      agentType: "incorporator",
      uplineId: id("admin"),
      username: "otherinc",
    });
    otherPlayer = await makeUser(t.ctx.db, { type: "player", uplineId: otherInc.id, username: "otherplayer" });
    for (const name of ["admin", "cashier", "operator", "incorporator", "gold", "loader", "player", "otherinc"]) {
      as[name] = await loginAs(t.app, name);
    }
  });
  afterAll(() => t.close());

  describe("mint", () => {
    it("lets the admin mint and refuses everyone else", async () => {
      const before = await points(id("admin"));
      const response = await post("/api/admin/wallet/mint", as.admin, {
        amountCentavos: 12_345,
        idempotencyKey: newKey(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ transferId: expect.any(Number), balanceCentavos: before + 12_345 });
      const count = await transferCount(t.ctx.db);
      for (const who of ["incorporator", "cashier", "player"]) {
        const refused = await post("/api/admin/wallet/mint", as[who], {
          amountCentavos: 100,
          idempotencyKey: newKey(),
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: expect.any(String) });
      }
      expect(
        (await post("/api/admin/wallet/mint", undefined, { amountCentavos: 100, idempotencyKey: newKey() })).statusCode,
      ).toBe(401);
      expect(await transferCount(t.ctx.db)).toBe(count);
    });
  });

  describe("load and withdraw", () => {
    it("moves points down and up the tree and pushes both balances after commit", async () => {
      const toUser = vi.spyOn(t.realtime, "toUser");
      const loaded = await post("/api/points/load", as.gold, {
        targetUserId: id("player"),
        amountCentavos: 1_000,
        idempotencyKey: newKey(),
      });
      expect(loaded.statusCode).toBe(200);
      expect(loaded.json()).toEqual({
        transferId: expect.any(Number),
        actorBalanceCentavos: await points(id("gold")),
        targetBalanceCentavos: await points(id("player")),
        debtCollectedCentavos: 0,
      });
      // The pushes follow the commit (the publisher's balance.changed), not the answer: wait for them.
      const playerPoints = await points(id("player"));
      await vi.waitFor(() => {
        expect(toUser).toHaveBeenCalledWith(
          id("player"),
          "balance",
          expect.objectContaining({ pointsCentavos: playerPoints, debtCentavos: 0 }),
        );
        expect(toUser).toHaveBeenCalledWith(id("gold"), "balance", expect.anything());
      });
      toUser.mockRestore();

      // Four levels down: the incorporator serves the player too.
      const withdrawn = await post("/api/points/withdraw", as.incorporator, {
        targetUserId: id("player"),
        amountCentavos: 500,
        idempotencyKey: newKey(),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().targetBalanceCentavos).toBe(await points(id("player")));
    });

    it("answers a repeated key with the first answer and refuses it for another request", async () => {
      const key = newKey();
      const body = { targetUserId: id("player"), amountCentavos: 700, idempotencyKey: key };
      const first = await post("/api/points/load", as.gold, body);
      const count = await transferCount(t.ctx.db);
      const again = await post("/api/points/load", as.gold, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const other = await post("/api/points/load", as.gold, { ...body, amountCentavos: 701 });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ error: IDEMPOTENCY_MISMATCH_MESSAGE });
      const otherRoute = await post("/api/points/withdraw", as.gold, body);
      expect(otherRoute.statusCode).toBe(409);
      expect(await transferCount(t.ctx.db)).toBe(count);
    });

    it("lets the cashier (staff2) serve any player, and no agent", async () => {
      await post("/api/points/load", as.admin, {
        targetUserId: id("cashier"),
        amountCentavos: 50_000,
        idempotencyKey: newKey(),
      });
      const served = await post("/api/points/load", as.cashier, {
        targetUserId: otherPlayer.id,
        amountCentavos: 2_000,
        idempotencyKey: newKey(),
      });
      expect(served.statusCode).toBe(200);
      const agent = await post("/api/points/load", as.cashier, {
        targetUserId: id("gold"),
        amountCentavos: 1,
        idempotencyKey: newKey(),
      });
      expect(agent.statusCode).toBe(404);
    });

    it("keeps every agent inside its own tree and players off agent routes", async () => {
      const count = await transferCount(t.ctx.db);
      const attempts: [string, string, number, number][] = [
        ["incorporator", "/api/points/load", otherPlayer.id, 404],
        ["incorporator", "/api/points/withdraw", otherPlayer.id, 404],
        ["otherinc", "/api/points/withdraw", id("player"), 404],
        ["otherinc", "/api/points/load", id("gold"), 404],
        ["gold", "/api/points/load", id("incorporator"), 404], // upwards
        ["loader", "/api/points/load", id("player"), 404], // a sibling
        ["gold", "/api/points/load", id("gold"), 422], // oneself
        ["gold", "/api/points/load", 99_999_999, 404], // nobody
        ["player", "/api/points/load", id("loader"), 403],
        ["player", "/api/points/withdraw", id("gold"), 403],
        ["operator", "/api/points/load", id("player"), 403],
      ];
      for (const [who, url, targetUserId, status] of attempts) {
        const response = await post(url, as[who], { targetUserId, amountCentavos: 100, idempotencyKey: newKey() });
        expect({ who, url, targetUserId, status: response.statusCode }).toEqual({ who, url, targetUserId, status });
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await transferCount(t.ctx.db)).toBe(count);
    });

    it("says clearly why a load to a suspended or pending user, or beyond the balance, is refused", async () => {
      const suspended = await makeUser(t.ctx.db, { type: "player", uplineId: id("gold"), status: "suspended" });
      const pending = await makeUser(t.ctx.db, { type: "player", uplineId: id("gold"), status: "pending" });
      const count = await transferCount(t.ctx.db);
      const toSuspended = await post("/api/points/load", as.gold, {
        targetUserId: suspended.id,
        amountCentavos: 100,
        idempotencyKey: newKey(),
      });
      expect(toSuspended.statusCode).toBe(422);
      expect(toSuspended.json().error).toMatch(/suspended/);
      const toPending = await post("/api/points/load", as.gold, {
        targetUserId: pending.id,
        amountCentavos: 100,
        idempotencyKey: newKey(),
      });
      expect(toPending.json().error).toMatch(/waiting for approval/);
      const tooMuch = await post("/api/points/load", as.gold, {
        targetUserId: id("player"),
        amountCentavos: (await points(id("gold"))) + 1,
        idempotencyKey: newKey(),
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json()).toEqual({ error: "You do not have enough points to load that amount" });
      expect(await transferCount(t.ctx.db)).toBe(count);
    });

    it("rejects bad input with 400 { error } and writes nothing", async () => {
      const count = await transferCount(t.ctx.db);
      const valid = { targetUserId: id("player"), amountCentavos: 100, idempotencyKey: newKey() };
      const bodies: unknown[] = [
        { ...valid, amountCentavos: -100 },
        { ...valid, amountCentavos: 0 },
        { ...valid, amountCentavos: 1.5 },
        { ...valid, amountCentavos: "100" },
        { ...valid, amountCentavos: 1e13 },
        { ...valid, amountCentavos: Number.MAX_SAFE_INTEGER + 2 },
        { ...valid, amountCentavos: null },
        { ...valid, amountCentavos: undefined },
        { ...valid, targetUserId: String(id("player")) },
        { ...valid, targetUserId: -1 },
        { ...valid, targetUserId: 3_000_000_000 },
        { ...valid, idempotencyKey: "short" },
        { ...valid, idempotencyKey: "has spaces in it" },
        { ...valid, idempotencyKey: undefined },
        {},
      ];
      for (const body of bodies) {
        const response = await post("/api/points/load", as.gold, body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      // JSON has no NaN or Infinity: such bodies are not JSON at all.
      for (const raw of [
        '{"targetUserId":5,"amountCentavos":NaN,"idempotencyKey":"abcdefgh"}',
        '{"amountCentavos":Infinity}',
      ]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/points/load",
          headers: { ...as.gold, "content-type": "application/json" },
          payload: raw,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      const mint = await post("/api/admin/wallet/mint", as.admin, { amountCentavos: -5, idempotencyKey: newKey() });
      expect(mint.statusCode).toBe(400);
      const convert = await post("/api/points/commission/convert", as.gold, {
        game: "poker",
        amountCentavos: 5,
        idempotencyKey: newKey(),
      });
      expect(convert.statusCode).toBe(400);
      expect(await transferCount(t.ctx.db)).toBe(count);
    });
  });

  describe("downline search", () => {
    const usernames = async (who: string, q = "") => {
      const response = await get(`/api/points/downlines/search?q=${encodeURIComponent(q)}`, as[who]);
      expect(response.statusCode).toBe(200);
      return (response.json().items as { username: string }[]).map((i) => i.username);
    };

    it("finds only users the caller may serve, with balances", async () => {
      const mine = await usernames("incorporator");
      expect(mine).toEqual(expect.arrayContaining(["subop", "master", "gold", "loader", "player"]));
      expect(mine).not.toContain("otherplayer");
      expect(mine).not.toContain("incorporator");
      expect(await usernames("otherinc")).toEqual(["otherplayer"]);
      expect(await usernames("gold", "play")).toEqual(expect.arrayContaining(["player"]));
      expect(await usernames("gold", "play")).not.toContain("otherplayer");
      expect(await usernames("admin", "other")).toEqual(["otherinc", "otherplayer"]);
      const cashier = await usernames("cashier");
      expect(cashier).toEqual(expect.arrayContaining(["player", "otherplayer"]));
      expect(cashier).not.toContain("gold");
      const response = await get("/api/points/downlines/search?q=player", as.gold);
      const player = (response.json().items as { username: string; pointsCentavos: number }[]).find(
        (i) => i.username === "player",
      );
      expect(player?.pointsCentavos).toBe(await points(id("player")));
      // Wildcards are taken literally.
      expect(await usernames("admin", "%")).toEqual([]);
      expect((await get("/api/points/downlines/search?q=x", as.player)).statusCode).toBe(403);
      expect((await get("/api/points/downlines/search?q=x", as.operator)).statusCode).toBe(403);
    });
  });

  describe("commission", () => {
    it("converts commission into points and logs it", async () => {
      const db = t.ctx.db;
      const house = await systemAccountId(db, "house:sabong");
      const playerPoints = await userAccountId(db, id("player"), "points");
      await transact(db, async (tx) => {
        await postTransfers(
          tx,
          [{ debitAccountId: playerPoints, creditAccountId: house, amountCentavos: 4_000, code: "PLASADA" }],
          null,
        );
        await creditCommissions(tx, [{ userId: id("gold"), amountCentavos: 2_000 }], "sabong", {
          refType: "fight",
          refId: 7,
        });
      });
      const response = await post("/api/points/commission/convert", as.gold, {
        game: "sabong",
        amountCentavos: 1_500,
        idempotencyKey: newKey(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ commissionCentavos: 500, pointsCentavos: await points(id("gold")) });
      const tooMuch = await post("/api/points/commission/convert", as.gold, {
        game: "sabong",
        amountCentavos: 501,
        idempotencyKey: newKey(),
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(
        (
          await post("/api/points/commission/convert", as.admin, {
            game: "sabong",
            amountCentavos: 1,
            idempotencyKey: newKey(),
          })
        ).statusCode,
      ).toBe(403);

      const logs = await get("/api/points/commission/logs", as.gold);
      expect(logs.statusCode).toBe(200);
      const items = logs.json().items as {
        code: string;
        amountCentavos: number;
        account: string;
        counterparty: string;
      }[];
      expect(items.map((i) => [i.code, i.amountCentavos, i.account, i.counterparty])).toEqual([
        ["COMMISSION_CONVERT", -1_500, "commission:sabong", "gold"],
        ["COMMISSION", 2_000, "commission:sabong", "house:sabong"],
      ]);
    });
  });

  describe("wallet logs", () => {
    it("pages, filters and signs the caller's log on the server", async () => {
      const all = await get("/api/points/logs?pageSize=100", as.player);
      expect(all.statusCode).toBe(200);
      const page = all.json();
      expect(page.total).toBeGreaterThanOrEqual(4);
      const newest = page.items[0];
      expect(newest.balanceAfterCentavos).toBe(await points(id("player")));
      const fromGold = page.items.find((i: { code: string }) => i.code === "LOAD");
      expect(fromGold).toMatchObject({ counterparty: expect.any(String), amountCentavos: expect.any(Number) });

      const second = (await get("/api/points/logs?page=2&pageSize=1", as.player)).json();
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: page.total });
      expect(second.items).toEqual([page.items[1]]);

      const loads = (await get("/api/points/logs?code=WITHDRAW", as.player)).json();
      expect(
        loads.items.every(
          (i: { code: string; amountCentavos: number }) => i.code === "WITHDRAW" && i.amountCentavos < 0,
        ),
      ).toBe(true);
      const byGold = (await get("/api/points/logs?counterparty=GOL&pageSize=100", as.player)).json();
      expect(byGold.total).toBeGreaterThan(0);
      expect(byGold.items.every((i: { counterparty: string }) => i.counterparty === "gold")).toBe(true);
      const future = (await get("/api/points/logs?from=2999-01-01", as.player)).json();
      expect(future).toMatchObject({ items: [], total: 0 });
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const todays = (await get(`/api/points/logs?from=${today}&to=${today}&pageSize=100`, as.player)).json();
      expect(todays.total).toBe(page.total);

      for (const bad of [
        "pageSize=101",
        "page=0",
        "code=STEAL",
        "from=yesterday",
        "from=2025-02-01&to=2025-01-01",
        "userId=abc",
        "userId=3000000000",
      ]) {
        const response = await get(`/api/points/logs?${bad}`, as.player);
        expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    });

    it("shows a downline's log to its uplines only", async () => {
      expect((await get(`/api/points/logs?userId=${id("player")}`, as.incorporator)).statusCode).toBe(200);
      expect((await get(`/api/points/logs?userId=${otherPlayer.id}`, as.incorporator)).statusCode).toBe(404);
      expect((await get(`/api/points/logs?userId=${id("gold")}`, as.player)).statusCode).toBe(404);
      expect((await get(`/api/points/logs/export?userId=${otherPlayer.id}`, as.gold)).statusCode).toBe(404);
      expect((await get("/api/points/logs", undefined)).statusCode).toBe(401);
    });

    it("exports the filtered log as a CSV download", async () => {
      const page = (await get("/api/points/logs?pageSize=100", as.player)).json();
      const response = await get("/api/points/logs/export", as.player);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="wallet-log-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body.trim().split("\r\n");
      expect(lines[0]).toMatch(/^Date \(Manila\),Transfer,Code,Wallet,Amount \(PHP\)/);
      expect(lines).toHaveLength(page.total + 1);
      expect(lines[1]).toContain(String(page.items[0].transferId));
      // In the screen's words: the wallet and the other side named, never an internal account name.
      expect(lines.slice(1).every((line) => line.includes(",Points,"))).toBe(true);
      expect(response.body).not.toMatch(/house:|escrow:|,points,/);
      const filtered = await get("/api/points/logs/export?code=LOAD", as.player);
      expect(
        filtered.body
          .trim()
          .split("\r\n")
          .slice(1)
          .every((line) => line.includes(",LOAD,")),
      ).toBe(true);
    });
  });
});
