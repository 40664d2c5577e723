import { formatPesos, GAME_LABELS, GAMES, type Game, RESULT_LABELS } from "@sabong/shared";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { notify } from "../../lib/toast.tsx";
import { BetStatusBadge } from "./BetStatusBadge.tsx";
import { type BetFilters, changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";
import { BetListResult, FilterField, pesosOrDash, SideBadge, StatusAndDayFilters } from "./bet-list-parts.tsx";
import { useDownloadEventBets } from "./download-event-bets.ts";
import { useAdminEvents } from "./list-admin-events.ts";
import { useAdminFights } from "./list-admin-fights.ts";
import { useAllBets } from "./list-all-bets.ts";
import "../../app/ui/betting.css";

/** /admin/bets 'All bets': every bet with filters, server-side pages and the event's .xlsx download. */
export function AllBetsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const bets = useAllBets(filters);
  const events = useAdminEvents(filters.game);
  const selectedEvent = events.data?.find((e) => e.id === filters.eventId);
  const fights = useAdminFights(selectedEvent?.game, selectedEvent?.id);
  const download = useDownloadEventBets();

  const apply = (next: BetFilters) => setSearch(searchFromFilters(next), { replace: true });
  const set = (patch: Partial<Omit<BetFilters, "page">>) => apply(changeFilter(filters, patch));

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
          <FilterField id="all-bets-game" label="Game" className="col-6 col-lg-2">
            <select
              id="all-bets-game"
              className="form-select form-select-sm"
              value={filters.game ?? ""}
              onChange={(e) => set({ game: (e.target.value || undefined) as Game | undefined })}
            >
              <option value="">All games</option>
              {GAMES.map((g) => (
                <option key={g} value={g}>
                  {GAME_LABELS[g]}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="all-bets-event" label="Event" className="col-12 col-lg-3">
            <select
              id="all-bets-event"
              className="form-select form-select-sm"
              value={filters.eventId ?? ""}
              onChange={(e) => set({ eventId: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">All events</option>
              {(events.data ?? []).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name} · {event.eventDate}
                  {filters.game ? "" : ` · ${GAME_LABELS[event.game]}`}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="all-bets-fight" label="Fight" className="col-6 col-lg-1">
            <select
              id="all-bets-fight"
              className="form-select form-select-sm"
              value={filters.fightId ?? ""}
              disabled={!selectedEvent}
              onChange={(e) => set({ fightId: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">All</option>
              {(fights.data?.items ?? []).map((f) => (
                <option key={f.id} value={f.id}>
                  #{f.number}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="all-bets-user" label="Username" className="col-6 col-lg-1">
            <input
              id="all-bets-user"
              className="form-control form-control-sm"
              autoComplete="off"
              defaultValue={filters.username ?? ""}
              key={filters.username ?? ""}
              placeholder="any"
              onBlur={(e) => set({ username: e.target.value.trim().toLowerCase() || undefined })}
              onKeyDown={(e) => {
                if (e.key === "Enter") set({ username: e.currentTarget.value.trim().toLowerCase() || undefined });
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
            <table className="table table-sm table-hover align-middle mb-0" data-testid="all-bets-table">
              <thead>
                <tr>
                  <th>Placed</th>
                  <th>User</th>
                  <th>Event</th>
                  <th className="text-end">Fight</th>
                  <th>Side</th>
                  <th className="text-end">Stake</th>
                  <th className="text-end">Odds /100</th>
                  <th>Result</th>
                  <th className="text-end">Payout</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
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
                    <td className="text-end tabular">#{bet.fightNumber}</td>
                    <td>
                      <SideBadge side={bet.side} />
                    </td>
                    <td className="text-end tabular">{formatPesos(bet.stakeCentavos)}</td>
                    <td className="text-end tabular">{pesosOrDash(bet.per100Centavos)}</td>
                    <td className="text-nowrap">{bet.result ? RESULT_LABELS[bet.result] : "—"}</td>
                    <td className="text-end tabular">{pesosOrDash(bet.payoutCentavos)}</td>
                    <td>
                      <BetStatusBadge status={bet.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </BetListResult>
    </>
  );
}
