import { USER_STATUSES, type UserStatus } from "@sabong/shared";
import { Link, useLocation } from "react-router";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { Pagination } from "../../app/ui/Pagination.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatusBadge } from "../../app/ui/StatusBadge.tsx";
import { areaOf, walletLogFor, walletStationFor } from "../../lib/area.ts";
import { formatCentavos, formatDateTime } from "../../lib/format.ts";
import { type PlayerQuery, usePlayers } from "./get-players.ts";
import { UserCell } from "./parts.tsx";
import { useListParams } from "./use-list-params.ts";

const PAGE_SIZE = 20;

/**
 * /agent/players ('Players') and /staff/players ('All Players'): the players of the caller's tree (every player for
 * staff) with their upline, status and balances, and a quick way into the wallet station for each.
 */
export function PlayersPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const list = useListParams();
  const status = list.get("status");
  const query: PlayerQuery = {
    q: list.get("q") || undefined,
    status: (USER_STATUSES as readonly string[]).includes(status) ? (status as UserStatus) : undefined,
    page: list.page,
    pageSize: PAGE_SIZE,
  };
  const players = usePlayers(query);
  const filtered = Boolean(query.q || query.status);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={area === "staff" ? "Every player of the site." : "The players in your tree, at any level."}
      />
      <section className="card border-0 shadow-sm mb-3" aria-label="Filters">
        <div className="card-body row g-2 align-items-end">
          <SearchBox
            className="col-12 col-sm-8 col-md-6"
            label="Search"
            value={query.q ?? ""}
            onSearch={(q) => list.update({ q })}
          />
          <div className="col-12 col-sm-4 col-md-3">
            <label htmlFor="players-status" className="form-label small mb-1">
              Status
            </label>
            <select
              id="players-status"
              className="form-select form-select-sm"
              value={query.status ?? ""}
              onChange={(event) => list.update({ status: event.target.value })}
            >
              <option value="">All</option>
              {USER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value.charAt(0).toUpperCase() + value.slice(1)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>

      {players.isPending ? (
        <Spinner label="Loading players…" />
      ) : players.isError ? (
        <QueryError what="the players" error={players.error} onRetry={() => void players.refetch()} />
      ) : players.data.items.length === 0 ? (
        <EmptyState title={filtered ? "No players match these filters." : "No players yet."}>
          {filtered
            ? "Try another search or status."
            : "Players who register with a referral link of your tree will be listed here with their points."}
        </EmptyState>
      ) : (
        <>
          <div className={`card border-0 shadow-sm${players.isPlaceholderData ? " opacity-50" : ""}`}>
            <div className="table-wrap">
              <table className="table table-hover align-middle mb-0 table-stack">
                <caption className="visually-hidden">{title}</caption>
                <thead className="table-light">
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Status</th>
                    <th scope="col">Upline</th>
                    <th scope="col" className="text-end">
                      Points
                    </th>
                    <th scope="col">Joined</th>
                    <th scope="col" className="text-end">
                      Wallet
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {players.data.items.map((player) => (
                    <tr key={player.id} data-testid={`player-row-${player.username}`}>
                      <td className="stack-main">
                        <UserCell user={player} />
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={player.status} />
                      </td>
                      <td data-label="Upline">{player.uplineUsername ?? "–"}</td>
                      <td data-label="Points" className="text-end tabular fw-semibold">
                        {formatCentavos(player.balances.pointsCentavos)}
                      </td>
                      <td data-label="Joined" className="small">
                        {formatDateTime(player.createdAt)}
                      </td>
                      <td className="text-end stack-actions">
                        <div className="d-inline-flex gap-1">
                          <Link
                            className="btn btn-sm btn-outline-success"
                            to={walletStationFor(area, player)}
                            aria-label={`Load or withdraw ${player.username}`}
                          >
                            Load / withdraw
                          </Link>
                          <Link
                            className="btn btn-sm btn-outline-secondary"
                            to={walletLogFor(area, player)}
                            aria-label={`Wallet log of ${player.username}`}
                          >
                            Log
                          </Link>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <Pagination
            page={query.page}
            pageSize={PAGE_SIZE}
            total={players.data.total}
            noun="players"
            busy={players.isFetching}
            onPage={(page) => list.update({ page })}
          />
        </>
      )}
    </>
  );
}
