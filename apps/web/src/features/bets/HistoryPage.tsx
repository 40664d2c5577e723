import { GAME_IDS, type GameId } from "@sabong/shared/games";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { downloadHistory, type HistoryArea, type HistoryFilters, historyQuery } from "../../api/history.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { notify } from "../../lib/toast.tsx";
import { BetListResult, FilterField, SelectFilter, StatusAndDayFilters } from "./bet-list-parts.tsx";
import {
  changeHistoryFilter,
  historyFiltersFromSearch,
  searchOfHistoryFilters,
  searchTerm,
} from "./history-filters.ts";
import { gameName, HistoryTable } from "./history-table.tsx";
import "../../components/betting.css";

/**
 * The one history of every game (issue 22): the player's Bets (/player/bets-history), an agent's downline bets
 * (/agent/bets) and the admin's All bets (/admin/bets). Sabong and apple bets and number-game tickets in one list,
 * filtered by game, status and days, searched by ticket or combination, exported under the same filters.
 */
export function HistoryPage({
  area,
  title,
  subtitle,
  actions,
}: {
  area: HistoryArea;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const filters = historyFiltersFromSearch(search);
  const staff = area !== "player";
  const history = useQuery(historyQuery(area, staff ? filters : { ...filters, username: undefined }));
  const download = useMutation({ mutationFn: () => downloadHistory(area, filters) });

  const apply = (next: HistoryFilters) => setSearch(searchOfHistoryFilters(next), { replace: true });
  const set = (patch: Partial<Omit<HistoryFilters, "page">>) => apply(changeHistoryFilter(filters, patch));
  const setSearchTerm = (text: string) => {
    const q = searchTerm(text);
    if (text.trim() && !q) notify.error("Search by a ticket number or a combination (digits only).");
    set({ q });
  };
  const setUsername = (value: string) => set({ username: value.trim().toLowerCase() || undefined });

  const onDownload = async () => {
    try {
      notify.success(`Downloaded ${await download.mutateAsync()}`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <div className="d-flex flex-wrap gap-2">
            {actions}
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={download.isPending}
              onClick={() => void onDownload()}
            >
              {download.isPending ? "Preparing…" : "Download (.xlsx)"}
            </button>
          </div>
        }
      />

      <form className="row g-2 mb-3 bet-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <SelectFilter
          id={`${area}-history-game`}
          label="Game"
          className="col-6 col-md-2"
          value={filters.game}
          onChange={(game) => set({ game: (game || undefined) as GameId | undefined })}
        >
          <option value="">All games</option>
          {GAME_IDS.map((g) => (
            <option key={g} value={g}>
              {gameName(g)}
            </option>
          ))}
        </SelectFilter>
        <FilterField id={`${area}-history-q`} label="Ticket or combination" className="col-6 col-md-2">
          <input
            id={`${area}-history-q`}
            className="form-control form-control-sm"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 007"
            defaultValue={filters.q ?? ""}
            key={filters.q ?? ""}
            onBlur={(e) => setSearchTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") setSearchTerm(e.currentTarget.value);
            }}
          />
        </FilterField>
        {staff ? (
          <FilterField id={`${area}-history-user`} label="Username" className="col-6 col-md-2">
            <input
              id={`${area}-history-user`}
              className="form-control form-control-sm"
              autoComplete="off"
              placeholder="any"
              defaultValue={filters.username ?? ""}
              key={filters.username ?? ""}
              onBlur={(e) => setUsername(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") setUsername(e.currentTarget.value);
              }}
            />
          </FilterField>
        ) : null}
        <StatusAndDayFilters
          idPrefix={`${area}-history`}
          statusClassName="col-6 col-md-2"
          dayClassName="col-6 col-md-2"
          filters={filters}
          onChange={set}
        />
      </form>

      <BetListResult
        bets={history}
        loadingLabel="Loading bets…"
        empty={
          staff
            ? "Bets and tickets matching the filters will be listed here with their results."
            : "Your bets and number-game tickets will be listed here with their amounts, results and payouts."
        }
        onPage={(p) => apply({ ...filters, page: p })}
      >
        {(items) => (
          <HistoryTable
            items={items}
            showUser={staff}
            onUser={(username) => set({ username })}
            receipts={area === "player"}
          />
        )}
      </BetListResult>
    </>
  );
}

/** /player/bets-history. */
export function PlayerHistoryPage() {
  return <HistoryPage area="player" title="Bets" subtitle="Your bets and tickets of every game, with their results" />;
}

/** /agent/bets: the agent's downline, any depth. */
export function AgentHistoryPage() {
  return <HistoryPage area="user" title="Downline bets" subtitle="Bets and tickets of your players" />;
}

/** /admin/bets 'All bets': everyone's; the event and fight filters with the event's export are one click away. */
export function AdminHistoryPage() {
  return (
    <HistoryPage
      area="admin"
      title="All bets"
      actions={
        <Link className="btn btn-outline-secondary btn-sm" to="/admin/bets/by-event">
          Bets by event and fight
        </Link>
      }
    />
  );
}
