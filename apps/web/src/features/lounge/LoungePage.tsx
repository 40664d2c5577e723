import { BETTING_SOCKET_EVENTS, FIGHT_STATE_LABELS, type Game, RESULT_LABELS, SIDE_LABELS } from "@sabong/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { BETTING_PATHS, PLAYER_GAME_TITLES, sideTone } from "../../lib/betting.ts";
import { useRealtimeEvent } from "../../lib/realtime.ts";
import { type LiveEventList, liveEventsQueryKey, useLiveEvents } from "./list-live-events.ts";
import "../../app/ui/betting.css";

type LiveItem = LiveEventList["items"][number];

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

function fightLine(item: LiveItem): string {
  const { fight } = item;
  if (!fight) return "Waiting for the first fight";
  if (fight.state === "DECLARED" && fight.result) return `Fight #${fight.number} · ${RESULT_LABELS[fight.result]}`;
  return `Fight #${fight.number} · ${FIGHT_STATE_LABELS[fight.state]}`;
}

/** The lobby (/player/home, /player/applepulaputi/list): live events first, then upcoming ones. */
export function LoungePage({ game }: { game: Game }) {
  const query = useLiveEvents(game);
  const queryClient = useQueryClient();
  // An event created, edited or gone live is pushed to every player.
  useRealtimeEvent(BETTING_SOCKET_EVENTS.event, () => {
    void queryClient.invalidateQueries({ queryKey: liveEventsQueryKey(game) });
  });

  const title = PLAYER_GAME_TITLES[game];
  const items = query.data?.items ?? [];

  return (
    <div className="lounge">
      <PageHeader title={title} />
      {query.isPending ? (
        <Spinner label="Loading events…" />
      ) : query.isError && items.length === 0 ? (
        <div className="alert alert-danger">{query.error.message}</div>
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
                  to={`${BETTING_PATHS[game].playerLobby}/${event.id}`}
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
                      {isLive ? (
                        <span className="live-pill">
                          <span className="live-dot" aria-hidden="true" /> LIVE
                        </span>
                      ) : (
                        <span className="badge text-bg-secondary">UPCOMING</span>
                      )}
                      {bettingOpen ? <span className="badge text-bg-success">BETTING OPEN</span> : null}
                      {event.videoUrl ? null : <span className="badge text-bg-dark border">No stream yet</span>}
                    </div>
                    <h2 className="lounge-card-title">{event.name}</h2>
                    <p className="lounge-card-meta">
                      {event.eventDate} · {fightLine(item)}
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
