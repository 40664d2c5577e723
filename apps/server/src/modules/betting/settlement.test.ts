import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { act, bettingSuite, createPlayers, mustAct, mustBet, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, fund, points, systemBalanceOf, wallet } from "../../testing/ledger.ts";

describe.each(await testDatabaseKinds())("settlement on %s", (kind) => {
  const h = bettingSuite(kind);

  it("pays winners at pari-mutuel odds, keeps the plasada, pays the worked-example commissions", async () => {
    const [meron, wala] = await createPlayers(h, 2, { fundCentavos: pesos(100_000) });
    if (!meron || !wala) throw new Error("players");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", meron.headers, fightId, "MERON", pesos(60_000));
    await mustBet(h, "sabong", wala.headers, fightId, "WALA", pesos(40_000));
    await mustAct(h, "sabong", fightId, "close");
    const commissionBefore = await Promise.all(
      ["gold", "master", "subop", "incorporator"].map((u) => wallet(h.db, h.ids.get(u) as number, "commission:sabong")),
    );

    const answer = await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(answer.alreadyDeclared).toBe(false);
    expect(answer.fight.state).toBe("DECLARED");
    expect(answer.fight.result).toBe("MERON");
    expect(answer.settlement.odds).toEqual([
      { side: "MERON", per100Centavos: 15833, lowPayout: false },
      { side: "WALA", per100Centavos: 23750, lowPayout: false },
    ]);
    // 60,000 × 158.33 / 100 = 94,998.00; 95,000 is the winners' pool, 2.00 rounding.
    expect(await points(h.db, meron.id)).toBe(pesos(40_000 + 94_998));
    expect(await points(h.db, wala.id)).toBe(pesos(60_000));
    expect(answer.settlement.payoutsCentavos).toBe(pesos(94_998));
    expect(answer.settlement.roundingCentavos).toBe(pesos(2));
    expect(answer.settlement.houseCentavos).toBe(pesos(5_000));
    // Commission on 100,000 pesos staked under gold: 2%, 0.5%, 0.5%, 1%.
    const commissionAfter = await Promise.all(
      ["gold", "master", "subop", "incorporator"].map((u) => wallet(h.db, h.ids.get(u) as number, "commission:sabong")),
    );
    expect(commissionAfter.map((c, i) => c - (commissionBefore[i] ?? 0))).toEqual([
      pesos(2_000),
      pesos(500),
      pesos(500),
      pesos(1_000),
    ]);
    expect(answer.settlement.commissionCentavos).toBe(pesos(4_000));
    // House result: 100,000 staked − 94,998 paid − 4,000 commission (the 2.00 of rounding stays with the house).
    expect(answer.settlement.houseNetCentavos).toBe(pesos(1_002));
    expect(answer.warnings).toEqual([]);
    await expectLedgerSound(h.db);
  });

  it("credits the worked example exactly: 1,000 pesos staked → gold 20, master 5, subop 5, incorporator 10", async () => {
    await fund(h.db, h.playerId, pesos(1_000));
    const [other] = await createPlayers(h, 1, { upline: "loader", fundCentavos: pesos(1_000) });
    if (!other) throw new Error("player");
    const agents = ["gold", "master", "subop", "incorporator"].map((u) => h.ids.get(u) as number);
    const before = await Promise.all(agents.map((id) => wallet(h.db, id, "commission:sabong")));
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", h.player, fightId, "WALA", pesos(1_000));
    await mustBet(h, "sabong", other.headers, fightId, "MERON", pesos(1_000));
    await mustAct(h, "sabong", fightId, "close");
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const after = await Promise.all(agents.map((id) => wallet(h.db, id, "commission:sabong")));
    // The second bettor sits under the loader: the loader earns nothing, gold and up earn as for a direct player.
    expect(after.map((a, i) => a - (before[i] ?? 0))).toEqual([pesos(40), pesos(10), pesos(10), pesos(20)]);
    expect(await wallet(h.db, h.ids.get("loader") as number, "commission:sabong")).toBe(0);
    await expectLedgerSound(h.db);
  });

  it("a referring player with 1% earns 10 and gold 10 on a 1,000 stake", async () => {
    const [referrer] = await createPlayers(h, 1, { sabongBp: 100 });
    if (!referrer) throw new Error("referrer");
    const [bettor, opponent] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!bettor || !opponent) throw new Error("bettor");
    // The bettor registered with the referrer's code.
    await h.db.execute(sql`update users set upline_id = ${referrer.id} where id = ${bettor.id}`);
    const gold = h.ids.get("gold") as number;
    const goldBefore = await wallet(h.db, gold, "commission:sabong");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", bettor.headers, fightId, "MERON", pesos(1_000));
    await mustBet(h, "sabong", opponent.headers, fightId, "WALA", pesos(1_000));
    await mustAct(h, "sabong", fightId, "close");
    await mustAct(h, "sabong", fightId, "declare", { result: "WALA" });
    expect(await wallet(h.db, referrer.id, "commission:sabong")).toBe(pesos(10));
    // Gold: (2% − 1%) on the referred bettor's 1,000, plus 2% on its direct player's 1,000.
    expect((await wallet(h.db, gold, "commission:sabong")) - goldBefore).toBe(pesos(10 + 20));
    await expectLedgerSound(h.db);
  });

  it("declaring twice settles once; another result is refused with 409", async () => {
    const [a, b] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!a || !b) throw new Error("players");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", a.headers, fightId, "MERON", pesos(500));
    await mustBet(h, "sabong", b.headers, fightId, "WALA", pesos(500));
    await mustAct(h, "sabong", fightId, "close");
    const [first, second] = await Promise.all([
      act(h, "sabong", fightId, "declare", { result: "WALA" }),
      act(h, "sabong", fightId, "declare", { result: "WALA" }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json(), second.json()];
    expect(answers.map((x) => x.alreadyDeclared).sort()).toEqual([false, true]);
    expect(answers[0].settlement).toEqual(answers[1].settlement);
    expect(await points(h.db, b.id)).toBe(pesos(500 + 950));
    const third = await act(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: "Fight already declared" });
    expect(await points(h.db, b.id)).toBe(pesos(1_450));
    await expectLedgerSound(h.db);
  });

  it("draw: draw bets are paid ×(1 + odds) from escrow and the bank, main bets refunded, no commission on refunds", async () => {
    const [m, w, d] = await createPlayers(h, 3, { fundCentavos: pesos(2_000) });
    if (!m || !w || !d) throw new Error("players");
    const agents = ["gold", "master", "subop", "incorporator"].map((u) => h.ids.get(u) as number);
    const before = await Promise.all(agents.map((id) => wallet(h.db, id, "commission:sabong")));
    const houseBefore = await systemBalanceOf(h.db, "house:sabong");
    const bankBefore = await systemBalanceOf(h.db, "bank");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", m.headers, fightId, "MERON", pesos(1_000));
    await mustBet(h, "sabong", w.headers, fightId, "WALA", pesos(1_500));
    await mustBet(h, "sabong", d.headers, fightId, "DRAW", pesos(500));
    await mustAct(h, "sabong", fightId, "close");
    const answer = await mustAct(h, "sabong", fightId, "declare", { result: "DRAW" });
    expect(await points(h.db, d.id)).toBe(pesos(1_500 + 4_500));
    expect(await points(h.db, m.id)).toBe(pesos(2_000));
    expect(await points(h.db, w.id)).toBe(pesos(2_000));
    expect(answer.settlement.drawFundingCentavos).toBe(pesos(4_000));
    // Commission only on the 500 draw stake (the refunds earn nothing): 4% = 20, all funded by the bank.
    const after = await Promise.all(agents.map((id) => wallet(h.db, id, "commission:sabong")));
    expect(after.map((a, i) => a - (before[i] ?? 0))).toEqual([pesos(10), pesos(2.5), pesos(2.5), pesos(5)]);
    expect(answer.settlement.commissionFundingCentavos).toBe(pesos(20));
    // 3,000 staked − 7,000 paid back (4,500 won, 2,500 refunded) − 20 commission: the bank's 4,020 is the house's loss.
    expect(answer.settlement.houseNetCentavos).toBe(-pesos(4_020));
    expect(await systemBalanceOf(h.db, "house:sabong")).toBe(houseBefore);
    expect(bankBefore - (await systemBalanceOf(h.db, "bank"))).toBe(pesos(4_020));
    const bets = await h.t.app.inject({ method: "GET", url: `/api/admin/bets?fightId=${fightId}`, headers: h.admin });
    const byUser = new Map(bets.json().items.map((x: { userId: number }) => [x.userId, x]));
    expect(byUser.get(d.id)).toMatchObject({ status: "WON", payoutCentavos: pesos(4_500), per100Centavos: 90_000 });
    expect(byUser.get(m.id)).toMatchObject({ status: "REFUNDED", payoutCentavos: pesos(1_000), result: "DRAW" });
    await expectLedgerSound(h.db);
  });

  it("cancel refunds every bet, DRAW included, from any state before the result", async () => {
    const [m, d] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!m || !d) throw new Error("players");
    const houseBefore = await systemBalanceOf(h.db, "house:sabong");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", m.headers, fightId, "MERON", pesos(700));
    await mustBet(h, "sabong", d.headers, fightId, "DRAW", pesos(300));
    const answer = await mustAct(h, "sabong", fightId, "cancel");
    expect(answer.fight).toMatchObject({ state: "DECLARED", result: "CANCELLED" });
    expect(answer.settlement.refundedBets).toBe(2);
    expect(await points(h.db, m.id)).toBe(pesos(1_000));
    expect(await points(h.db, d.id)).toBe(pesos(1_000));
    expect(await systemBalanceOf(h.db, "house:sabong")).toBe(houseBefore);
    expect(await systemBalanceOf(h.db, "escrow:sabong")).toBe(0);
    expect((await act(h, "sabong", fightId, "cancel")).statusCode).toBe(200);
    await expectLedgerSound(h.db);
  });

  it("warns when the winning side pays 107.00 or less per 100", async () => {
    const [big, small] = await createPlayers(h, 2, { fundCentavos: pesos(100_000) });
    if (!big || !small) throw new Error("players");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", big.headers, fightId, "MERON", pesos(100_000));
    await mustBet(h, "sabong", small.headers, fightId, "WALA", pesos(1_000));
    const console = await h.t.app.inject({
      method: "GET",
      url: `${h.ops("sabong")}/events/${(await mustAct(h, "sabong", fightId, "close")).eventId}`,
      headers: h.operator,
    });
    expect(console.json().fight.lowPayout).toBe(true);
    expect(console.json().fight.odds[0]).toEqual({ side: "MERON", per100Centavos: 9595, lowPayout: true });
    const answer = await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(answer.settlement.lowPayoutWarning).toBe(true);
    expect(answer.warnings).toHaveLength(1);
    expect(answer.warnings[0]).toContain("95.95");
    // Stake back (top up, the default): the winner gets the stake, not 95,950.
    expect(await points(h.db, big.id)).toBe(pesos(100_000));
    await expectLedgerSound(h.db);
  });

  it("a declared winner nobody bet on refunds the main sides", async () => {
    const [a] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!a) throw new Error("player");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", a.headers, fightId, "MERON", pesos(1_000));
    await mustAct(h, "sabong", fightId, "close");
    const answer = await mustAct(h, "sabong", fightId, "declare", { result: "WALA" });
    expect(answer.settlement.winnerHadNoBets).toBe(true);
    expect(await points(h.db, a.id)).toBe(pesos(1_000));
    await expectLedgerSound(h.db);
  });

  it("refuses a declare before close and a result of the other game", async () => {
    const { fightId } = await openFight(h, "sabong");
    const early = await act(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe("Close betting before declaring a result.");
    await mustAct(h, "sabong", fightId, "close");
    const wrong = await act(h, "sabong", fightId, "declare", { result: "PULA" });
    expect(wrong.statusCode).toBe(400);
    const elsewhere = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("apple")}/fights/${fightId}/declare`,
      headers: h.operator,
      payload: { result: "PULA", idempotencyKey: newKey() },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("apple game: PULA / PUTI through the same engine, its own escrow and house, sabong commission wallet", async () => {
    const [p, q] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!p || !q) throw new Error("players");
    const gold = h.ids.get("gold") as number;
    const goldBefore = await wallet(h.db, gold, "commission:sabong");
    const { fightId } = await openFight(h, "apple");
    const refused = await h.t.app.inject({
      method: "POST",
      url: `${h.play("apple")}/bets`,
      headers: p.headers,
      payload: { fightId, side: "DRAW", stakeCentavos: pesos(100), idempotencyKey: "apple-draw-1" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("This side is not available.");
    await mustBet(h, "apple", p.headers, fightId, "PULA", pesos(1_000));
    await mustBet(h, "apple", q.headers, fightId, "PUTI", pesos(1_000));
    await mustAct(h, "apple", fightId, "close");
    const answer = await mustAct(h, "apple", fightId, "declare", { result: "PUTI" });
    expect(answer.settlement.odds).toEqual([
      { side: "PULA", per100Centavos: 19_000, lowPayout: false },
      { side: "PUTI", per100Centavos: 19_000, lowPayout: false },
    ]);
    expect(await points(h.db, q.id)).toBe(pesos(1_900));
    expect((await wallet(h.db, gold, "commission:sabong")) - goldBefore).toBe(pesos(40));
    expect(await systemBalanceOf(h.db, "escrow:apple")).toBe(0);
    expect(await systemBalanceOf(h.db, "house:apple")).toBe(pesos(100 - 80));
    await expectLedgerSound(h.db);
  });

  it("declares DRAW only where the event offers it: never on an apple event with the draw side off", async () => {
    const plain = await openFight(h, "apple");
    await mustAct(h, "apple", plain.fightId, "close");
    const refused = await act(h, "apple", plain.fightId, "declare", { result: "DRAW" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("DRAW is not offered in this event");
    await mustAct(h, "apple", plain.fightId, "declare", { result: "PULA" });

    const withDraw = await openFight(h, "apple", { drawEnabled: true });
    await mustAct(h, "apple", withDraw.fightId, "close");
    const answer = await mustAct(h, "apple", withDraw.fightId, "declare", { result: "DRAW" });
    expect(answer.settlement.result).toBe("DRAW");
    await expectLedgerSound(h.db);
  });

  it("keeps DRAW bets winnable: the draw side cannot be turned off while a round holds them", async () => {
    const [bettor] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!bettor) throw new Error("player");
    const { eventId, fightId } = await openFight(h, "apple", { drawEnabled: true });
    await mustBet(h, "apple", bettor.headers, fightId, "DRAW", pesos(100));
    await mustAct(h, "apple", fightId, "close");
    const edit = (drawEnabled: boolean) =>
      h.t.app.inject({
        method: "PUT",
        url: `${h.ops("apple")}/events/${eventId}`,
        headers: h.operator,
        payload: { drawEnabled },
      });
    const refused = await edit(false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      "DRAW bets are waiting on round #1: settle or cancel it before turning the draw side off",
    );
    const answer = await mustAct(h, "apple", fightId, "declare", { result: "DRAW" });
    expect(answer.settlement.result).toBe("DRAW");
    expect((await edit(false)).statusCode).toBe(200);
    await expectLedgerSound(h.db);
  });
});
