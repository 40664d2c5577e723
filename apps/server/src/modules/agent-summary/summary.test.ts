import type { AgentSummary } from "@sabong/shared/accounting";
import type { Game } from "@sabong/shared/betting";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { downlineBody, verifyPlayer } from "../../testing/accounts.ts";
import { type Api, apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { fund, makeUser } from "../../testing/ledger.ts";

/**
 * The agent's summary against the ledger: a second master-agent under `subop` with a player of its own, players
 * under the demo gold and its loader, bets on two games, fights settled (commission paid up both chains).
 */
describe.each(await testDatabaseKinds())("agent summary on %s", (kind) => {
  const h = bettingSuite(kind);
  const today = manilaDateOf(new Date());
  // A day either side, so a run across Manila midnight still covers every bet.
  const range = `from=${addCalendarDays(today, -1)}&to=${addCalendarDays(today, 1)}`;
  const ids = { master2: 0 };
  const as = {} as Record<"subop" | "master" | "gold" | "player", Api>;

  const creditedCommission = async (userId: number) =>
    Number(
      resultRows<{ c: string | number }>(
        await h.db.execute(sql`
          select coalesce(sum(t.amount_centavos), 0) as c from ledger_transfers t
          join ledger_accounts a on a.id = t.credit_account_id
          where a.owner_user_id = ${userId} and t.code = 'COMMISSION'`),
      )[0]?.c,
    );

  async function created(by: Api, body: ReturnType<typeof downlineBody>): Promise<number> {
    const { status, body: user } = await by("POST", "/api/user/downlines", body);
    expect(status, JSON.stringify(user)).toBe(201);
    return user.id as number;
  }

  async function settledFight(
    game: Game,
    bets: Array<[headers: { authorization: string }, side: string, pesos: number]>,
  ) {
    const { fightId } = await openFight(h, game, { name: `Summary ${game}` });
    for (const [headers, side, amount] of bets) await mustBet(h, game, headers, fightId, side, pesos(amount));
    await mustAct(h, game, fightId, "close");
    await mustAct(h, game, fightId, "declare", { result: bets[0]?.[1] });
  }

  beforeAll(async () => {
    for (const name of ["subop", "master", "gold", "player"] as const)
      as[name] = apiAs(h.t, await loginAs(h.t.app, name));
    ids.master2 = await created(
      as.subop,
      downlineBody("master_sum2", "Master Two", { role: "master-agent", sabongBp: 250 }),
    );
    const master2 = apiAs(h.t, await loginAs(h.t.app, "master_sum2"));
    await created(master2, downlineBody("gold_sum2", "Gold Two", { role: "gold-agent", sabongBp: 200 }));
    const gold2 = apiAs(h.t, await loginAs(h.t.app, "gold_sum2"));
    const farPlayerId = await created(gold2, downlineBody("far_sum2", "Far Player"));
    await verifyPlayer(h.t, farPlayerId);
    await fund(h.db, farPlayerId, pesos(10_000));
    const far = await loginAs(h.t.app, "far_sum2");
    const [near] = await createPlayers(h, 1, { fundCentavos: pesos(10_000) });
    const [loaded] = await createPlayers(h, 1, { upline: "loader", fundCentavos: pesos(10_000) });
    if (!near || !loaded) throw new Error("players");
    // Under the demo master: near (gold's player) 100 + 60, loaded (the loader's player) 50. Under master2: 300 + 40.
    await settledFight("sabong", [
      [near.headers, "MERON", 100],
      [loaded.headers, "WALA", 50],
      [far, "WALA", 300],
    ]);
    await settledFight("apple", [
      [far, "PULA", 40],
      [near.headers, "PUTI", 60],
    ]);
  });

  const summaryOf = async (api: Api, extra = ""): Promise<AgentSummary> => {
    const { status, body } = await api("GET", `/api/user/summary?${range}${extra}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  it("lists each downline with its subtree's stakes and the commission the ledger credited it, by game", async () => {
    const summary = await summaryOf(as.subop);
    const masterId = h.ids.get("master") as number;
    expect(summary.root).toMatchObject({ userId: h.ids.get("subop"), username: "subop", label: "INCORPORATOR" });
    expect(summary.path.map((entry) => entry.username)).toEqual(["subop"]);
    const byName = new Map(summary.rows.map((row) => [row.username, row]));
    expect([...byName.keys()].sort()).toEqual(["master", "master_sum2"]);
    const master = byName.get("master");
    const master2 = byName.get("master_sum2");
    expect(master).toMatchObject({ userId: masterId, label: "SUB-OPERATOR", hasDownlines: true });
    expect(master?.turnoverCentavos).toBe(pesos(210));
    expect(master2?.turnoverCentavos).toBe(pesos(340));
    const turnoverByGame = (row: typeof master) =>
      Object.fromEntries((row?.byGame ?? []).map((g) => [g.game, g.turnoverCentavos]));
    expect(turnoverByGame(master)).toEqual({ sabong: pesos(150), apple: pesos(60) });
    expect(turnoverByGame(master2)).toEqual({ sabong: pesos(300), apple: pesos(40) });

    for (const row of [master, master2]) {
      if (!row) throw new Error("row");
      expect(row.commissionCentavos).toBeGreaterThan(0);
      expect(row.commissionCentavos).toBe(await creditedCommission(row.userId));
      expect(row.byGame.reduce((sum, g) => sum + g.commissionCentavos, 0)).toBe(row.commissionCentavos);
    }
    expect(summary.rootOwn.commissionCentavos).toBe(await creditedCommission(h.ids.get("subop") as number));
    expect(summary.totals.turnoverCentavos).toBe(pesos(550));
    expect(summary.totals.commissionCentavos).toBe(
      (master?.commissionCentavos ?? 0) + (master2?.commissionCentavos ?? 0),
    );
  });

  it("drills down within the caller's tree, with the way back up", async () => {
    const summary = await summaryOf(as.master, `&agentId=${h.ids.get("gold")}`);
    expect(summary.path.map((entry) => entry.username)).toEqual(["master", "gold"]);
    expect(summary.root.username).toBe("gold");
    const loader = summary.rows.find((row) => row.username === "loader");
    expect(loader).toMatchObject({
      label: "GOLD-AGENT",
      hasDownlines: true,
      turnoverCentavos: pesos(50),
      commissionCentavos: 0,
    });
    // The loader's player bet 50; gold's own players the rest of the demo master's 210.
    expect(summary.totals.turnoverCentavos).toBe(pesos(210));
    expect(summary.rootOwn.commissionCentavos).toBe(await creditedCommission(h.ids.get("gold") as number));
    const own = await summaryOf(as.master, `&agentId=${h.ids.get("master")}`);
    expect(own.path.map((entry) => entry.username)).toEqual(["master"]);
  });

  it("answers 404 for an agent outside the caller's tree and 403 for a player", async () => {
    for (const agentId of [ids.master2, h.ids.get("subop"), 999_999]) {
      const { status, body } = await as.master("GET", `/api/user/summary?${range}&agentId=${agentId}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "User not found" });
      expect((await as.master("GET", `/api/user/summary/export?${range}&agentId=${agentId}`)).status).toBe(404);
    }
    expect((await as.player("GET", `/api/user/summary?${range}`)).status).toBe(403);
    expect((await as.player("GET", `/api/user/summary/export?${range}`)).status).toBe(403);
    const backwards = await as.gold("GET", `/api/user/summary?from=${today}&to=${addCalendarDays(today, -1)}`);
    expect(backwards.status).toBe(400);
    const impossible = await as.gold("GET", `/api/user/summary?from=2025-02-30&to=${today}`);
    expect(impossible).toEqual({ status: 400, body: { error: expect.stringContaining("2025-01-31") } });
    // The session is checked before the query: without a token, a bad range is 401, not 400.
    for (const url of ["/api/user/summary?from=2025-02-30", "/api/user/summary/export?from=2025-02-30"]) {
      expect((await h.t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("exports the same figures as an .xlsx with a TOTAL row", async () => {
    const summary = await summaryOf(as.subop);
    const response = await h.t.app.inject({
      method: "GET",
      url: `/api/user/summary/export?${range}`,
      headers: await loginAs(h.t.app, "subop"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="summary-subop-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Summary");
    if (!sheet) throw new Error("no Summary sheet");
    const rows: Array<{ number: number; values: unknown[] }> = [];
    sheet.eachRow((row, number) => rows.push({ number, values: (row.values as unknown[]).slice(1) }));
    const find = (first: string) => rows.find((row) => row.values[0] === first);
    expect(find("Username")?.values.slice(0, 4)).toEqual(["Username", "Type", "Turnover", "Commission"]);
    const total = find("TOTAL");
    if (!total) throw new Error("no TOTAL row");
    expect(total.values[2]).toBe(summary.totals.turnoverCentavos / 100);
    expect(total.values[3]).toBe(summary.totals.commissionCentavos / 100);
    const perGame = summary.totals.byGame.flatMap((g) => [g.turnoverCentavos / 100, g.commissionCentavos / 100]);
    expect(total.values.slice(4)).toEqual(perGame);
    expect(find("master")?.values[2]).toBe(2.1e2);
    expect(sheet.getRow(total.number).getCell(3).numFmt).toBe("#,##0.00");
  });

  // Last: it adds bets the tests above do not expect.
  it("a drill-down into a referring player keeps the player's own bets: an Own bets line, counted in the TOTAL", async () => {
    const [referrer] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!referrer) throw new Error("player");
    const referred = await makeUser(h.db, { type: "player", uplineId: referrer.id });
    await fund(h.db, referred.id, pesos(1_000));
    await settledFight("sabong", [
      [referrer.headers, "MERON", 25],
      [await loginAs(h.t.app, referred.username), "WALA", 15],
    ]);

    const gold = await summaryOf(as.gold);
    const row = gold.rows.find((r) => r.userId === referrer.id);
    expect(row).toMatchObject({ hasDownlines: true, turnoverCentavos: pesos(40) });

    const down = await summaryOf(as.gold, `&agentId=${referrer.id}`);
    expect(down.rows.map((r) => [r.username, r.turnoverCentavos])).toEqual([[referred.username, pesos(15)]]);
    expect(down.rootOwn.turnoverCentavos).toBe(pesos(25));
    expect(down.rootOwn.byGame.find((g) => g.game === "sabong")?.turnoverCentavos).toBe(pesos(25));
    // The TOTAL is the referrer's row one level up: its own bets and its referred player's.
    expect(down.totals.turnoverCentavos).toBe(row?.turnoverCentavos);
    expect(down.totals.byGame.find((g) => g.game === "sabong")?.turnoverCentavos).toBe(pesos(40));
    expect(down.rootOwn.commissionCentavos).toBe(await creditedCommission(referrer.id));

    // The export has the same line above its TOTAL.
    const response = await h.t.app.inject({
      method: "GET",
      url: `/api/user/summary/export?${range}&agentId=${referrer.id}`,
      headers: await loginAs(h.t.app, "gold"),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const firstCells: unknown[][] = [];
    workbook.getWorksheet("Summary")?.eachRow((r) => firstCells.push((r.values as unknown[]).slice(1, 4)));
    const at = firstCells.findIndex((cells) => cells[0] === "Own bets");
    expect(firstCells[at]).toEqual(["Own bets", "PLAYER", 25]);
    expect(firstCells[at + 1]).toEqual(["TOTAL", "", 40]);
  });
});
