import { GAMES, type Game } from "@sabong/shared/betting";
import { contestTitle, liveGame } from "@sabong/shared/games";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { BetListFilters } from "../../api/betting/keys.ts";
import { liveEventsQuery, myBetsQuery } from "../../api/betting/player.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";
import { BetListResult, EventFilter, StatusAndDayFilters } from "./bet-list-parts.tsx";
import { BetCells, BetTable } from "./bet-table.tsx";
import "../../components/betting.css";

/** /player/bets-history: every bet of the player, per game, with filters and server-side pages. */
export function BetsHistoryPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // The first game is the default one (no ?game= in the URL).
  const game: Game = filters.game ?? GAMES[0];
  const bets = useQuery(myBetsQuery(game, filters));
  const events = useQuery(liveEventsQuery(game));

  const apply = (next: BetListFilters) => setSearch(searchFromFilters(next), { replace: true });
  const set = (patch: Partial<Omit<BetListFilters, "page">>) => apply(changeFilter(filters, patch));

  // Live and upcoming events, plus the ones named in this page of bets (ended events are no longer listed).
  const eventNames = new Map([
    ...(bets.data?.items ?? []).map((bet) => [bet.eventId, bet.eventName] as const),
    ...(events.data?.items ?? []).map(({ event }) => [event.id, event.name] as const),
  ]);
  const eventName = (id: number) => eventNames.get(id) ?? `Event #${id}`;

  return (
    <>
      <PageHeader title="Bets" subtitle="Your bets and their results" />
      <ul className="nav nav-pills mb-3" aria-label="Game">
        {GAMES.map((g) => (
          <li key={g} className="nav-item">
            <button
              type="button"
              className={`nav-link${game === g ? " active" : ""}`}
              aria-current={game === g ? "page" : undefined}
              onClick={() => set({ game: g === GAMES[0] ? undefined : g })}
            >
              {liveGame(g).playerTitle}
            </button>
          </li>
        ))}
      </ul>

      <form className="row g-2 mb-3 bet-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <EventFilter
          id="bets-event"
          className="col-12 col-md-4"
          value={filters.eventId}
          onChange={(eventId) => set({ eventId })}
        >
          {(events.data?.items ?? []).map(({ event }) => (
            <option key={event.id} value={event.id}>
              {event.name} · {event.eventDate}
            </option>
          ))}
          {[...eventNames]
            .filter(([id]) => !(events.data?.items ?? []).some(({ event }) => event.id === id))
            .map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          {filters.eventId && !eventNames.has(filters.eventId) ? (
            <option value={filters.eventId}>{eventName(filters.eventId)}</option>
          ) : null}
        </EventFilter>
        <StatusAndDayFilters
          idPrefix="bets"
          statusClassName="col-12 col-md-2"
          dayClassName="col-6 col-md-3"
          filters={filters}
          onChange={set}
        />
      </form>

      <BetListResult
        bets={bets}
        loadingLabel="Loading your bets…"
        empty={<>Your {liveGame(game).playerTitle} bets will be listed here with their amounts, results and payouts.</>}
        onPage={(p) => apply({ ...filters, page: p })}
      >
        {(items) => (
          <BetTable
            className="table align-middle mb-0 bets-table"
            testId="bets-table"
            leading={["Placed", "Event"]}
            contest={contestTitle(game)}
          >
            {items.map((bet) => (
              <tr key={bet.id} data-testid="bet-row">
                <td data-label="Placed" className="small">
                  {formatDateTime(bet.createdAt)}
                </td>
                <td data-label="Event">{bet.eventName}</td>
                <BetCells bet={bet} contest={contestTitle(game)} stacked />
              </tr>
            ))}
          </BetTable>
        )}
      </BetListResult>
    </>
  );
}
