import { type AdminBet, GAME_LABELS } from "@sabong/shared/betting";
import { contestTitle } from "@sabong/shared/games";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { allBetsQuery, downloadEventBets } from "../../api/betting/admin.ts";
import type { BetListFilters } from "../../api/betting/keys.ts";
import { eventFightsQuery } from "../../api/betting/operator.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { AllBetsFilters } from "./all-bets-filters.tsx";
import { changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";
import { BetListResult } from "./bet-list-parts.tsx";
import { BetCells, BetTable } from "./bet-table.tsx";
import { useAdminEvents } from "./use-admin-events.ts";
import { useDownload } from "./use-download.ts";
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
  // Fights and rounds: a game's own word once one game is chosen.
  const contestGame = filters.game ?? selectedEvent?.game;
  const contest = contestGame ? contestTitle(contestGame) : "Fight";

  const apply = (next: BetListFilters) => setSearch(searchFromFilters(next), { replace: true });
  const set = (patch: Partial<Omit<BetListFilters, "page">>) => apply(changeFilter(filters, patch));

  return (
    <>
      <PageHeader title="All bets" actions={<DownloadEventBets eventId={filters.eventId} />} />
      <AllBetsFilters
        filters={filters}
        events={events.data ?? []}
        eventChosen={selectedEvent !== undefined}
        fights={fights.data?.items ?? []}
        contest={contest}
        onChange={set}
      />
      <BetListResult
        bets={bets}
        loadingLabel="Loading bets…"
        empty="Bets matching the filters will be listed here with their results."
        onPage={(p) => apply({ ...filters, page: p })}
      >
        {(items) => <AllBetsTable items={items} contest={contest} onUser={(username) => set({ username })} />}
      </BetListResult>
    </>
  );
}

/** The chosen event's bets as an .xlsx; without a chosen event the button says why it waits. */
function DownloadEventBets({ eventId }: { eventId: number | undefined }) {
  const download = useDownload(downloadEventBets);
  return (
    <button
      type="button"
      className="btn btn-outline-success"
      disabled={!eventId || download.pending}
      title={eventId ? "The chosen event's bets as an Excel file" : "Choose an event to download its bets"}
      onClick={() => {
        if (eventId) void download.run(eventId);
      }}
    >
      {download.pending ? "Preparing…" : "Download event bets (.xlsx)"}
    </button>
  );
}

/** Every bet's row: when, who (a click narrows the list to them), which event, then the shared cells. */
function AllBetsTable({
  items,
  contest,
  onUser,
}: {
  items: AdminBet[];
  contest: string;
  onUser: (name: string) => void;
}) {
  return (
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
                onClick={() => onUser(bet.username)}
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
  );
}
