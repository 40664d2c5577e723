import { formatPesos, type Game, RESULT_LABELS } from "@sabong/shared";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { PLAYER_GAME_TITLES } from "../../lib/betting.ts";
import { formatDateTime } from "../../lib/format.ts";
import { BetStatusBadge } from "./BetStatusBadge.tsx";
import { type BetFilters, changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";
import { BetListResult, FilterField, pesosOrDash, SideBadge, StatusAndDayFilters } from "./bet-list-parts.tsx";
import { useMyBets } from "./list-my-bets.ts";
import { usePlayerEvents } from "./list-player-events.ts";
import "../../app/ui/betting.css";

/** /player/bets-history: every bet of the player, per game, with filters and server-side pages. */
export function BetsHistoryPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const game: Game = filters.game ?? "sabong";
  const bets = useMyBets(game, filters);
  const events = usePlayerEvents(game);

  const apply = (next: BetFilters) => setSearch(searchFromFilters(next), { replace: true });
  const set = (patch: Partial<Omit<BetFilters, "page">>) => apply(changeFilter(filters, patch));

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
        {(["sabong", "apple"] as const).map((g) => (
          <li key={g} className="nav-item">
            <button
              type="button"
              className={`nav-link${game === g ? " active" : ""}`}
              aria-current={game === g ? "page" : undefined}
              onClick={() => set({ game: g === "sabong" ? undefined : g })}
            >
              {PLAYER_GAME_TITLES[g]}
            </button>
          </li>
        ))}
      </ul>

      <form className="row g-2 mb-3 bet-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <FilterField id="bets-event" label="Event" className="col-12 col-md-4">
          <select
            id="bets-event"
            className="form-select form-select-sm"
            value={filters.eventId ?? ""}
            onChange={(e) => set({ eventId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">All events</option>
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
          </select>
        </FilterField>
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
        empty={<>Your {PLAYER_GAME_TITLES[game]} bets will be listed here with their amounts, results and payouts.</>}
        onPage={(p) => apply({ ...filters, page: p })}
      >
        {(items) => (
          <table className="table align-middle mb-0 bets-table" data-testid="bets-table">
            <thead>
              <tr>
                <th>Placed</th>
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
                  <td data-label="Placed" className="small">
                    {formatDateTime(bet.createdAt)}
                  </td>
                  <td data-label="Event">{bet.eventName}</td>
                  <td data-label="Fight" className="num tabular">
                    #{bet.fightNumber}
                  </td>
                  <td data-label="Side">
                    <SideBadge side={bet.side} />
                  </td>
                  <td data-label="Stake" className="num tabular">
                    {formatPesos(bet.stakeCentavos)}
                  </td>
                  <td data-label="Odds /100" className="num tabular">
                    {pesosOrDash(bet.per100Centavos)}
                  </td>
                  <td data-label="Result">{bet.result ? RESULT_LABELS[bet.result] : "—"}</td>
                  <td data-label="Payout" className="num tabular fw-semibold">
                    {pesosOrDash(bet.payoutCentavos)}
                  </td>
                  <td data-label="Status">
                    <BetStatusBadge status={bet.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </BetListResult>
    </>
  );
}
