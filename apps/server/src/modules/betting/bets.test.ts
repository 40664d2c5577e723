import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import {
  bet,
  bettingSuite,
  createPlayers,
  mustAct,
  mustBet,
  newEvent,
  newKey,
  openFight,
  pesos,
} from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points, systemBalanceOf } from "../../testing/ledger.ts";

describe.each(await testDatabaseKinds())("bets on %s", (kind) => {
  const h = bettingSuite(kind);

  const betCount = async (userId: number) =>
    Number(
      resultRows<{ n: string }>(await h.db.execute(sql`select count(*) as n from bets where user_id = ${userId}`))[0]
        ?.n,
    );

  it("takes the stake from points into escrow and answers the bet and the new balance", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    const escrowBefore = await systemBalanceOf(h.db, "escrow:sabong");
    const { fightId, eventId } = await openFight(h, "sabong");
    const response = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(250));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      bet: {
        eventId,
        fightId,
        fightNumber: 1,
        side: "MERON",
        stakeCentavos: pesos(250),
        status: "PENDING",
        per100Centavos: null,
        result: null,
        payoutCentavos: null,
        settledAt: null,
      },
      balanceCentavos: pesos(750),
      replayed: false,
    });
    expect(await points(h.db, p.id)).toBe(pesos(750));
    expect((await systemBalanceOf(h.db, "escrow:sabong")) - escrowBefore).toBe(pesos(250));
    const transfer = resultRows<{ code: string; ref_type: string; ref_id: string }>(
      await h.db.execute(
        sql`select code, ref_type, ref_id from ledger_transfers where ref_type = 'bet' and ref_id = ${String(response.json().bet.id)}`,
      ),
    );
    expect(transfer).toEqual([{ code: "BET", ref_type: "bet", ref_id: String(response.json().bet.id) }]);
    await expectLedgerSound(h.db);
  });

  it("the same idempotency key makes one bet; reusing it for another bet is refused", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    const { fightId } = await openFight(h, "sabong");
    const [a, b] = await Promise.all([
      bet(h, "sabong", p.headers, fightId, "WALA", pesos(100), "same-key-123"),
      bet(h, "sabong", p.headers, fightId, "WALA", pesos(100), "same-key-123"),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().bet.id).toBe(b.json().bet.id);
    const again = await bet(h, "sabong", p.headers, fightId, "WALA", pesos(100), "same-key-123");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, balanceCentavos: pesos(900) });
    expect(await betCount(p.id)).toBe(1);
    expect(await points(h.db, p.id)).toBe(pesos(900));
    // Money moved since (a second bet): the replay still answers the balance the first answer gave.
    await bet(h, "sabong", p.headers, fightId, "MERON", pesos(50), "other-key-456");
    const later = await bet(h, "sabong", p.headers, fightId, "WALA", pesos(100), "same-key-123");
    expect(later.json()).toMatchObject({ replayed: true, balanceCentavos: pesos(900) });
    expect(await points(h.db, p.id)).toBe(pesos(850));
    const mismatch = await bet(h, "sabong", p.headers, fightId, "WALA", pesos(200), "same-key-123");
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error).toBe(IDEMPOTENCY_MISMATCH_MESSAGE);
  });

  it("refuses bets outside OPEN / LAST CALL, outside the limits, without funds, from non-players", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(500) });
    if (!p) throw new Error("player");
    const created = await newEvent(h, "sabong", { minStakeCentavos: pesos(20), maxStakeCentavos: pesos(300) });
    const fightId = created.fight.id;
    const standby = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
    expect(standby.statusCode).toBe(422);
    expect(standby.json()).toEqual({ error: "Betting is closed." });
    await mustAct(h, "sabong", fightId, "open");
    expect((await bet(h, "sabong", p.headers, fightId, "MERON", pesos(10))).json()).toEqual({
      error: "The amount is below the minimum bet.",
    });
    expect((await bet(h, "sabong", p.headers, fightId, "MERON", pesos(301))).json()).toEqual({
      error: "The amount is above the maximum bet.",
    });
    expect((await bet(h, "sabong", p.headers, fightId, "MERON", 2500.5)).statusCode).toBe(400);
    expect((await bet(h, "sabong", p.headers, fightId, "MERON", 0)).statusCode).toBe(400);
    expect((await bet(h, "sabong", p.headers, fightId, "MERON", -100)).statusCode).toBe(400);
    expect((await bet(h, "sabong", p.headers, fightId, "PULA", pesos(100))).json()).toEqual({
      error: "This side is not available.",
    });
    await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(300));
    await mustBet(h, "sabong", p.headers, fightId, "DRAW", pesos(150));
    const broke = await bet(h, "sabong", p.headers, fightId, "WALA", pesos(100));
    expect(broke.statusCode).toBe(422);
    expect(broke.json()).toEqual({ error: "Insufficient balance" });
    expect(await betCount(p.id)).toBe(2);
    expect((await bet(h, "sabong", h.operator, fightId, "MERON", pesos(100))).statusCode).toBe(403);
    expect((await bet(h, "apple", p.headers, fightId, "MERON", pesos(100))).statusCode).toBe(404);
    await mustAct(h, "sabong", fightId, "last-call");
    await mustBet(h, "sabong", p.headers, fightId, "WALA", pesos(50));
    await mustAct(h, "sabong", fightId, "close");
    expect((await bet(h, "sabong", p.headers, fightId, "WALA", pesos(20))).json()).toEqual({
      error: "Betting is closed.",
    });
    expect(await points(h.db, p.id)).toBe(0);
    await expectLedgerSound(h.db);
  });

  it("event screen, lobby, bet history with filters and pages", async () => {
    const [p, q] = await createPlayers(h, 2, { fundCentavos: pesos(10_000) });
    if (!p || !q) throw new Error("players");
    const { fightId, eventId } = await openFight(h, "sabong", { name: "History Arena" });
    await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
    await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(200));
    await mustBet(h, "sabong", q.headers, fightId, "WALA", pesos(300));
    await mustAct(h, "sabong", fightId, "close");
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const next = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events/${eventId}/next`,
      headers: h.operator,
      payload: { idempotencyKey: newKey() },
    });
    const fight2 = next.json().fight.id as number;
    await mustAct(h, "sabong", fight2, "open");
    await mustBet(h, "sabong", p.headers, fight2, "WALA", pesos(50));

    const screen = await h.t.app.inject({
      method: "GET",
      url: `${h.play("sabong")}/events/${eventId}`,
      headers: p.headers,
    });
    expect(screen.statusCode).toBe(200);
    const s = screen.json();
    expect(s.fight).toMatchObject({ id: fight2, number: 2, state: "OPEN" });
    expect(s.results).toEqual([{ fightId, number: 1, result: "MERON" }]);
    expect(s.myBets).toHaveLength(1);
    expect(s.myBets[0]).toMatchObject({ side: "WALA", stakeCentavos: pesos(50) });
    // 300 staked on MERON pays 600 × 0.95 = 570: 100 → 190, 200 → 380.
    expect(s.balanceCentavos).toBe(pesos(10_000 - 300 + 570 - 50));
    expect(s.fight.odds).toEqual([
      { side: "MERON", per100Centavos: null, lowPayout: false },
      { side: "WALA", per100Centavos: 9500, lowPayout: true },
    ]);

    const lobby = await h.t.app.inject({ method: "GET", url: `${h.play("sabong")}/events`, headers: p.headers });
    const entry = lobby.json().items.find((i: { event: { id: number } }) => i.event.id === eventId);
    expect(entry).toMatchObject({ event: { status: "LIVE" }, fight: { id: fight2, number: 2, state: "OPEN" } });

    const page1 = await h.t.app.inject({
      method: "GET",
      url: `${h.play("sabong")}/bets?pageSize=2&page=1`,
      headers: p.headers,
    });
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.json().items.map((b: { stakeCentavos: number }) => b.stakeCentavos)).toEqual([pesos(50), pesos(200)]);
    const page2 = await h.t.app.inject({
      method: "GET",
      url: `${h.play("sabong")}/bets?pageSize=2&page=2`,
      headers: p.headers,
    });
    expect(page2.json().items).toHaveLength(1);
    expect(page2.json().items[0]).toMatchObject({
      fightNumber: 1,
      side: "MERON",
      stakeCentavos: pesos(100),
      status: "WON",
      per100Centavos: 19_000,
      result: "MERON",
      payoutCentavos: pesos(190),
    });
    const won = await h.t.app.inject({
      method: "GET",
      url: `${h.play("sabong")}/bets?status=WON&eventId=${eventId}`,
      headers: p.headers,
    });
    expect(won.json().total).toBe(2);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Manila" });
    const byDate = await h.t.app.inject({
      method: "GET",
      url: `${h.play("sabong")}/bets?from=${today}&to=${today}`,
      headers: p.headers,
    });
    expect(byDate.json().total).toBe(3);
    const past = await h.t.app.inject({
      method: "GET",
      url: `${h.play("sabong")}/bets?to=2020-01-01`,
      headers: p.headers,
    });
    expect(past.json().total).toBe(0);
    expect(byDate.json().items[0].eventName).toBe("History Arena");
    const apple = await h.t.app.inject({ method: "GET", url: `${h.play("apple")}/bets`, headers: p.headers });
    expect(apple.json().total).toBe(0);
    expect(
      (await h.t.app.inject({ method: "GET", url: `${h.play("sabong")}/bets?status=NOPE`, headers: p.headers }))
        .statusCode,
    ).toBe(400);

    const admin = await h.t.app.inject({
      method: "GET",
      url: `/api/admin/bets?eventId=${eventId}&pageSize=10`,
      headers: h.admin,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().total).toBe(4);
    expect(admin.json().items[0]).toMatchObject({ username: p.username, game: "sabong", eventName: "History Arena" });
    const byUser = await h.t.app.inject({
      method: "GET",
      url: `/api/admin/bets?userId=${q.id}&fightId=${fightId}&status=LOST`,
      headers: h.admin,
    });
    expect(byUser.json().total).toBe(1);
    const byUsername = await h.t.app.inject({
      method: "GET",
      url: `/api/admin/bets?username=${p.username.toUpperCase()}&eventId=${eventId}`,
      headers: h.admin,
    });
    expect(byUsername.json().total).toBe(3);
    expect(byUsername.json().items.every((b: { username: string }) => b.username === p.username)).toBe(true);
    expect((await h.t.app.inject({ method: "GET", url: "/api/admin/bets", headers: h.operator })).statusCode).toBe(403);

    const file = await h.t.app.inject({
      method: "POST",
      url: `/api/admin/bets/download/${eventId}`,
      headers: h.admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers["content-disposition"]).toContain(".xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Bets");
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(1).getCell(1).value).toBe("Bet ID");
    const stakes = [2, 3, 4, 5].map((r) => sheet?.getRow(r).getCell(6).value);
    expect(stakes).toEqual([100, 200, 300, 50]);
    expect(sheet?.getRow(2).getCell(10).value).toBe(190);
    expect(
      (await h.t.app.inject({ method: "POST", url: "/api/admin/bets/download/999999", headers: h.admin })).statusCode,
    ).toBe(404);
    await expectLedgerSound(h.db);
  });
});
