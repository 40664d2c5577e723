import type { Bet, BettingEvent, FightView, Side } from "@sabong/shared/betting";
import { SIDE_LABELS, sidePer100Centavos } from "@sabong/shared/betting";
import { formatPesos, formatPesosOrDash } from "@sabong/shared/money";
import { useId } from "react";
import { sideTone } from "../../games/betting.ts";
import { sideClosedReason } from "./bet-slip.ts";
import { lowPayoutNotes } from "./low-payout.ts";
import { entryCellId, SideEntries } from "./SideEntries.tsx";

type Props = {
  event: BettingEvent;
  fight: FightView;
  myBets: readonly Bet[];
  selected: Side | null;
  onSelect: (side: Side) => void;
};

/**
 * The sides as big buttons, under who fights on each (the entries): total staked, payout per 100 and the player's own
 * stake; disabled while closed/paused. A side flagged LOW PAYOUT gets a line under the buttons saying what that means
 * for a bet on it. The flag sits above the side's name, in the flow: pinned to a corner, it covered the name on a
 * 360 px phone (issue 22).
 */
export function SideButtons({ event, fight, myBets, selected, onSelect }: Props) {
  const sides = event.sides;
  const notes = lowPayoutNotes(fight, sides);
  const entriesId = useId();
  return (
    <>
      <SideEntries game={event.game} fight={fight} idPrefix={entriesId} />
      <fieldset className={`side-buttons sides-${sides.length}`} aria-label="Sides">
        {sides.map((side) => {
          const total = fight.totals.find((t) => t.side === side);
          const per100 = sidePer100Centavos(fight, event, side);
          // Flag a thin payout while it can still be bet on or decided; not on a settled fight.
          const low = fight.state !== "DECLARED" && (fight.odds.find((o) => o.side === side)?.lowPayout ?? false);
          const closedReason = sideClosedReason(event, fight, side);
          const paused = fight.pausedSides.includes(side);
          const mine = myBets.filter((b) => b.side === side).reduce((sum, b) => sum + b.stakeCentavos, 0);
          const entered = side !== "DRAW" && Boolean(fight.entries?.[side]);
          return (
            <button
              key={side}
              type="button"
              className={`side-button ${sideTone(side)}${selected === side ? " is-selected" : ""}`}
              disabled={closedReason !== null}
              aria-pressed={selected === side}
              aria-describedby={entered ? entryCellId(entriesId, side) : undefined}
              title={closedReason ?? `Bet on ${SIDE_LABELS[side]}`}
              onClick={() => onSelect(side)}
              data-testid={`side-${side}`}
            >
              {paused ? (
                <span className="side-flag" data-testid={`flag-${side}`}>
                  PAUSED
                </span>
              ) : low ? (
                <span className="side-flag" data-testid={`flag-${side}`}>
                  LOW PAYOUT
                </span>
              ) : null}
              <span className="side-name" data-testid={`side-name-${side}`}>
                {SIDE_LABELS[side]}
              </span>
              <span className="side-total tabular" data-testid={`total-${side}`}>
                {formatPesos(total?.totalCentavos ?? 0)}
              </span>
              <span className="side-payout">
                {side === "DRAW" ? `1 : ${event.drawOddsMultiplier}` : "Payout"}{" "}
                <strong className="tabular" data-testid={`payout-${side}`}>
                  {formatPesosOrDash(per100)}
                </strong>
              </span>
              {mine > 0 ? <span className="side-mine tabular">Your bet {formatPesos(mine)}</span> : null}
            </button>
          );
        })}
      </fieldset>
      {notes.map((note) => (
        <p key={note} className="low-payout-note" data-testid="low-payout-note">
          {note}
        </p>
      ))}
    </>
  );
}
