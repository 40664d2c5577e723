import { FIGHT_STATE_LABELS, type Game, RESULT_LABELS, SIDE_LABELS } from "@sabong/shared/betting";
import { contestNoun, contestTitle, liveGame } from "@sabong/shared/games";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type LiveEventList, liveEventsQuery } from "../../api/betting/player.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { EventStatusBadge } from "../../components/EventStatusBadge.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { sideTone } from "../../games/betting.ts";
import { usePush } from "../../lib/realtime.ts";
import "../../components/betting.css";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";

type LiveItem = LiveEventList["items"][number];

/** The lobby refreshes on its own every 10 s (fight states are pushed only to an event's own room). */
const LOBBY_REFRESH_MS = 10_000;

const EMPTY_TEXT: Record<Game, { title: string; body: string }> = {
  sabong: {
    title: "No live events right now.",
    body: "Open Sabong events will appear here; pick one to watch the fights live and place your bets.",
  },
  apple: {
    title: "No Apple to Apple events right now.",
    body: "Open Apple na pula/puti events will appear here; pick one to play.",
  },
};

/** "Fight #3 · OPEN", "Round #2 · PULA WINS", "Waiting for the first fight". */
function fightLine(game: Game, item: LiveItem): string {
  const { fight } = item;
  if (!fight) return `Waiting for the first ${contestNoun(game)}`;
  const status =
    fight.state === "DECLARED" && fight.result ? RESULT_LABELS[fight.result] : FIGHT_STATE_LABELS[fight.state];
  return `${contestTitle(game)} #${fight.number} · ${status}`;
}

/**
 * The lobby (/player/home, /player/applepulaputi/list): live events first, then upcoming ones. `aside` is shown
 * above the events (the Sabong Lounge's number games, composed by the router: features do not import each other).
 */
export function LoungePage({ game, aside }: { game: Game; aside?: ReactNode }) {
  const lobby = liveEventsQuery(game);
  const query = useQuery({ ...lobby, refetchInterval: LOBBY_REFRESH_MS, staleTime: 0 });
  const queryClient = useQueryClient();
  // An event created, edited or gone live is pushed to every player.
  usePush("event:updated", () => {
    void queryClient.invalidateQueries({ queryKey: lobby.queryKey });
  });

  const { playerTitle: title, routes } = liveGame(game);
  const items = query.data?.items ?? [];

  return (
    <div className="lounge">
      <PageHeader title={title} />
      {aside}
      {query.isPending ? (
        <Spinner label="Loading events…" />
      ) : query.isError && items.length === 0 ? (
        <ErrorAlert error={query.error} announce={false} />
      ) : items.length === 0 ? (
        <EmptyState title={EMPTY_TEXT[game].title}>{EMPTY_TEXT[game].body}</EmptyState>
      ) : (
        <ul className="lounge-list list-unstyled">
          {items.map((item) => {
            const { event, fight } = item;
            const isLive = event.status === "LIVE";
            const bettingOpen = fight?.state === "OPEN" || fight?.state === "LAST_CALL";
            return (
              <li key={event.id}>
                <Link
                  to={`${routes.playerLobby}/${event.id}`}
                  className={`lounge-card${isLive ? " is-live" : ""}`}
                  data-testid="lounge-event"
                >
                  <div className="lounge-card-art" aria-hidden="true">
                    {event.sides
                      .filter((s) => s !== "DRAW")
                      .map((s) => (
                        <span key={s} className={`lounge-side ${sideTone(s)}`}>
                          {SIDE_LABELS[s]}
                        </span>
                      ))}
                  </div>
                  <div className="lounge-card-body">
                    <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                      <EventStatusBadge status={event.status} />
                      {bettingOpen ? <span className="badge text-bg-success">BETTING OPEN</span> : null}
                      {event.videoUrl ? null : <span className="badge text-bg-dark border">No stream yet</span>}
                    </div>
                    <h2 className="lounge-card-title">{event.name}</h2>
                    <p className="lounge-card-meta">
                      <span className="text-nowrap">{event.eventDate}</span> · {fightLine(game, item)}
                    </p>
                  </div>
                  <span className="lounge-card-cta">{isLive ? "Watch & bet" : "View"}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
