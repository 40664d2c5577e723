import { GAME_LABELS, GAMES, type Game } from "@sabong/shared/betting";
import { contestTitle } from "@sabong/shared/games";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { allBetsQuery, downloadEventBets } from "../../api/betting/admin.ts";
import type { BetListFilters } from "../../api/betting/keys.ts";
import { eventFightsQuery } from "../../api/betting/operator.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { notify } from "../../lib/toast.tsx";
import { changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";
import {
  BetListResult,
  EventFilter,
  FilterField,
  idOrAll,
  SelectFilter,
  StatusAndDayFilters,
} from "./bet-list-parts.tsx";
import { BetCells, BetTable } from "./bet-table.tsx";
import { useAdminEvents } from "./use-admin-events.ts";
import "../../components/betting.css";

/** /admin/bets 'All bets': every bet with filters, server-side pages and the event's .xlsx download. */
export function AllBetsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const bets = useQuery(allBetsQuery(filters));
  const events = useAdminEvents(filters.game);
  const selectedEvent = events.data?.find((e) => e.id === filters.eventId);
  const fights = useQuery({
    ...eventFightsQuery(selectedEvent?.game ?? "sabong", selectedEvent?.id ?? 0),
    enabled: selectedEvent !== undefined,
  });
  const download = useMutation({ mutationFn: downloadEventBets });
  // Fights and rounds: a game's own word once one game is chosen.
  const contestGame = filters.game ?? selectedEvent?.game;
  const contest = contestGame ? contestTitle(contestGame) : "Fight";

  const apply = (next: BetListFilters) => setSearch(searchFromFilters(next), { replace: true });
  const set = (patch: Partial<Omit<BetListFilters, "page">>) => apply(changeFilter(filters, patch));
  const setUsername = (value: string) => set({ username: value.trim().toLowerCase() || undefined });

  const onDownload = async () => {
    if (!filters.eventId) return;
    try {
      const name = await download.mutateAsync(filters.eventId);
      notify.success(`Downloaded ${name}`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <PageHeader
        title="All bets"
        actions={
          <button
            type="button"
            className="btn btn-outline-success"
            disabled={!filters.eventId || download.isPending}
            title={
              filters.eventId ? "The chosen event's bets as an Excel file" : "Choose an event to download its bets"
            }
            onClick={() => void onDownload()}
          >
            {download.isPending ? "Preparing…" : "Download event bets (.xlsx)"}
          </button>
        }
      />

      <form className="card border-0 shadow-sm mb-3" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <div className="card-body row g-2">
          <SelectFilter
            id="all-bets-game"
            label="Game"
            className="col-6 col-lg-2"
            value={filters.game}
            onChange={(game) => set({ game: (game || undefined) as Game | undefined })}
          >
            <option value="">All games</option>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {GAME_LABELS[g]}
              </option>
            ))}
          </SelectFilter>
          <EventFilter
            id="all-bets-event"
            className="col-12 col-lg-3"
            value={filters.eventId}
            onChange={(eventId) => set({ eventId })}
          >
            {(events.data ?? []).map((event) => (
              <option key={event.id} value={event.id}>
                {event.name} · {event.eventDate}
                {filters.game ? "" : ` · ${GAME_LABELS[event.game]}`}
              </option>
            ))}
          </EventFilter>
          <SelectFilter
            id="all-bets-fight"
            label={contest}
            className="col-6 col-lg-1"
            value={filters.fightId}
            disabled={!selectedEvent}
            onChange={(id) => set({ fightId: idOrAll(id) })}
          >
            <option value="">All</option>
            {(fights.data?.items ?? []).map((f) => (
              <option key={f.id} value={f.id}>
                #{f.number}
              </option>
            ))}
          </SelectFilter>
          <FilterField id="all-bets-user" label="Username" className="col-6 col-lg-1">
            <input
              id="all-bets-user"
              className="form-control form-control-sm"
              autoComplete="off"
              defaultValue={filters.username ?? ""}
              key={filters.username ?? ""}
              placeholder="any"
              onBlur={(e) => setUsername(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") setUsername(e.currentTarget.value);
              }}
            />
          </FilterField>
          <StatusAndDayFilters
            idPrefix="all-bets"
            statusClassName="col-6 col-lg-1"
            dayClassName="col-6 col-lg-2"
            filters={filters}
            onChange={set}
          />
        </div>
      </form>

      <BetListResult
        bets={bets}
        loadingLabel="Loading bets…"
        empty="Bets matching the filters will be listed here with their results."
        onPage={(p) => apply({ ...filters, page: p })}
      >
        {(items) => (
          <div className="table-responsive">
            <BetTable
              className="table table-sm table-hover align-middle mb-0"
              testId="all-bets-table"
              leading={["Placed", "User", "Event"]}
              contest={contest}
            >
              {items.map((bet) => (
                <tr key={bet.id} data-testid="bet-row">
                  <td className="text-nowrap small">{formatDateTime(bet.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0"
                      title={`Only ${bet.username}'s bets`}
                      onClick={() => set({ username: bet.username })}
                    >
                      {bet.username}
                    </button>
                  </td>
                  <td>
                    <span className="d-block">{bet.eventName}</span>
                    <span className="small text-body-secondary">{GAME_LABELS[bet.game]}</span>
                  </td>
                  <BetCells bet={bet} contest={contest} stacked={false} />
                </tr>
              ))}
            </BetTable>
          </div>
        )}
      </BetListResult>
    </>
  );
}
