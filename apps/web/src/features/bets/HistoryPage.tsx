import { GAME_IDS } from "@sabong/shared/games";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { downloadHistory, type HistoryArea, type HistoryFilters, historyQuery } from "../../api/history.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { notify } from "../../lib/toast.tsx";
import { BetListResult, GameFilter, StatusAndDayFilters, TextFilter, UsernameFilter } from "./bet-list-parts.tsx";
import {
  changeHistoryFilter,
  historyFiltersFromSearch,
  searchOfHistoryFilters,
  searchTerm,
} from "./history-filters.ts";
import { gameName, HistoryTable } from "./history-table.tsx";
import { useDownload } from "./use-download.ts";
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
  const download = useDownload<void>(() => downloadHistory(area, filters));

  const apply = (next: HistoryFilters) => setSearch(searchOfHistoryFilters(next), { replace: true });
  const set = (patch: Partial<Omit<HistoryFilters, "page">>) => apply(changeHistoryFilter(filters, patch));

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
              disabled={download.pending}
              onClick={() => void download.run()}
            >
              {download.pending ? "Preparing…" : "Download (.xlsx)"}
            </button>
          </div>
        }
      />
      <HistoryFiltersForm area={area} filters={filters} onChange={set} />
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

/** The history's filters: game, ticket or combination, the player (staff lists only), status and days. */
function HistoryFiltersForm({
  area,
  filters,
  onChange,
}: {
  area: HistoryArea;
  filters: HistoryFilters;
  onChange: (patch: Partial<Omit<HistoryFilters, "page">>) => void;
}) {
  const setSearchTerm = (text: string) => {
    const q = searchTerm(text);
    if (text.trim() && !q) notify.error("Search by a ticket number or a combination (digits only).");
    onChange({ q });
  };
  return (
    <form className="row g-2 mb-3 bet-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
      <GameFilter
        id={`${area}-history-game`}
        className="col-6 col-md-2"
        value={filters.game}
        games={GAME_IDS}
        labelOf={gameName}
        onChange={(game) => onChange({ game })}
      />
      <TextFilter
        id={`${area}-history-q`}
        label="Ticket or combination"
        className="col-6 col-md-2"
        value={filters.q}
        inputMode="numeric"
        placeholder="e.g. 007"
        onCommit={setSearchTerm}
      />
      {area !== "player" ? (
        <UsernameFilter
          id={`${area}-history-user`}
          className="col-6 col-md-2"
          value={filters.username}
          onChange={(username) => onChange({ username })}
        />
      ) : null}
      <StatusAndDayFilters
        idPrefix={`${area}-history`}
        statusClassName="col-6 col-md-2"
        dayClassName="col-6 col-md-2"
        filters={filters}
        onChange={onChange}
      />
    </form>
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
