import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound } from "../../testing/ledger.ts";

/** The house result of a fight (settlement.ts fightHouseResultCentavos) as the operator's console reads it. */
describe.each(await testDatabaseKinds())("fight house result on %s", (kind) => {
  const h = bettingSuite(kind);

  it("the DRAW example: the house result is negative by the draw funding, also where an older summary said 0", async () => {
    // Players straight under the admin: no chain, no commission, so the result is exactly the bank's funding.
    const [m, w, d] = await createPlayers(h, 3, { upline: "admin", fundCentavos: pesos(2_000) });
    if (!m || !w || !d) throw new Error("players");
    const { eventId, fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", m.headers, fightId, "MERON", pesos(1_000));
    await mustBet(h, "sabong", w.headers, fightId, "WALA", pesos(1_500));
    await mustBet(h, "sabong", d.headers, fightId, "DRAW", pesos(500));
    await mustAct(h, "sabong", fightId, "close");
    const answer = await mustAct(h, "sabong", fightId, "declare", { result: "DRAW" });
    expect(answer.settlement).toMatchObject({
      stakesCentavos: pesos(3_000),
      payoutsCentavos: pesos(4_500 + 1_000 + 1_500),
      drawFundingCentavos: pesos(4_000),
      commissionCentavos: 0,
      houseNetCentavos: -pesos(4_000),
    });
    const pastFights = async () => {
      const list = await h.t.app.inject({
        method: "GET",
        url: `${h.ops("sabong")}/events/${eventId}/fights`,
        headers: h.operator,
      });
      return list.json().items.find((f: { id: number }) => f.id === fightId).settlement.houseNetCentavos;
    };
    expect(await pastFights()).toBe(-pesos(4_000));
    // A summary stored under the older formula (it said 0.00 here) reads right: the figure comes from its stakes,
    // payouts and commission. A repeated declare answers the same.
    await h.db.execute(
      sql`update fights set settlement = jsonb_set(settlement, '{houseNetCentavos}', '0') where id = ${fightId}`,
    );
    expect(await pastFights()).toBe(-pesos(4_000));
    const again = await mustAct(h, "sabong", fightId, "declare", { result: "DRAW" });
    expect(again).toMatchObject({ alreadyDeclared: true, settlement: { houseNetCentavos: -pesos(4_000) } });
    await expectLedgerSound(h.db);
  });
});
