import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { transact } from "../../events/transact.ts";
import { apiAs } from "../../testing/api.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { fund } from "../../testing/ledger.ts";
import { signal } from "../../testing/signal.ts";
import { playersWithNewMoney, type TransferMark } from "./readers.ts";
import { scanOnce } from "./scan.ts";

type AlertRowDb = { kind: string; subject: string; account_ids: number[]; contest: string | null };

describe.each(await testDatabaseKinds())("the integrity watch on %s", (kind) => {
  const h = bettingSuite(kind);

  const alertsOf = async (where: string) =>
    resultRows<AlertRowDb>(
      await h.db.execute(
        sql`select kind, subject, account_ids, contest from integrity_alerts where subject like ${where} order by kind`,
      ),
    );

  /** Every test signs in from 127.0.0.1; in the field each player has an address of their own. */
  const ownAddresses = () =>
    h.db.execute(sql`update sessions set ip = '10.0.' || (user_id / 250) || '.' || (user_id % 250)`);

  it("raises late money and a linked ring on a fight once, and tells the operators at once", async () => {
    const [early1, early2, ring1, ring2] = await createPlayers(h, 4, { fundCentavos: pesos(50_000) });
    if (!early1 || !early2 || !ring1 || !ring2) throw new Error("players");
    await ownAddresses();
    // The ring signs in from one phone: the same device id on both accounts' sessions.
    await h.db.execute(sql`
      update sessions set device_id = '5b7f0b7e-0000-4000-8000-00000000a11c'
      where user_id in (${ring1.id}, ${ring2.id})`);
    const { fightId } = await openFight(h, "sabong");
    const a = await mustBet(h, "sabong", early1.headers, fightId, "MERON", pesos(10_000));
    const b = await mustBet(h, "sabong", early2.headers, fightId, "WALA", pesos(10_000));
    // The early bets were placed five minutes before the close; the ring's WALA money comes in the last seconds.
    await h.db.execute(
      sql`update bets set created_at = created_at - interval '5 minutes' where id in (${a.bet.id}, ${b.bet.id})`,
    );
    await mustBet(h, "sabong", ring1.headers, fightId, "WALA", pesos(20_000));
    await mustBet(h, "sabong", ring2.headers, fightId, "WALA", pesos(20_000));
    await mustAct(h, "sabong", fightId, "close");

    const toRoom = vi.spyOn(h.t.realtime, "toRoom");
    const first = await scanOnce(h.db);
    expect(first.fights).toBeGreaterThanOrEqual(1);
    const alerts = await alertsOf(`fight:${fightId}:%`);
    expect(alerts.map((alert) => [alert.kind, alert.subject])).toEqual([
      ["concentration", `fight:${fightId}:WALA`],
      ["late-money", `fight:${fightId}:WALA`],
    ]);
    expect(alerts[0]?.account_ids).toEqual([ring1.id, ring2.id].sort((x, y) => x - y));
    expect(alerts[1]?.account_ids).toEqual(expect.arrayContaining([ring1.id, ring2.id]));

    await vi.waitFor(() =>
      expect(toRoom).toHaveBeenCalledWith(
        expect.anything(),
        "integrity:alert",
        expect.objectContaining({ fightId, message: expect.stringContaining("Integrity alert on this fight") }),
      ),
    );
    toRoom.mockRestore();

    // A second pass (or a second process) raises nothing again.
    await scanOnce(h.db);
    expect(await alertsOf(`fight:${fightId}:%`)).toHaveLength(2);
  });

  it("raises nothing on a fight of early, unlinked money", async () => {
    const [one, two] = await createPlayers(h, 2, { fundCentavos: pesos(50_000) });
    if (!one || !two) throw new Error("players");
    await ownAddresses();
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", one.headers, fightId, "MERON", pesos(20_000));
    await mustBet(h, "sabong", two.headers, fightId, "WALA", pesos(20_000));
    await mustAct(h, "sabong", fightId, "close");
    await scanOnce(h.db);
    expect(await alertsOf(`fight:${fightId}:%`)).toEqual([]);
  });

  it("links nobody by a loopback or private address (the proxy's, not a player's)", async () => {
    const [one, two, three] = await createPlayers(h, 3, { fundCentavos: pesos(50_000) });
    if (!one || !two || !three) throw new Error("players");
    // Two on one side from the same office network, one on the other: all the WALA money from "one address".
    await h.db.execute(sql`update sessions set ip = '192.168.1.20' where user_id in (${one.id}, ${two.id})`);
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", one.headers, fightId, "WALA", pesos(20_000));
    await mustBet(h, "sabong", two.headers, fightId, "WALA", pesos(20_000));
    await mustBet(h, "sabong", three.headers, fightId, "MERON", pesos(20_000));
    await mustAct(h, "sabong", fightId, "close");
    await scanOnce(h.db);
    expect(await alertsOf(`fight:${fightId}:%`)).toEqual([]);
  });

  it("raises a large load, cash cycling and a withdrawal through another agent from the ledger", async () => {
    const [player] = await createPlayers(h, 1);
    if (!player) throw new Error("player");
    const gold = h.ids.get("gold") as number;
    await fund(h.db, gold, pesos(700_000));
    const goldApi = apiAs(h.t, await (await import("../../testing/app.ts")).loginAs(h.t.app, "gold"));
    const incorporatorApi = apiAs(h.t, await (await import("../../testing/app.ts")).loginAs(h.t.app, "incorporator"));
    const loaded = await goldApi("POST", "/api/points/load", {
      targetUserId: player.id,
      amountCentavos: pesos(600_000),
      idempotencyKey: newKey(),
    });
    expect(loaded.status).toBe(200);
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", player.headers, fightId, "MERON", pesos(1_000));
    const withdrawn = await incorporatorApi("POST", "/api/points/withdraw", {
      targetUserId: player.id,
      amountCentavos: pesos(500_000),
      idempotencyKey: newKey(),
    });
    expect(withdrawn.status).toBe(200);

    await scanOnce(h.db);
    const kinds = resultRows<{ kind: string }>(
      await h.db.execute(sql`select kind from integrity_alerts where ${player.id} = any(account_ids) order by kind`),
    ).map((row) => row.kind);
    expect(kinds).toEqual(["cash-cycling", "large-daily-total", "large-transaction", "other-agent"]);
    await scanOnce(h.db);
    const again = resultRows<{ count: number }>(
      await h.db.execute(
        sql`select count(*)::int as count from integrity_alerts where ${player.id} = any(account_ids)`,
      ),
    );
    expect(again[0]?.count).toBe(4);
  });

  it("the money watch works through every player a tick at a time, moves past stakes, and waits for open writers", async () => {
    const newest = async (): Promise<TransferMark> => {
      const [row] = resultRows<{ xid: string; id: string | number }>(
        await h.db.execute(
          sql`select created_xid::text as xid, id from ledger_transfers order by created_xid desc, id desc limit 1`,
        ),
      );
      return { xid: row?.xid ?? "0", id: Number(row?.id ?? 0) };
    };
    const gold = h.ids.get("gold") as number;
    await fund(h.db, gold, pesos(100_000));
    const goldApi = apiAs(h.t, await (await import("../../testing/app.ts")).loginAs(h.t.app, "gold"));
    const load = async (playerId: number) => {
      const body = { targetUserId: playerId, amountCentavos: pesos(1_000), idempotencyKey: newKey() };
      expect((await goldApi("POST", "/api/points/load", body)).status).toBe(200);
    };
    const start = await newest();
    const players = await createPlayers(h, 5);
    for (const player of players) await load(player.id);
    const { fightId } = await openFight(h, "sabong");
    for (const player of players) await mustBet(h, "sabong", player.headers, fightId, "MERON", pesos(100));
    const end = await newest();
    // Two players a tick: three ticks name all five, each once; then the mark stands past the five stakes.
    const seen: number[][] = [];
    let mark = start;
    for (let tick = 0; tick < 10; tick++) {
      const { playerIds, last } = await playersWithNewMoney(h.db, mark, { players: 2, transfers: 1_000 });
      mark = last;
      if (playerIds.length === 0) break;
      seen.push(playerIds);
    }
    expect(seen.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(seen.flat().sort((a, b) => a - b)).toEqual(players.map((p) => p.id).sort((a, b) => a - b));
    expect(mark).toEqual(end);
    // Three transfers a tick: the mark moves over stakes too, never back, and ends at the same place.
    let steps = 0;
    for (mark = start; steps < 100; steps++) {
      const { last } = await playersWithNewMoney(h.db, mark, { players: 200, transfers: 3 });
      if (last.id === mark.id && last.xid === mark.xid) break;
      expect(BigInt(last.xid) > BigInt(mark.xid) || last.id > mark.id).toBe(true);
      mark = last;
    }
    expect(mark).toEqual(end);
    expect(steps).toBeGreaterThan(3);
    if (kind !== "postgres") return;
    // A transaction still open holds the mark below it: money committed after it waits, and is not passed over.
    const [began, release] = [signal(), signal()];
    const open = transact(h.db, async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      began.fire();
      await release.fired;
    });
    await began.fired;
    const [late] = await createPlayers(h, 1);
    await load(late?.id as number);
    const during = await playersWithNewMoney(h.db, end);
    expect(during.playerIds).not.toContain(late?.id);
    release.fire();
    await open;
    expect((await playersWithNewMoney(h.db, during.last)).playerIds).toContain(late?.id);
  });
});
