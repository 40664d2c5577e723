import type { AdminDashboard } from "@sabong/shared/accounting";
import { manilaDateOf, manilaDayBounds } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs } from "../../testing/app.ts";
import {
  type BettingHarness,
  bettingSuite,
  createPlayers,
  newKey,
  openFight,
  pesos,
  playFight,
} from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { fund, makeUser } from "../../testing/ledger.ts";
import { foldLedger } from "../accounting/service.ts";
import { adminDashboard } from "./service.ts";

async function dashboard(h: BettingHarness): Promise<AdminDashboard> {
  const response = await h.t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: h.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * A test comparing "today" before and after its moves must not straddle Manila midnight: within `marginMs` of it,
 * wait until the new day has begun.
 */
async function clearOfManilaMidnight(marginMs = 20_000): Promise<void> {
  const now = new Date();
  const leftMs = manilaDayBounds(manilaDateOf(now)).end.getTime() - now.getTime();
  if (leftMs < marginMs) await new Promise((resolve) => setTimeout(resolve, leftMs + 100));
}

/** A load or withdrawal through the wallet station's route; answers the transfer id. */
async function move(
  h: BettingHarness,
  who: string,
  direction: "load" | "withdraw",
  target: number,
  pesosMoved: number,
) {
  const response = await h.t.app.inject({
    method: "POST",
    url: `/api/points/${direction}`,
    headers: await loginAs(h.t.app, who),
    payload: { targetUserId: target, amountCentavos: pesos(pesosMoved), idempotencyKey: newKey() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().transferId as number;
}

const row = (d: AdminDashboard, key: string) => d.circulation.find((r) => r.key === key);
/** The server's circulation total, checked against its rows. */
function circulating(d: AdminDashboard) {
  expect(d.circulationTotalCentavos).toBe(d.circulation.reduce((sum, r) => sum + r.centavos, 0));
  expect(d.circulationTotalAccounts).toBe(d.circulation.reduce((sum, r) => sum + r.accounts, 0));
  return d.circulationTotalCentavos;
}

describe.each(await testDatabaseKinds())("admin dashboard on %s", (kind) => {
  const h = bettingSuite(kind);

  it("after a settled fight and a load, today's figures and the circulation move by exactly what happened", async () => {
    await clearOfManilaMidnight();
    const [meron, wala] = await createPlayers(h, 2, { fundCentavos: pesos(5_000) });
    if (!meron || !wala) throw new Error("players");
    await fund(h.db, h.ids.get("gold") as number, pesos(1_000));
    const before = await dashboard(h);

    const loaded = await h.t.app.inject({
      method: "POST",
      url: "/api/points/load",
      headers: await loginAs(h.t.app, "gold"),
      payload: { targetUserId: meron.id, amountCentavos: pesos(1_000), idempotencyKey: newKey() },
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const bets = [
      [meron.headers, "MERON", pesos(600)],
      [wala.headers, "WALA", pesos(400)],
    ] as const;
    const { settlement } = await playFight(h, "sabong", bets, "MERON");
    const houseResult = pesos(1_000) - settlement.payoutsCentavos - settlement.commissionCentavos;
    expect(houseResult).toBeGreaterThan(0);
    expect(settlement.houseNetCentavos).toBe(houseResult);
    // A second fight left open for bets.
    await openFight(h, "sabong");
    await makeUser(h.db, { type: "player", uplineId: h.ids.get("gold"), status: "pending" });

    const after = await dashboard(h);
    expect(after.day).toBe(before.day);
    expect(after.today.turnoverCentavos - before.today.turnoverCentavos).toBe(pesos(1_000));
    expect(after.today.stakeCount - before.today.stakeCount).toBe(2);
    expect(after.today.houseResultCentavos - before.today.houseResultCentavos).toBe(houseResult);
    expect(after.today.loadsCentavos - before.today.loadsCentavos).toBe(pesos(1_000));
    expect(after.today.loadCount - before.today.loadCount).toBe(1);
    expect(after.today.withdrawalsCentavos).toBe(before.today.withdrawalsCentavos);
    expect(after.openFights - before.openFights).toBe(1);
    expect(after.pendingApprovals - before.pendingApprovals).toBe(1);

    // The 30-day series ends today and agrees with today's figures.
    expect(after.last30Days).toHaveLength(30);
    expect(after.last30Days.at(-1)).toMatchObject({
      key: after.day,
      turnoverCentavos: after.today.turnoverCentavos,
      houseResultCentavos: after.today.houseResultCentavos,
    });

    // What users hold fell by the house result (the load only moved points between them); the gold agent's level
    // gave the load, the commission wallets took the commission.
    expect(circulating(before) - circulating(after)).toBe(houseResult);
    const delta = (key: string) => (row(after, key)?.centavos ?? 0) - (row(before, key)?.centavos ?? 0);
    expect(delta("points:gold-agent")).toBe(-pesos(1_000));
    const loadIn = pesos(1_000);
    const stakesOut = pesos(600 + 400);
    expect(delta("points:player")).toBe(loadIn - stakesOut + settlement.payoutsCentavos);
    expect(delta("commission:sabong")).toBe(settlement.commissionCentavos);
    expect(row(after, "points:player")).toMatchObject({ label: "Players" });
    expect(after.circulation.map((r) => r.label).slice(0, 9)).toEqual([
      "Admin (undistributed)",
      "Operators (staff)",
      "Cashiers (staff2)",
      "Head-incorporators",
      "Incorporators",
      "Sub-operators",
      "Master-agents",
      "Gold-agents",
      "Players",
    ]);
    expect(row(after, "points:player")?.accounts).toBeGreaterThanOrEqual(3);
  });

  it("a DRAW that pays beyond the stakes lowers today's house result by what the operator's console shows", async () => {
    await clearOfManilaMidnight();
    const [m, w, d] = await createPlayers(h, 3, { fundCentavos: pesos(2_000) });
    if (!m || !w || !d) throw new Error("players");
    const before = await dashboard(h);
    const { settlement } = await playFight(
      h,
      "sabong",
      [
        [m.headers, "MERON", pesos(1_000)],
        [w.headers, "WALA", pesos(1_500)],
        [d.headers, "DRAW", pesos(500)],
      ],
      "DRAW",
    );
    const after = await dashboard(h);
    // 3,000 staked, 7,000 paid back, 20 commission on the DRAW stake.
    expect(settlement.houseNetCentavos).toBe(-pesos(4_020));
    expect(after.today.houseResultCentavos - before.today.houseResultCentavos).toBe(settlement.houseNetCentavos);
    expect(after.today.turnoverCentavos - before.today.turnoverCentavos).toBe(pesos(3_000));
  });

  it("loads and withdrawals today are the players' only: float and loads down the agent chain are not counted", async () => {
    await clearOfManilaMidnight();
    const id = (name: string) => h.ids.get(name) as number;
    const [ana] = await createPlayers(h, 1);
    if (!ana) throw new Error("player");
    await fund(h.db, id("admin"), pesos(5_000));
    const before = await dashboard(h);

    // Float and agent moves: admin → gold, admin → cashier, and ₱100 of the cashier's float taken back.
    await move(h, "admin", "load", id("gold"), 1_000);
    await move(h, "admin", "load", id("cashier"), 1_000);
    await move(h, "admin", "withdraw", id("cashier"), 100);
    // Players: cashier → Ana ₱200, gold → Ana ₱70, and ₱50 paid out to Ana at the desk.
    await move(h, "cashier", "load", ana.id, 200);
    await move(h, "gold", "load", ana.id, 70);
    await move(h, "cashier", "withdraw", ana.id, 50);

    const after = await dashboard(h);
    expect(after.day).toBe(before.day);
    expect(after.today.loadsCentavos - before.today.loadsCentavos).toBe(pesos(270));
    expect(after.today.loadCount - before.today.loadCount).toBe(2);
    expect(after.today.withdrawalsCentavos - before.today.withdrawalsCentavos).toBe(pesos(50));
    expect(after.today.withdrawalCount - before.today.withdrawalCount).toBe(1);
  });

  it("counts a load in the Manila day of its instant: 15:59:59Z is that day, 16:00:00Z the next (tail and rollups)", async () => {
    const [ana] = await createPlayers(h, 1);
    if (!ana) throw new Error("player");
    await fund(h.db, h.ids.get("gold") as number, pesos(100));
    const late = await move(h, "gold", "load", ana.id, 11);
    const early = await move(h, "gold", "load", ana.id, 13);
    // Not folded yet (nothing folds in this suite until below): moved to either side of Manila midnight.
    await h.db.execute(sql`update ledger_transfers set created_at = '2024-03-10T15:59:59Z' where id = ${late}`);
    await h.db.execute(sql`update ledger_transfers set created_at = '2024-03-10T16:00:00Z' where id = ${early}`);
    const adminId = h.ids.get("admin") as number;
    const admin = { userId: adminId, username: "admin", type: "admin", role: "admin", ip: null };
    const on = (instant: string) => adminDashboard(h.db, h.t.ctx.realtime, admin, new Date(instant));

    for (const folded of [false, true]) {
      while (folded && (await foldLedger(h.db)).folded > 0);
      const tenth = await on("2024-03-10T15:59:59Z");
      expect(tenth.day, `folded: ${folded}`).toBe("2024-03-10");
      expect(tenth.today, `folded: ${folded}`).toMatchObject({ loadsCentavos: pesos(11), loadCount: 1 });
      const eleventh = await on("2024-03-10T16:00:00Z");
      expect(eleventh.day).toBe("2024-03-11");
      expect(eleventh.today, `folded: ${folded}`).toMatchObject({ loadsCentavos: pesos(13), loadCount: 1 });
    }
  });

  it("is the admin's only: 403 for operators, cashiers, agents and players, 401 without a token", async () => {
    for (const who of ["operator", "cashier", "gold", "player"]) {
      const response = await h.t.app.inject({
        method: "GET",
        url: "/api/admin/dashboard",
        headers: await loginAs(h.t.app, who),
      });
      expect(response.statusCode, who).toBe(403);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await h.t.app.inject({ method: "GET", url: "/api/admin/dashboard" })).statusCode).toBe(401);
  });
});
