import { type Bet, type Game, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { contestName, contestNoun } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { sideTone } from "../../games/betting.ts";

/** A bet the player confirmed that the server has not answered yet (or whose answer was lost). */
export type PendingBet = {
  key: string;
  fightId: number;
  side: Side;
  stakeCentavos: number;
  state: "sending" | "unconfirmed";
};

const STATUS_TEXT: Record<Bet["status"], string> = {
  PENDING: "Accepted",
  WON: "Won",
  LOST: "Lost",
  REFUNDED: "Refunded",
};

type Props = {
  game: Game;
  fightNumber: number;
  bets: readonly Bet[];
  pending: readonly PendingBet[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
};

/** The player's bets on the current fight: being sent, accepted, then won / lost / refunded. */
export function MyBets({ game, fightNumber, bets, pending, onRetry, onDismiss }: Props) {
  const staked = bets.reduce((sum, b) => sum + b.stakeCentavos, 0);
  return (
    <section className="my-bets" aria-label={`My bets on this ${contestNoun(game)}`} data-testid="my-bets">
      <div className="my-bets-head">
        <h2 className="h6 mb-0">My bets · {contestName(game, fightNumber)}</h2>
        {staked > 0 ? <span className="small tabular opacity-75">Total {formatPesos(staked)}</span> : null}
      </div>
      {bets.length === 0 && pending.length === 0 ? (
        <p className="small opacity-75 mb-0">No bets on this {contestNoun(game)} yet.</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {pending.map((p) => (
            <li key={p.key} className="my-bet is-pending" data-status={p.state}>
              <span className={`my-bet-side ${sideTone(p.side)}`}>{SIDE_LABELS[p.side]}</span>
              <span className="tabular">{formatPesos(p.stakeCentavos)}</span>
              {p.state === "sending" ? (
                <span className="my-bet-status">
                  <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                  Pending…
                </span>
              ) : (
                <span className="my-bet-status text-warning">
                  Not confirmed{" "}
                  <button type="button" className="btn btn-sm btn-outline-warning py-0" onClick={() => onRetry(p.key)}>
                    Retry
                  </button>{" "}
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-reset py-0"
                    onClick={() => onDismiss(p.key)}
                  >
                    Dismiss
                  </button>
                </span>
              )}
            </li>
          ))}
          {bets.map((bet) => (
            <li key={bet.id} className="my-bet" data-status={bet.status} data-testid="my-bet">
              <span className={`my-bet-side ${sideTone(bet.side)}`}>{SIDE_LABELS[bet.side]}</span>
              <span className="tabular">{formatPesos(bet.stakeCentavos)}</span>
              <span className={`my-bet-status status-${bet.status.toLowerCase()}`}>
                {STATUS_TEXT[bet.status]}
                {bet.payoutCentavos !== null && bet.status !== "LOST" ? (
                  <span className="tabular"> · {formatPesos(bet.payoutCentavos)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
