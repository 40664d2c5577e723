import { type AdminDashboard, addCalendarDays, manilaDateOf } from "@sabong/shared";
import { count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { Realtime } from "../../realtime/types.ts";
import { dailyFigures, dayCodeTotals } from "../accounting/service.ts";
import { fights } from "../betting/table.ts";
import { draws } from "../draws/table.ts";
import { type Actor, listApprovals } from "../hierarchy/service.ts";
import { circulation } from "./circulation.ts";
import { playersOnline } from "./players-online.ts";

/** The admin's dashboard: the business today and over the last 30 days (Manila days), read only. */

export const DASHBOARD_DAYS = 30;

/** Fights taking bets now: open, or at last call. */
const BETTING_STATES = ["OPEN", "LAST_CALL"];

export async function adminDashboard(
  db: DbOrTx,
  realtime: Realtime,
  admin: Actor,
  now: Date = new Date(),
): Promise<AdminDashboard> {
  const day = manilaDateOf(now);
  const [series, codes, online, openFights, openDraws, approvals, wallets] = await Promise.all([
    dailyFigures(db, { from: addCalendarDays(day, 1 - DASHBOARD_DAYS), to: day }),
    dayCodeTotals(db, day, ["BET", "LOAD", "WITHDRAW"]),
    playersOnline(realtime),
    db.select({ n: count() }).from(fights).where(inArray(fights.state, BETTING_STATES)),
    db.select({ n: count() }).from(draws).where(eq(draws.state, "OPEN")),
    listApprovals(db, admin, { page: 1, pageSize: 1 }),
    circulation(db),
  ]);
  const today = series.at(-1);
  const code = (name: string) => codes.get(name) ?? { centavos: 0, count: 0 };
  return {
    day,
    today: {
      turnoverCentavos: today?.turnoverCentavos ?? 0,
      stakeCount: code("BET").count,
      houseResultCentavos: today?.houseResultCentavos ?? 0,
      loadsCentavos: code("LOAD").centavos,
      loadCount: code("LOAD").count,
      withdrawalsCentavos: code("WITHDRAW").centavos,
      withdrawalCount: code("WITHDRAW").count,
    },
    playersOnline: online,
    openFights: openFights[0]?.n ?? 0,
    openDraws: openDraws[0]?.n ?? 0,
    pendingApprovals: approvals.total,
    circulation: wallets,
    circulationTotalAccounts: wallets.reduce((sum, row) => sum + row.accounts, 0),
    circulationTotalCentavos: wallets.reduce((sum, row) => sum + row.centavos, 0),
    last30Days: series,
  };
}
