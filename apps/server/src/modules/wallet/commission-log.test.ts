import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, type Headers, press } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, newEvent, newKey, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw, passDrawTime } from "../../testing/draws.ts";

type Line = {
  code: string;
  refType: string | null;
  refId: string | null;
  reference: string | null;
  counterparty: string;
  counterpartyName: string;
  memo: string | null;
};

/**
 * The agent's commission log (issue 22): each line names its contest as the wallet lines do (the event and the
 * fight's number within it, or the game and draw), never by a database id, and the house as "The house".
 */
describe.each(await testDatabaseKinds())("the commission log in words on %s", (kind) => {
  const h = bettingSuite(kind);
  let gold: Headers;
  let fight2 = 0;
  let drawId = 0;

  beforeAll(async () => {
    gold = await loginAs(h.t.app, "gold");
    const [a, b] = await createPlayers(h, 2, { fundCentavos: pesos(10_000) });
    if (!a || !b) throw new Error("players not created");
    // Another event first, so that Demo Derby's second fight is not the database's second.
    await newEvent(h, "sabong", { name: "Other Arena" });
    const derby = await newEvent(h, "sabong", { name: "Demo Derby" });
    await mustAct(h, "sabong", derby.fight.id, "open");
    await mustAct(h, "sabong", derby.fight.id, "close");
    await mustAct(h, "sabong", derby.fight.id, "declare", { result: "CANCELLED" });
    const next = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events/${derby.event.id}/next`,
      headers: h.operator,
      payload: { idempotencyKey: newKey() },
    });
    expect(next.statusCode, next.body).toBe(200);
    fight2 = next.json().fight.id;
    await mustAct(h, "sabong", fight2, "open");
    await mustBet(h, "sabong", a.headers, fight2, "MERON", pesos(1_000));
    await mustBet(h, "sabong", b.headers, fight2, "WALA", pesos(1_000));
    await mustAct(h, "sabong", fight2, "close");
    await mustAct(h, "sabong", fight2, "declare", { result: "MERON" });
    const reverted = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/${fight2}/revert`,
      headers: h.operator,
      payload: { idempotencyKey: newKey(), reason: "Wrong winner declared" },
    });
    expect(reverted.statusCode, reverted.body).toBe(200);

    const draw = await openTestDraw(h.db, "suertres");
    drawId = draw.id;
    const ticket = await apiAs(h.t, a.headers)("POST", "/api/player-suertres/tickets", {
      drawId,
      idempotencyKey: newKey(),
      lines: [{ combination: "007", form: "straight", stakeCentavos: pesos(10) }],
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    await passDrawTime(h.db, drawId);
    await h.db.execute(
      sql`update draws set terms = jsonb_set(terms, '{confirmResults}', 'false') where id = ${drawId}`,
    );
    const result = await press(apiAs(h.t, h.operator), `/api/suertres/draws/${drawId}/result`, { combination: "123" });
    expect(result.body, JSON.stringify(result.body)).toMatchObject({ state: "SETTLED" });
  });

  it("names the fight by its event and number, the draw by its game and time, and the house in words", async () => {
    const response = await apiAs(h.t, gold)("GET", "/api/points/commission/logs?pageSize=100");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const lines = response.body.items as Line[];

    const ofFight = lines.filter((l) => l.refType === "fight" && l.refId === String(fight2));
    expect(ofFight.map((l) => l.code).sort()).toEqual(["COMMISSION", "REVERSAL"]);
    expect(fight2).not.toBe(2);
    for (const line of ofFight) {
      expect(line.reference).toBe("Demo Derby · Fight 2");
      expect(line.counterparty).toBe("house:sabong");
      expect(line.counterpartyName).toBe("The house");
    }

    const ofDraw = lines.find((l) => l.refType === "draw" && l.refId === String(drawId));
    expect(ofDraw?.code).toBe("COMMISSION");
    expect(ofDraw?.reference).toMatch(/^Suertres · \d{1,2}:\d{2} [AP]M · \d{1,2} \w{3} \d{4}$/);
    expect(ofDraw?.counterpartyName).toBe("The house");

    // Nothing shown says an internal account's name or a database id.
    const shown = lines.map((l) => [l.reference, l.counterpartyName, l.memo].join(" "));
    expect(shown.join("\n")).not.toMatch(/house:|escrow:|commission:|#\d/);
  });
});
