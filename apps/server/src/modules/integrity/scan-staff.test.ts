import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { type Headers, press, signedInAs } from "../../testing/api.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { passDrawTime } from "../../testing/draws.ts";
import { fund } from "../../testing/ledger.ts";
import { scanOnce } from "./scan.ts";

type StaffAlertDb = { subject: string; account_ids: number[]; evidence: Record<string, unknown> };

describe.each(await testDatabaseKinds())("the staff-circle watch on %s", (kind) => {
  const h = bettingSuite(kind);
  const operatorId = () => h.ids.get("operator") as number;

  const staffAlerts = async (fightId: number) =>
    resultRows<StaffAlertDb>(
      await h.db.execute(sql`
        select subject, account_ids, evidence from integrity_alerts
        where kind = 'staff-circle' and contest = ${`fight:${fightId}`} order by subject`),
    );

  /** Opens a fight as the operator, takes the bets, closes and declares it, then runs one pass of the watch. */
  const playAndScan = async (bets: readonly (readonly [{ headers: Headers }, string])[]) => {
    const { fightId } = await openFight(h, "sabong");
    for (const [player, side] of bets) await mustBet(h, "sabong", player.headers, fightId, side, pesos(5_000));
    await mustAct(h, "sabong", fightId, "close");
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    await scanOnce(h.db);
    return fightId;
  };

  it("raises an alert when an account on the operator's phone, or one they referred, bets on their fight", async () => {
    const [friend, referred, stranger] = await createPlayers(h, 3, { fundCentavos: pesos(50_000) });
    if (!friend || !referred || !stranger) throw new Error("players");
    // The friend signed in on the operator's phone; the second player joined through the operator's referral.
    await h.db.execute(sql`
      update sessions set device_id = '0b5e7a1c-0000-4000-8000-0000000057af'
      where user_id in (${operatorId()}, ${friend.id})`);
    await h.db.execute(sql`update users set upline_id = ${operatorId()} where id = ${referred.id}`);

    const fightId = await playAndScan([
      [friend, "MERON"],
      [referred, "MERON"],
      [stranger, "WALA"],
    ]);
    const alerts = await staffAlerts(fightId);
    expect(alerts.map((alert) => alert.subject)).toEqual([`fight:${fightId}:staff-${operatorId()}`]);
    expect(alerts[0]?.account_ids).toEqual([friend.id, referred.id].sort((a, b) => a - b));
    expect(alerts[0]?.evidence).toMatchObject({ staffId: operatorId(), stakedCentavos: pesos(10_000) });

    // A second pass raises nothing again.
    await scanOnce(h.db);
    expect(await staffAlerts(fightId)).toHaveLength(1);
  });

  it("raises nothing for accounts with no link to the operator", async () => {
    const [one, two] = await createPlayers(h, 2, { fundCentavos: pesos(50_000) });
    if (!one || !two) throw new Error("players");
    await h.db.execute(sql`
      update sessions set device_id = 'c0ffee00-0000-4000-8000-00000000beef' where user_id in (${one.id}, ${two.id})`);
    const fightId = await playAndScan([
      [one, "MERON"],
      [two, "WALA"],
    ]);
    expect(await staffAlerts(fightId)).toEqual([]);
  });

  it("links nobody to the operator by a loopback or private address", async () => {
    const [office, local] = await createPlayers(h, 2, { fundCentavos: pesos(50_000) });
    if (!office || !local) throw new Error("players");
    // The operator and one player behind the same office network; the other on the same loopback as every test.
    await h.db.execute(sql`update sessions set ip = '192.168.1.20' where user_id in (${operatorId()}, ${office.id})`);
    await h.db.execute(sql`update sessions set ip = '127.0.0.1' where user_id = ${local.id}`);
    await h.db.execute(sql`insert into sessions (user_id, ip) values (${operatorId()}, '127.0.0.1')`);
    const fightId = await playAndScan([
      [office, "MERON"],
      [local, "WALA"],
    ]);
    expect(await staffAlerts(fightId)).toEqual([]);
  });

  it("raises an alert when an account on the phone of the staff member who confirmed a draw's result plays it", async () => {
    const { operator, operator2, player } = await signedInAs(h.t, ["operator", "operator2", "player"] as const);
    const confirmerId = h.ids.get("operator2") as number;
    await h.db.execute(sql`
      update sessions set device_id = '7d1e5c00-0000-4000-8000-00000000d2a7'
      where user_id in (${confirmerId}, ${h.playerId})`);
    await fund(h.db, h.playerId, pesos(100));
    const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" };
    const created = await operator("POST", "/api/game-ending/draws", {
      matchup,
      drawAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const drawId = created.body.id as number;
    const url = `/api/game-ending/draws/${drawId}`;
    const lines = [{ combination: "94", form: "straight", stakeCentavos: pesos(10) }];
    const ticket = await player("POST", "/api/player-game-ending/tickets", {
      drawId,
      idempotencyKey: `ticket-${drawId}`,
      lines,
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    expect((await press(operator, `${url}/close`, { reason: "Play started" })).status).toBe(200);
    await passDrawTime(h.db, drawId);
    expect((await press(operator, `${url}/result`, { scores: { home: 89, away: 74 } })).status).toBe(200);
    expect((await press(operator2, `${url}/confirm`)).body).toMatchObject({ state: "SETTLED" });

    await scanOnce(h.db);
    const alerts = resultRows<StaffAlertDb>(
      await h.db.execute(sql`
        select subject, account_ids, evidence from integrity_alerts
        where kind = 'staff-circle' and contest = ${`draw:${drawId}`} order by subject`),
    );
    // The confirmer's circle, not the operator who created, closed and entered it (no link to the player).
    expect(alerts.map((alert) => alert.subject)).toEqual([`draw:${drawId}:staff-${confirmerId}`]);
    expect(alerts[0]?.account_ids).toEqual([h.playerId]);
  });
});
