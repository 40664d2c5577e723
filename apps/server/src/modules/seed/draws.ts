import type { CreateDrawBody } from "@sabong/shared/number-games";
import { manilaDateOf, manilaDateTime } from "@sabong/shared/time";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { createDraw, ensureNumberGameSettings, ensureScheduledDraws, runClockOnce } from "../number-games/service.ts";

/** Demo basketball games for today's game-ending draws (tip-off in Manila time). */
const DEMO_MATCHUPS: { tipOff: string; matchup: CreateDrawBody["matchup"] }[] = [
  { tipOff: "17:00", matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" } },
  { tipOff: "19:30", matchup: { league: "PBA", home: "San Miguel", away: "TNT", period: "HALF" } },
];

/** Late in the day a demo tip-off already past moves to the next hours, so the demo always has a draw to bet on. */
const LATE_TIP_OFF_MS = 2 * 60 * 60 * 1000;

/** When a demo tip-off happens: today at its time, or (if that is past) a couple of hours from now. */
export function demoTipOff(time: string, now: Date, index: number): Date {
  const today = manilaDateTime(manilaDateOf(now), time);
  if (today.getTime() > now.getTime() + 10 * 60 * 1000) return today;
  return new Date(now.getTime() + LATE_TIP_OFF_MS + index * 30 * 60 * 1000);
}

/**
 * The number games' demo: each game's default settings, the scheduled draws of today and the next days (the
 * schedule's own function, as the server's clock runs it), and today's game-ending draws created by the demo
 * operator as the console would (audited).
 */
export async function seedDemoDraws(db: DbOrTx, operator: { id: number; username: string }, now = new Date()) {
  await transact(db, async (tx) => {
    await ensureNumberGameSettings(tx);
    await ensureScheduledDraws(tx, now);
    const actor = { userId: operator.id, username: operator.username, ip: null };
    for (const [index, { tipOff, matchup }] of DEMO_MATCHUPS.entries()) {
      await createDraw(tx, "game-ending", { matchup, drawAt: demoTipOff(tipOff, now, index).toISOString() }, actor);
    }
  });
}

/** Opens the draws whose day has begun (as the server's clock does every second), so the demo starts with them open. */
export async function openDueDraws(db: Db, log: FastifyBaseLogger): Promise<void> {
  await runClockOnce(db, log, { schedule: false });
}
