import { formatPesos } from "@sabong/shared/money";
import { describe, expect, it } from "vitest";
import { bet, bettingSuite, createPlayers, mustAct, mustBet, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points } from "../../testing/ledger.ts";
import { protectionTotals, setLimits } from "../../testing/protection-money.ts";

/**
 * A fight's payouts and refunds (a cancelled fight, a DRAW refunding MERON and WALA) give the bettor's loss room back
 * when the fight settles, and a master revert that takes a payout back takes the room away again
 * (protection-rules.md, "Loss limit").
 */

const roomMessage = (roomCentavos: number) =>
  `You can stake ${formatPesos(roomCentavos, { symbol: true })} more today: your daily loss limit`;

describe.each(await testDatabaseKinds())("fight credits and the loss limit on %s", (kind) => {
  const h = bettingSuite(kind);

  /** A bet of one centavo more than the room: its refusal tells the room. */
  async function expectRoom(headers: { authorization: string }, roomCentavos: number): Promise<void> {
    const { fightId } = await openFight(h, "sabong", { minStakeCentavos: 1 });
    const over = await bet(h, "sabong", headers, fightId, "MERON", roomCentavos + 1);
    expect([over.statusCode, over.json().error]).toEqual([422, roomMessage(roomCentavos)]);
  }

  it("a payout gives loss room back, and a revert of it takes the room away", async () => {
    const [p, q] = await createPlayers(h, 2, { fundCentavos: pesos(5_000) });
    if (!p || !q) throw new Error("players");
    await setLimits(h.db, p.id, { loss: { day: pesos(1_000) } });
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(600));
    await mustBet(h, "sabong", q.headers, fightId, "WALA", pesos(600));
    await expectRoom(p.headers, pesos(400));

    await mustAct(h, "sabong", fightId, "close");
    const before = await points(h.db, p.id);
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const payout = (await points(h.db, p.id)) - before;
    expect(payout).toBeGreaterThan(pesos(600));
    expect(await protectionTotals(h.db, p.id)).toMatchObject({ stakedCentavos: pesos(600), creditedCentavos: payout });
    await expectRoom(p.headers, pesos(400) + payout);

    const reverted = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/${fightId}/revert`,
      headers: h.operator,
      payload: { idempotencyKey: newKey(), reason: "wrong winner" },
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await protectionTotals(h.db, p.id)).toMatchObject({ creditedCentavos: 0 });
    await expectRoom(p.headers, pesos(400));
    await expectLedgerSound(h.db);
  });

  it("refunds of a cancelled fight and of a DRAW count like payouts", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(5_000) });
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { loss: { day: pesos(1_000) } });

    const cancelled = await openFight(h, "sabong");
    await mustBet(h, "sabong", p.headers, cancelled.fightId, "WALA", pesos(300));
    await expectRoom(p.headers, pesos(700));
    await mustAct(h, "sabong", cancelled.fightId, "declare", { result: "CANCELLED" });
    await expectRoom(p.headers, pesos(1_000));

    const drawn = await openFight(h, "sabong");
    await mustBet(h, "sabong", p.headers, drawn.fightId, "MERON", pesos(200));
    await expectRoom(p.headers, pesos(800));
    await mustAct(h, "sabong", drawn.fightId, "close");
    await mustAct(h, "sabong", drawn.fightId, "declare", { result: "DRAW" });
    await expectRoom(p.headers, pesos(1_000));
    expect(await protectionTotals(h.db, p.id)).toMatchObject({
      stakedCentavos: pesos(500),
      creditedCentavos: pesos(500),
    });
  });
});
