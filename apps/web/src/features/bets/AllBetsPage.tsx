import {
  BET_STATUSES,
  type BetStatus,
  formatPesos,
  GAME_LABELS,
  GAMES,
  type Game,
  RESULT_LABELS,
  SIDE_LABELS,
} from "@sabong/shared";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { Pagination } from "../../app/ui/Pagination.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { sideTone } from "../../lib/betting.ts";
import { formatDateTime } from "../../lib/format.ts";
import { notify } from "../../lib/toast.tsx";
import { BetStatusBadge } from "./BetStatusBadge.tsx";
import { type BetFilters, changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";
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
  const page = bets.data;

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
          <div className="col-6 col-lg-2">
            <label className="form-label small mb-1" htmlFor="all-bets-game">
              Game
            </label>
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
          </div>
          <div className="col-12 col-lg-3">
            <label className="form-label small mb-1" htmlFor="all-bets-event">
              Event
            </label>
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
          </div>
          <div className="col-6 col-lg-1">
            <label className="form-label small mb-1" htmlFor="all-bets-fight">
              Fight
            </label>
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
          </div>
          <div className="col-6 col-lg-1">
            <label className="form-label small mb-1" htmlFor="all-bets-user">
              Username
            </label>
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
          </div>
          <div className="col-6 col-lg-1">
            <label className="form-label small mb-1" htmlFor="all-bets-status">
              Status
            </label>
            <select
              id="all-bets-status"
              className="form-select form-select-sm"
              value={filters.status ?? ""}
              onChange={(e) => set({ status: (e.target.value || undefined) as BetStatus | undefined })}
            >
              <option value="">All</option>
              {BET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label small mb-1" htmlFor="all-bets-from">
              From
            </label>
            <input
              id="all-bets-from"
              type="date"
              className="form-control form-control-sm"
              value={filters.from ?? ""}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label small mb-1" htmlFor="all-bets-to">
              To
            </label>
            <input
              id="all-bets-to"
              type="date"
              className="form-control form-control-sm"
              value={filters.to ?? ""}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          </div>
        </div>
      </form>

      {bets.isPending ? (
        <Spinner label="Loading bets…" />
      ) : bets.isError ? (
        <div className="alert alert-danger">{bets.error.message}</div>
      ) : !page || page.items.length === 0 ? (
        <EmptyState title="No bets found.">
          Bets matching the filters will be listed here with their results.
        </EmptyState>
      ) : (
        <>
          <div className="card border-0 shadow-sm">
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
                  {page.items.map((bet) => (
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
                        <span className={`result-badge ${sideTone(bet.side)}`}>{SIDE_LABELS[bet.side]}</span>
                      </td>
                      <td className="text-end tabular">{formatPesos(bet.stakeCentavos)}</td>
                      <td className="text-end tabular">
                        {bet.per100Centavos === null ? "—" : formatPesos(bet.per100Centavos)}
                      </td>
                      <td className="text-nowrap">{bet.result ? RESULT_LABELS[bet.result] : "—"}</td>
                      <td className="text-end tabular">
                        {bet.payoutCentavos === null ? "—" : formatPesos(bet.payoutCentavos)}
                      </td>
                      <td>
                        <BetStatusBadge status={bet.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <Pagination
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            noun="bets"
            onPage={(p) => apply({ ...filters, page: p })}
          />
        </>
      )}
    </>
  );
}
