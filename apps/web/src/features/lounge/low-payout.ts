import { type FightView, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { formatPesos } from "@sabong/shared/money";

/**
 * What a "LOW PAYOUT" flag means for the bettor, per flagged side: most of the pool is on that side, so a win there
 * pays back little more than the stake, or even less (the house's cut comes out of a small losing pool). Shown while
 * the fight can still be bet on or decided, like the flag.
 */
export function lowPayoutNotes(fight: Pick<FightView, "state" | "odds">, sides: readonly Side[]): string[] {
  if (fight.state === "DECLARED") return [];
  return fight.odds
    .filter((o) => o.lowPayout && o.per100Centavos !== null && sides.includes(o.side))
    .map((o) => {
      const per100 = o.per100Centavos ?? 0;
      // Below 100 per 100 the stake-back rule gives the stake back (topped up, or the fight is cancelled at close).
      const back = per100 <= 10_000 ? "just your stake" : "little more than your stake";
      return `Low payout on ${SIDE_LABELS[o.side]}: most bets are on this side, so a win pays back ${back} (${formatPesos(per100)} for every 100 bet, stake included).`;
    });
}
