import { cancelsAtClose, type Game, STAKE_BACK_CANCEL_REASON } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import type { AuditActor } from "../audit/service.ts";
import { moveBettingWindow } from "./fights.ts";
import { type FightWithEvent, fightTotals } from "./repository.ts";
import { declareFight } from "./settlement.ts";
import { readStakeBack } from "./stake-back.ts";
import { fightPlasadaBp, oddsOf } from "./views.ts";

/**
 * Closes betting (operator or the last-call clock), then applies `stakeBack` = CANCEL_AT_CLOSE in the same
 * transaction: a fight where either side would pay less than 100 per 100 is cancelled on the spot and every bet
 * refunded, with the reason recorded in its settlement. Under TOP_UP the settlement tops winners up instead.
 */
export async function closeBetting(
  db: DbOrTx,
  game: Game,
  fightId: number,
  actor: AuditActor,
): Promise<FightWithEvent & { cancelReason: string | null }> {
  return transact(db, async (tx) => {
    const closed = await moveBettingWindow(tx, game, fightId, "close", actor);
    const mode = await readStakeBack(tx);
    if (mode !== "CANCEL_AT_CLOSE") return { ...closed, cancelReason: null };
    // The fight row is locked by the close: no bet can join the totals read here.
    const odds = oddsOf(game, await fightTotals(tx, fightId), fightPlasadaBp(closed.fight, closed.event));
    if (!cancelsAtClose(mode, odds)) return { ...closed, cancelReason: null };
    const cancelled = await declareFight(tx, game, fightId, "CANCELLED", actor, STAKE_BACK_CANCEL_REASON);
    return { fight: cancelled.fight, event: cancelled.event, cancelReason: STAKE_BACK_CANCEL_REASON };
  });
}
