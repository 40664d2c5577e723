import { Link, useLocation } from "react-router";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { areaOf, walletLogFor, walletStationFor } from "../../lib/area.ts";
import { formatDateTime } from "../../lib/format.ts";
import { type PlayerQuery, usePlayers } from "./get-players.ts";
import {
  AccountTable,
  asUserStatus,
  BalanceCell,
  EndTh,
  FilterSelect,
  ListFilters,
  StatusCell,
  UserMainCell,
  UserStatusOptions,
} from "./list-parts.tsx";
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
  const query: PlayerQuery = {
    q: list.get("q") || undefined,
    status: asUserStatus(list.get("status")),
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
      <ListFilters className="card-body row g-2 align-items-end">
        <SearchBox
          className="col-12 col-sm-8 col-md-6"
          label="Search"
          value={query.q ?? ""}
          onSearch={(q) => list.update({ q })}
        />
        <FilterSelect
          id="players-status"
          label="Status"
          className="col-12 col-sm-4 col-md-3"
          value={query.status ?? ""}
          onChange={(status) => list.update({ status })}
        >
          <UserStatusOptions />
        </FilterSelect>
      </ListFilters>

      <AccountTable
        list={players}
        loading="Loading players…"
        what="the players"
        emptyTitle={filtered ? "No players match these filters." : "No players yet."}
        empty={
          filtered
            ? "Try another search or status."
            : "Players who register with a referral link of your tree will be listed here with their points."
        }
        caption={title}
        dim={players.isPlaceholderData}
        head={
          <>
            <th scope="col">Player</th>
            <th scope="col">Status</th>
            <th scope="col">Upline</th>
            <EndTh>Points</EndTh>
            <th scope="col">Joined</th>
            <EndTh>Wallet</EndTh>
          </>
        }
        row={(player) => (
          <tr key={player.id} data-testid={`player-row-${player.username}`}>
            <UserMainCell user={player} />
            <StatusCell status={player.status} />
            <td data-label="Upline">{player.uplineUsername ?? "–"}</td>
            <BalanceCell label="Points" centavos={player.balances.pointsCentavos} bold />
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
        )}
        page={query.page}
        pageSize={PAGE_SIZE}
        noun="players"
        onPage={(page) => list.update({ page })}
      />
    </>
  );
}
