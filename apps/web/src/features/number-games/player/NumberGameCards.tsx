import { GAME_REGISTRY, NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { playerDrawsQuery } from "../../../api/number-games/player.ts";
import { clockOffsetMs, phaseText, useNow } from "./countdown.ts";
import "./number-games.css";

/** The cards refresh on their own every 30 s (a draw opening or closing moves the "next draw"). */
const CARDS_REFRESH_MS = 30_000;

/** The Sabong Lounge's number games: one card per game with its next open draw and the countdown to its cut-off. */
export function NumberGameCards() {
  const nowMs = useNow();
  return (
    <section className="number-game-cards mb-3" aria-labelledby="number-games-title">
      <h2 id="number-games-title" className="h5">
        Number games
      </h2>
      <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-2 mb-0">
        {NUMBER_GAMES.map((game) => (
          <li key={game} className="col">
            <GameCard game={game} nowMs={nowMs} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({ game, nowMs }: { game: NumberGame; nowMs: number }) {
  const entry = GAME_REGISTRY[game];
  const query = useQuery({ ...playerDrawsQuery(game), refetchInterval: CARDS_REFRESH_MS });
  const next = query.data?.open[0] ?? null;
  const offset = next ? clockOffsetMs(next.serverNow, query.dataUpdatedAt) : 0;
  const status = query.isPending
    ? "Loading…"
    : query.isError
      ? "Unavailable right now"
      : next
        ? phaseText(next, nowMs, offset)
        : "No open draw";
  return (
    <Link
      to={entry.routes.player}
      className="number-game-card card h-100 text-decoration-none"
      data-testid="number-game-card"
    >
      <div className="card-body p-2">
        <h3 className="h6 mb-1">{entry.label}</h3>
        <p className="small mb-0 text-truncate">{next ? next.label : "Next draw soon"}</p>
        <p className="small mb-0 tabular text-warning">{status}</p>
      </div>
    </Link>
  );
}
