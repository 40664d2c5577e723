import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { type PlayerQuery, type PlayerRow, playersQuery } from "../../api/accounts.ts";
import { KycBadge } from "../../components/KycBadge.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { RestrictionBadge } from "../../components/RestrictionBadge.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { type Area, areaOf, playerLimitsFor, walletLogFor, walletStationFor } from "../../lib/area.ts";
import { AccountFilters, asUserStatus } from "./list-filters.tsx";
import { AccountTable, ActionsCell, BalanceCell, DateCell, UserMainCell } from "./list-parts.tsx";
import { useListParams } from "./use-list-params.ts";

/**
 * /agent/players ('Players') and /staff/players ('All Players'): the players of the caller's tree (every player for
 * staff) with their upline, status (with a running time-out or self-exclusion) and balances, and a quick way into the
 * wallet station for each; an agent also opens a player's limits.
 */
export function PlayersPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const params = useListParams();
  const query: PlayerQuery = {
    q: params.get("q") || undefined,
    status: asUserStatus(params.get("status")),
    ...params.paging,
  };
  const players = useQuery(playersQuery(query));
  const filtered = Boolean(query.q || query.status);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={area === "staff" ? "Every player of the site." : "The players in your tree, at any level."}
      />
      <AccountFilters
        params={params}
        statusId="players-status"
        status={query.status ?? ""}
        layout={["col-12 col-sm-8 col-md-6", "col-12 col-sm-4 col-md-3"]}
      />

      <AccountTable
        list={players}
        params={params}
        noun="players"
        empty={
          filtered
            ? ["No players match these filters.", "Try another search or status."]
            : [
                "No players yet.",
                "Players who register with a referral link of your tree will be listed here with their points.",
              ]
        }
        caption={title}
        columns={["Player", "Status", "Upline", { end: "Points" }, "Joined", { end: "Wallet" }]}
        row={(player) => <PlayerTableRow key={player.id} player={player} area={area} />}
      />
    </>
  );
}

/** A player: who, status with identity and restriction, upline, points, when it joined, and its wallet links. */
function PlayerTableRow({ player, area }: { player: PlayerRow; area: Area }) {
  return (
    <tr data-testid={`player-row-${player.username}`}>
      <UserMainCell user={player} />
      <td data-label="Status">
        <span className="d-inline-flex flex-wrap gap-1">
          <StatusBadge status={player.status} />
          {player.kycStatus ? <KycBadge status={player.kycStatus} /> : null}
          <RestrictionBadge restriction={player.restriction} />
        </span>
      </td>
      <td data-label="Upline">{player.uplineUsername ?? "–"}</td>
      <BalanceCell label="Points" centavos={player.balances.pointsCentavos} bold />
      <DateCell label="Joined" iso={player.createdAt} />
      <ActionsCell>
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
        {area === "agent" ? (
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={playerLimitsFor(player)}
            aria-label={`Limits of ${player.username}`}
          >
            Limits
          </Link>
        ) : null}
      </ActionsCell>
    </tr>
  );
}
