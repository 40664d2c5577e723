import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { bettingSuite, mustAct, newEvent } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";

const redBaron = { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 };
const talisay = { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 };

describe.each(await testDatabaseKinds())("fight entries on %s", (kind) => {
  const h = bettingSuite(kind);

  const put = (fightId: number, payload: object, headers = h.operator, game: "sabong" | "apple" = "sabong") =>
    h.t.app.inject({ method: "PUT", url: `${h.ops(game)}/fights/${fightId}/entries`, headers, payload });
  /** Saves `entries` over `previous` (what the form started from; by default nothing entered). */
  const putEntries = (fightId: number, entries: object, previous: object = {}, headers = h.operator) =>
    put(fightId, { entries, previous }, headers);
  const listed = async (eventId: number) => {
    const list = await h.t.app.inject({ url: `${h.ops("sabong")}/events/${eventId}/fights`, headers: h.admin });
    return list.json().items[0].entries;
  };

  it("a sabong fight starts with both sides not entered; the operator sets them, then replaces them", async () => {
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    expect(created.fight).toMatchObject({ entries: { MERON: null, WALA: null } });

    const set = await putEntries(fightId, { MERON: { ...redBaron, rooster: "  Red   Baron  " }, WALA: talisay });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().entries).toEqual({ MERON: redBaron, WALA: talisay });

    // Players see them on the event screen, the console and the list of fights.
    const screen = await h.t.app.inject({ url: `${h.play("sabong")}/events/${created.event.id}`, headers: h.player });
    expect(screen.json().fight.entries).toEqual({ MERON: redBaron, WALA: talisay });
    expect(await listed(created.event.id)).toEqual({ MERON: redBaron, WALA: talisay });

    // The body replaces them all: a side null (the view sent back as is) or left out is not entered any more.
    const view = set.json().entries;
    const replaced = await putEntries(fightId, { MERON: null, WALA: { ...talisay, weightGrams: 2145 } }, view);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().entries).toEqual({ MERON: null, WALA: { ...talisay, weightGrams: 2145 } });
    const cleared = await putEntries(fightId, {}, replaced.json().entries);
    expect(cleared.json().entries).toEqual({ MERON: null, WALA: null });
  });

  it("fixes the entries once betting opens: players bet on the roosters they saw", async () => {
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    const entries = { MERON: redBaron, WALA: talisay };
    expect((await putEntries(fightId, entries)).statusCode).toBe(200);
    const swapped = { MERON: talisay, WALA: redBaron };
    for (const action of ["open", "last-call", "close"]) {
      await mustAct(h, "sabong", fightId, action);
      const refused = await putEntries(fightId, swapped, entries);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: "Entries can be changed only before betting opens" });
    }
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const declared = await putEntries(fightId, swapped, entries);
    expect(declared.statusCode).toBe(409);
    expect(declared.json()).toEqual({ error: "Entries can be changed only before betting opens" });
    expect(await listed(created.event.id)).toEqual(entries);
  });

  it("refuses on an ended event", async () => {
    const created = await newEvent(h, "sabong");
    const ended = await h.t.app.inject({
      method: "PUT",
      url: `${h.ops("sabong")}/events/${created.event.id}`,
      headers: h.operator,
      payload: { status: "ENDED" },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const refused = await putEntries(created.fight.id, { MERON: redBaron });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: "This event has ended" });
    expect(await listed(created.event.id)).toEqual({ MERON: null, WALA: null });
  });

  it("refuses a save over another console's change instead of silently undoing it", async () => {
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    const opened = { MERON: null, WALA: null }; // what both consoles' forms started from
    expect((await putEntries(fightId, { MERON: redBaron, WALA: null }, opened)).statusCode).toBe(200);
    const late = await putEntries(fightId, { MERON: null, WALA: talisay }, opened);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: "The entries were changed meanwhile; check them and save again" });
    expect(await listed(created.event.id)).toEqual({ MERON: redBaron, WALA: null });
    // Started again from what is there now, the save goes through.
    const again = await putEntries(fightId, { MERON: redBaron, WALA: talisay }, { MERON: redBaron, WALA: null });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().entries).toEqual({ MERON: redBaron, WALA: talisay });
  });

  it("apple rounds have no entries: none shown, and no route to set them", async () => {
    const created = await newEvent(h, "apple");
    expect(created.fight).toMatchObject({ entries: null });
    const refused = await put(created.fight.id, { entries: { PULA: redBaron }, previous: {} }, h.operator, "apple");
    expect(refused.statusCode).toBe(404);
    const doc = (await h.t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths).filter((path) => path.endsWith("/entries"))).toEqual([
      "/api/bet-ops/fights/{fightId}/entries",
    ]);
  });

  it("refuses bad input with a 400 and a message, and anyone but staff", async () => {
    const { fight } = await newEvent(h, "sabong");
    const bad = async (entries: object, previous: object = {}) => {
      const response = await putEntries(fight.id, entries, previous);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error as string;
    };
    expect(await bad({ MERON: { ...redBaron, rooster: " " } })).toBe("Enter the rooster's name");
    expect(await bad({ MERON: { ...redBaron, owner: "x".repeat(61) } })).toBe("At most 60 characters");
    expect(await bad({ MERON: { ...redBaron, rooster: "Red\u202eBaron" } })).toBe(
      "No line breaks, tabs or invisible characters",
    );
    expect(await bad({ MERON: { ...redBaron, weightGrams: 21500 } })).toBe("Enter a weight from 1.000 kg to 3.500 kg");
    expect(await bad({ MERON: { ...redBaron, weightGrams: "2150" } })).toBe("Enter the weight");
    expect(await bad({ DRAW: redBaron })).toBe("This request has fields that are not accepted");
    expect(await bad({ PULA: redBaron })).toBe("PULA is not a side of this game");
    expect(await bad({ MERON: redBaron }, { PUTI: null })).toBe("PUTI is not a side of this game");
    // The old body (entries alone) is refused: a save must say what it started from.
    expect((await put(fight.id, { MERON: redBaron })).json()).toEqual({ error: "Entries is required" });
    expect((await putEntries(fight.id, { MERON: redBaron }, {}, h.admin)).statusCode).toBe(403);
    expect((await putEntries(fight.id, { MERON: redBaron }, {}, h.player)).statusCode).toBe(403);
    expect((await putEntries(999_999, { MERON: redBaron })).statusCode).toBe(404);
  });

  it("records who changed what in the audit chain, before and after", async () => {
    const { fight } = await newEvent(h, "sabong");
    expect((await putEntries(fight.id, { MERON: redBaron })).statusCode).toBe(200);
    expect((await putEntries(fight.id, { MERON: redBaron, WALA: talisay }, { MERON: redBaron })).statusCode).toBe(200);
    const rows = resultRows<{ action: string; actor_username: string; before: object; after: object }>(
      await h.db.execute(
        sql`select action, actor_username, before, after from audit_events
            where entity_type = 'fight' and entity_id = ${String(fight.id)} and action = 'fight.entries' order by id`,
      ),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_username: "operator",
      before: { number: 1, state: "STANDBY", entries: {} },
      after: { number: 1, state: "STANDBY", entries: { MERON: redBaron } },
    });
    expect(rows[1]).toMatchObject({
      before: { entries: { MERON: redBaron } },
      after: { entries: { MERON: redBaron, WALA: talisay } },
    });
    expect((await verifyAuditChain(h.db)).brokenAtId).toBeNull();
  });
});
