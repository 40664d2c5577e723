import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import type { Headers } from "../../testing/api.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
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
});
