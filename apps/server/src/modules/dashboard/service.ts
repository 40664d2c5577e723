import type { AdminDashboard } from "@sabong/shared/accounting";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { Realtime } from "../../realtime/types.ts";
import { dailyFigures, dayCodeTotals, playerLoadsAndWithdrawals } from "../accounting/service.ts";
import { fights } from "../betting/table.ts";
import { type Actor, listApprovals } from "../hierarchy/service.ts";
import { draws } from "../number-games/table.ts";
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
  const [series, codes, cash, online, openFights, openDraws, approvals, wallets] = await Promise.all([
    dailyFigures(db, { from: addCalendarDays(day, 1 - DASHBOARD_DAYS), to: day }),
    dayCodeTotals(db, day, ["BET"]),
    playerLoadsAndWithdrawals(db, day),
    playersOnline(realtime),
    db.select({ n: count() }).from(fights).where(inArray(fights.state, BETTING_STATES)),
    db.select({ n: count() }).from(draws).where(eq(draws.state, "OPEN")),
    listApprovals(db, admin, { page: 1, pageSize: 1 }),
    circulation(db),
  ]);
  const today = series.at(-1);
  return {
    day,
    today: {
      turnoverCentavos: today?.turnoverCentavos ?? 0,
      stakeCount: codes.get("BET")?.count ?? 0,
      houseResultCentavos: today?.houseResultCentavos ?? 0,
      // Players' loads and withdrawals only: float and agent-to-agent moves would count a peso once per level.
      loadsCentavos: cash.loads.centavos,
      loadCount: cash.loads.count,
      withdrawalsCentavos: cash.withdrawals.centavos,
      withdrawalCount: cash.withdrawals.count,
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
