import type { HistoryItem, HistoryPage } from "@sabong/shared/history";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { apiAs, type Headers, press } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw, passDrawTime } from "../../testing/draws.ts";

/**
 * The one history (issue 22): sabong, apple and number-game tickets in one list, filtered, searched and scoped (a
 * player sees their own, an agent its downline only, the admin everyone), and a ticket's receipt for its owner only.
 */
describe.each(await testDatabaseKinds())("one history of every game on %s", (kind) => {
  const h = bettingSuite(kind);
  const world = {} as {
    a: { id: number; username: string; headers: Headers };
    b: { id: number; username: string; headers: Headers };
    settledDraw: number;
    wonTicket: number;
    pendingTicket: number;
    sabongBet: number;
    appleBet: number;
  };

  beforeAll(async () => {
    // A under the gold agent, B beside gold under the master: gold's downline holds A only.
    const [a] = await createPlayers(h, 1, { fundCentavos: pesos(100_000) });
    const [b] = await createPlayers(h, 1, { upline: "master", fundCentavos: pesos(100_000) });
    if (!a || !b) throw new Error("players not created");
    Object.assign(world, { a, b });

    const fight = await openFight(h, "sabong");
    world.sabongBet = (await mustBet(h, "sabong", a.headers, fight.fightId, "MERON", pesos(100))).bet.id;
    await mustBet(h, "sabong", b.headers, fight.fightId, "WALA", pesos(100));
    await mustAct(h, "sabong", fight.fightId, "close");
    await mustAct(h, "sabong", fight.fightId, "declare", { result: "MERON" });

    const round = await openFight(h, "apple");
    world.appleBet = (await mustBet(h, "apple", a.headers, round.fightId, "PULA", pesos(50))).bet.id;

    const settled = await openTestDraw(h.db, "suertres");
    const asA = apiAs(h.t, a.headers);
    const won = await asA("POST", "/api/player-suertres/tickets", {
      drawId: settled.id,
      idempotencyKey: newKey(),
      lines: [
        { combination: "007", form: "straight", stakeCentavos: pesos(10) },
        { combination: "321", form: "rambolito", stakeCentavos: pesos(6) },
      ],
    });
    expect(won.status, JSON.stringify(won.body)).toBe(201);
    world.wonTicket = won.body.ticket.id;
    world.settledDraw = settled.id;
    await passDrawTime(h.db, settled.id);
    await h.db.execute(
      sql`update draws set terms = jsonb_set(terms, '{confirmResults}', 'false') where id = ${settled.id}`,
    );
    const staff = apiAs(h.t, h.operator);
    const result = await press(staff, `/api/suertres/draws/${settled.id}/result`, { combination: "007" });
    expect(result.body, JSON.stringify(result.body)).toMatchObject({ state: "SETTLED" });

    const open = await openTestDraw(h.db, "pick3");
    const pending = await apiAs(h.t, b.headers)("POST", "/api/player-pick3/tickets", {
      drawId: open.id,
      idempotencyKey: newKey(),
      lines: [{ combination: "042", form: "straight", stakeCentavos: pesos(20) }],
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    world.pendingTicket = pending.body.ticket.id;
  });

  const list = async (headers: Headers, path: string, query = "") => {
    const response = await apiAs(h.t, headers)("GET", `/api/${path}?pageSize=200${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as HistoryPage;
  };
  const keys = (items: HistoryItem[]) => items.map((i) => `${i.kind}:${i.id}`);

  it("lists a player's sabong and apple bets and tickets together, newest first, each with its outcome", async () => {
    const page = await list(world.a.headers, "player/history");
    expect(keys(page.items)).toEqual([`ticket:${world.wonTicket}`, `bet:${world.appleBet}`, `bet:${world.sabongBet}`]);
    expect(page.total).toBe(3);
    const [ticket, apple, sabong] = page.items;
    expect(ticket).toMatchObject({
      kind: "ticket",
      game: "suertres",
      status: "WON",
      stakeCentavos: pesos(16),
      payoutCentavos: pesos(4_500),
      draw: { result: "007", state: "SETTLED" },
    });
    if (ticket?.kind !== "ticket") throw new Error("not a ticket");
    expect(ticket.lines.map((l) => [l.combination, l.form, l.outcome])).toEqual([
      ["007", "straight", "WON"],
      ["321", "rambolito", "LOST"],
    ]);
    expect(apple).toMatchObject({ kind: "bet", game: "apple", status: "PENDING", side: "PULA", payoutCentavos: null });
    expect(sabong).toMatchObject({ kind: "bet", game: "sabong", status: "WON", side: "MERON", fightNumber: 1 });
  });

  it("filters by game and status, and pages without overlap", async () => {
    const tickets = await list(world.a.headers, "player/history", "&game=suertres");
    expect(keys(tickets.items)).toEqual([`ticket:${world.wonTicket}`]);
    expect((await list(world.a.headers, "player/history", "&game=pick3")).total).toBe(0);
    const won = await list(world.a.headers, "player/history", "&status=WON");
    expect(keys(won.items).sort()).toEqual([`bet:${world.sabongBet}`, `ticket:${world.wonTicket}`].sort());
    expect(keys((await list(world.a.headers, "player/history", "&status=PENDING")).items)).toEqual([
      `bet:${world.appleBet}`,
    ]);
    const first = await apiAs(h.t, world.a.headers)("GET", "/api/player/history?pageSize=2");
    const second = await apiAs(h.t, world.a.headers)("GET", "/api/player/history?pageSize=2&page=2");
    expect([...keys(first.body.items), ...keys(second.body.items)]).toEqual(
      keys((await list(world.a.headers, "player/history")).items),
    );
  });

  it("finds a ticket by its number or a combination, leading zeros kept", async () => {
    expect(keys((await list(world.a.headers, "player/history", "&q=007")).items)).toEqual([
      `ticket:${world.wonTicket}`,
    ]);
    expect((await list(world.a.headers, "player/history", "&q=7")).total).toBe(0);
    expect(keys((await list(world.a.headers, "player/history", `&q=%23${world.wonTicket}`)).items)).toContain(
      `ticket:${world.wonTicket}`,
    );
    expect(keys((await list(world.a.headers, "player/history", `&q=${world.sabongBet}`)).items)).toContain(
      `bet:${world.sabongBet}`,
    );
    const bad = await apiAs(h.t, world.a.headers)("GET", "/api/player/history?q=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/ticket number or a combination/);
  });

  it("shows an agent its downline only, and the admin everyone (narrowed by username)", async () => {
    const gold = await loginAs(h.t.app, "gold");
    const goldView = await list(gold, "user/history");
    expect(goldView.items.every((i) => i.userId !== world.b.id)).toBe(true);
    expect(keys(goldView.items)).toContain(`ticket:${world.wonTicket}`);
    const master = await list(await loginAs(h.t.app, "master"), "user/history");
    expect(keys(master.items)).toEqual(
      expect.arrayContaining([`ticket:${world.wonTicket}`, `ticket:${world.pendingTicket}`]),
    );
    const admin = await list(h.admin, "admin/history", `&username=${world.b.username}`);
    expect(admin.items.map((i) => i.username)).toEqual([world.b.username, world.b.username]);
    expect(keys(admin.items)).toContain(`ticket:${world.pendingTicket}`);
    expect((await apiAs(h.t, h.player)("GET", "/api/admin/history")).status).toBe(403);
    expect((await apiAs(h.t, world.a.headers)("GET", "/api/user/history")).status).toBe(403);
  });

  it("exports the filtered history as an .xlsx", async () => {
    const response = await h.t.app.inject({
      method: "GET",
      url: "/api/admin/history/export?game=suertres",
      headers: h.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(String(response.headers["content-disposition"])).toContain("bets-suertres");
  });

  it("opens a ticket's receipt for its owner, uplines and the admin only", async () => {
    const path = `/api/player/tickets/${world.wonTicket}/receipt`;
    const own = await apiAs(h.t, world.a.headers)("GET", path);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: world.wonTicket, status: "WON", draw: { result: "007" } });
    expect((await apiAs(h.t, await loginAs(h.t.app, "gold"))("GET", path)).status).toBe(200);
    expect((await apiAs(h.t, h.admin)("GET", path)).status).toBe(200);
    expect((await apiAs(h.t, world.b.headers)("GET", path)).status).toBe(404);
    expect(
      (await apiAs(h.t, world.b.headers)("GET", `/api/player/tickets/${world.pendingTicket}/receipt`)).status,
    ).toBe(200);
    expect(
      (await apiAs(h.t, await loginAs(h.t.app, "gold"))("GET", `/api/player/tickets/${world.pendingTicket}/receipt`))
        .status,
    ).toBe(404);
  });

  it("lists one day's results per game: fights of the day's events, draws with their proof", async () => {
    const api = apiAs(h.t, world.a.headers);
    const sabong = await api("GET", "/api/player/results?game=sabong&day=2025-11-22");
    expect(sabong.status).toBe(200);
    expect(sabong.body.kind).toBe("live");
    const declared = sabong.body.events.flatMap((e: { fights: { result: string }[] }) => e.fights);
    expect(declared.map((f: { result: string }) => f.result)).toContain("MERON");
    const [row] = resultRows<{ day: string }>(
      await h.db.execute(sql`select to_char(draw_at at time zone 'Asia/Manila', 'YYYY-MM-DD') as day
        from draws where id = ${world.settledDraw}`),
    );
    const day = row?.day;
    const draws = await api("GET", `/api/player/results?game=suertres&day=${day}`);
    expect(draws.status).toBe(200);
    const draw = draws.body.draws.find((d: { id: number }) => d.id === world.settledDraw);
    expect(draw).toMatchObject({ result: "007", state: "SETTLED", settlement: null });
    const bad = await api("GET", "/api/player/results?game=poker&day=2025-11-22");
    expect(bad.status).toBe(400);
  });

  it("names what each wallet line belongs to: the event and fight number, or the game, draw and ticket", async () => {
    const log = await apiAs(h.t, world.a.headers)("GET", "/api/points/logs?pageSize=100");
    expect(log.status).toBe(200);
    const references = log.body.items.map((i: { reference: string | null }) => i.reference);
    expect(references).toContain(`Arena Test · Fight 1 · bet #${world.sabongBet}`);
    expect(
      references.some(
        (r: string | null) => r?.startsWith("Suertres · ") && r.endsWith(` · ticket #${world.wonTicket}`),
      ),
    ).toBe(true);
  });
});
