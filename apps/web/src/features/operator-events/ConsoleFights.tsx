import { type BettingEvent, type FightSummary, type Game, RESULT_LABELS } from "@sabong/shared/betting";
import { contestNoun, contestTitle, liveGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { Link } from "react-router";
import { EndTh, TableCard } from "../../components/TableCard.tsx";
import { sideTone } from "../../games/betting.ts";
import { ResultButtons } from "./CurrentFight.tsx";
import type { ConsoleActions } from "./use-console-actions.ts";

type Props = {
  game: Game;
  event: BettingEvent;
  fights: readonly FightSummary[];
  actions: Pick<ConsoleActions, "busy" | "request">;
};

/** Reverted fights wait in CLOSED for their right result (the current fight has its own controls). */
export function AwaitingResult({ game, event, fights, actions }: Props) {
  if (fights.length === 0) return null;
  return (
    <section className="card border-warning shadow-sm" data-testid="awaiting-result">
      <div className="card-body">
        <h2 className="h6">Reverted {contestNoun(game, 2)} waiting for a result</h2>
        {fights.map((f) => (
          <div key={f.id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-top">
            <span className="fw-bold me-2">
              {contestTitle(game)} #{f.number}
            </span>
            <ResultButtons
              game={game}
              event={event}
              target={f}
              size="sm"
              disabled={actions.busy}
              cancelDisabled={actions.busy}
              actions={actions}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

/** "Red Baron vs Talisay" under a past fight's result, when it had entries ("—" for a side not entered). */
function EntriesMatchup({ game, entries }: { game: Game; entries: FightSummary["entries"] }) {
  const sides = liveGame(game).sides;
  if (!entries || sides.every((side) => !entries[side])) return null;
  return (
    <div className="small text-body-secondary">{sides.map((side) => entries[side]?.rooster ?? "—").join(" vs ")}</div>
  );
}

/**
 * Declared fights, newest first, with their settlement figures (the house result in red when a DRAW cost the house)
 * and a way to the master revert.
 */
export function PastFights({ game, event, fights }: Omit<Props, "actions">) {
  return (
    <section className="mt-3" aria-label={`Past ${contestNoun(game, 2)}`}>
      <h2 className="h6 mb-3">Past {contestNoun(game, 2)}</h2>
      {fights.length === 0 ? (
        <p className="small text-body-secondary mb-0">No declared {contestNoun(game, 2)} yet.</p>
      ) : (
        <TableCard
          caption={`Past ${contestNoun(game, 2)}`}
          tableClassName="table table-sm align-middle mb-0"
          wrapClassName="table-responsive"
          headClassName=""
          head={
            <>
              <th scope="col">#</th>
              <th scope="col">Result</th>
              <EndTh>Staked</EndTh>
              <EndTh>Paid</EndTh>
              <EndTh>Bets</EndTh>
              <EndTh>House result</EndTh>
              <th scope="col" />
            </>
          }
        >
          {fights.map((f) => (
            <tr key={f.id} data-testid="past-fight">
              <td className="tabular">{f.number}</td>
              <td>
                {f.result ? (
                  <span className={`result-badge ${sideTone(f.result)}`}>{RESULT_LABELS[f.result]}</span>
                ) : null}
                {f.revertCount > 0 ? (
                  <span className="badge text-bg-light border ms-1" title="Reverted before">
                    reverted ×{f.revertCount}
                  </span>
                ) : null}
                <EntriesMatchup game={game} entries={f.entries} />
              </td>
              <td className="text-end tabular">{formatPesos(f.totalCentavos)}</td>
              <td className="text-end tabular">{f.settlement ? formatPesos(f.settlement.payoutsCentavos) : "—"}</td>
              <td className="text-end tabular">{f.betCount}</td>
              <td
                className={`text-end tabular${(f.settlement?.houseNetCentavos ?? 0) < 0 ? " text-danger fw-semibold" : ""}`}
              >
                {f.settlement ? formatPesos(f.settlement.houseNetCentavos) : "—"}
              </td>
              <td className="text-end">
                <Link
                  className="small text-danger"
                  to={`${liveGame(game).routes.masterRevert}?eventId=${event.id}&fightId=${f.id}`}
                >
                  Revert…
                </Link>
              </td>
            </tr>
          ))}
        </TableCard>
      )}
    </section>
  );
}
