import { type BettingEvent, type FightView, SIDE_LABELS, type Side, sidePer100Centavos } from "@sabong/shared/betting";
import { plural } from "@sabong/shared/contracts";
import { formatPesos, formatPesosOrDash } from "@sabong/shared/money";
import { sideTone } from "../../games/betting.ts";
import type { ConsoleActions } from "./use-console-actions.ts";

type Props = {
  event: Pick<BettingEvent, "drawOddsMultiplier">;
  fight: FightView;
  /** Sides can be paused while bets are taken (and before). */
  canPause: boolean;
  actions: Pick<ConsoleActions, "busy" | "request">;
};

/** Live totals per side: staked, bets, payout per 100, flags, and the pause toggle. */
export function ConsoleSides({ event, fight, canPause, actions }: Props) {
  return (
    <section aria-label="Live totals">
      <div className="console-sides">
        {fight.totals.map((total) => {
          const odds = fight.odds.find((o) => o.side === total.side);
          const paused = fight.pausedSides.includes(total.side);
          return (
            <div
              key={total.side}
              className={`console-side ${sideTone(total.side)}${odds?.lowPayout ? " is-low" : ""}`}
              data-testid={`console-side-${total.side}`}
            >
              <div className="console-side-name">
                <span>{SIDE_LABELS[total.side]}</span>
                {paused ? <span className="badge text-bg-warning">PAUSED</span> : null}
                {odds?.lowPayout ? <span className="badge text-bg-warning">LOW ≤ 107</span> : null}
              </div>
              <div className="console-side-total tabular" data-testid={`console-total-${total.side}`}>
                {formatPesos(total.totalCentavos)}
              </div>
              <div className="small text-body-secondary tabular">{plural(total.betCount, "bet")}</div>
              <div className="mt-2 small text-body-secondary">Payout per 100</div>
              <div className="console-side-payout tabular" data-testid={`console-payout-${total.side}`}>
                {formatPesosOrDash(sidePer100Centavos(fight, event, total.side))}
              </div>
              {canPause ? (
                <PauseToggle
                  side={total.side}
                  paused={paused}
                  disabled={actions.busy}
                  onToggle={() =>
                    actions.request(
                      { action: paused ? "unpause" : "pause", fightId: fight.id, side: total.side },
                      fight,
                    )
                  }
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function PauseToggle(props: { side: Side; paused: boolean; disabled: boolean; onToggle: () => void }) {
  const { side, paused } = props;
  return (
    <button
      type="button"
      className={`btn btn-sm mt-2 w-100 ${paused ? "btn-warning" : "btn-outline-secondary"}`}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      {paused ? `Resume ${SIDE_LABELS[side]}` : `Pause ${SIDE_LABELS[side]}`}
    </button>
  );
}
