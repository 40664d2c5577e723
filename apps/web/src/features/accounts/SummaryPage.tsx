import { pesosToCentavos } from "@sabong/shared";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatCard } from "../../app/ui/StatCard.tsx";
import { WalletLogTable } from "../../app/ui/WalletLogTable.tsx";
import { areaOf, walletLogPath } from "../../lib/area.ts";
import { commissionByGame, totalCommissionCentavos } from "../../lib/commission-games.ts";
import { formatCentavos, formatPercent } from "../../lib/format.ts";
import { useSession } from "../../lib/session.ts";
import { useUserDetail } from "../../lib/user-detail.ts";
import { useWalletLog } from "../../lib/wallet-log.ts";
import { useApprovals } from "./get-approvals.ts";
import { useDownlines } from "./get-downlines.ts";
import { usePlayers } from "./get-players.ts";

const RECENT = 8;

/** Only the total of a list is wanted: one row is enough. */
const COUNT_ONLY = { page: 1, pageSize: 1 } as const;

/**
 * /agent/summary and /staff/summary ('Summary Reports'): the user's own numbers, all read from the API: points,
 * commission per game and its total, how many accounts are under them (direct downlines, players of the tree,
 * registrations waiting), and the latest wallet movements. Staff see the players of the site instead of a tree.
 */
export function SummaryPage() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const type = useSession((session) => session.identity.type);
  const hasTree = type !== "staff" && type !== "staff2";
  const detail = useUserDetail();
  const downlines = useDownlines(COUNT_ONLY, hasTree);
  const players = usePlayers(COUNT_ONLY);
  const approvals = useApprovals(COUNT_ONLY, hasTree);
  const recent = useWalletLog({ page: 1, pageSize: RECENT });

  const count = (query: { data?: { total: number }; isPending: boolean; isError: boolean }) =>
    query.data ? query.data.total.toLocaleString("en-PH") : query.isError ? "–" : "…";

  return (
    <>
      <PageHeader title="Summary Reports" subtitle="Your balances, commission and accounts at a glance." />

      {detail.isError ? (
        <QueryError what="your balances" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}

      <div className="row g-3 mb-3">
        <div className="col-6 col-lg-3">
          <StatCard
            label="Points"
            accent="points"
            testId="summary-points"
            value={detail.data ? formatCentavos(pesosToCentavos(detail.data.account.points)) : "…"}
          />
        </div>
        <div className="col-6 col-lg-3">
          <StatCard
            label="Total commission"
            accent="commission"
            testId="summary-commission"
            value={detail.data ? formatCentavos(totalCommissionCentavos(detail.data)) : "…"}
          />
        </div>
        {hasTree ? (
          <div className="col-6 col-lg-2">
            <StatCard
              label="Direct downlines"
              value={count(downlines)}
              testId="summary-downlines"
              note={area === "agent" ? <Link to="/agent/downlines">View</Link> : null}
            />
          </div>
        ) : null}
        <div className={`col-6 ${hasTree ? "col-lg-2" : "col-lg-3"}`}>
          <StatCard
            label={hasTree ? "Players in tree" : "Players"}
            value={count(players)}
            testId="summary-players"
            note={<Link to={`/${area}/players`}>View</Link>}
          />
        </div>
        {hasTree ? (
          <div className="col-6 col-lg-2">
            <StatCard
              label="Awaiting approval"
              value={count(approvals)}
              testId="summary-approvals"
              note={area === "agent" ? <Link to="/agent/approvals">Review</Link> : null}
            />
          </div>
        ) : null}
      </div>

      <div className="row g-3">
        <div className="col-12 col-lg-6 col-xxl-4">
          <Panel title="Commission per game" card>
            {detail.data ? (
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">Game</th>
                    <th scope="col" className="text-end">
                      Rate
                    </th>
                    <th scope="col" className="text-end">
                      Commission
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {commissionByGame(detail.data).map((game) => (
                    <tr key={game.game}>
                      <th scope="row" className="fw-normal">
                        {game.label}
                      </th>
                      <td className="text-end">{formatPercent(game.ratePercent)}</td>
                      <td className="text-end tabular">{formatCentavos(game.centavos)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td />
                    <td className="text-end tabular fw-semibold">
                      {formatCentavos(totalCommissionCentavos(detail.data))}
                    </td>
                  </tr>
                </tfoot>
              </table>
            ) : detail.isPending ? (
              <Spinner label="Loading…" />
            ) : null}
            <Link to={`/${area}/commission`} className="btn btn-sm btn-outline-primary mt-3">
              Convert commission
            </Link>
          </Panel>
        </div>
        <div className="col-12 col-xxl-8">
          <Panel
            title="Latest wallet movements"
            action={
              <Link to={walletLogPath(area)} className="small">
                All wallet logs
              </Link>
            }
          >
            {recent.isPending ? (
              <Spinner label="Loading movements…" />
            ) : recent.isError ? (
              <QueryError what="your wallet movements" error={recent.error} onRetry={() => void recent.refetch()} />
            ) : recent.data.items.length === 0 ? (
              <EmptyState title="No wallet movements yet.">
                Loads, withdrawals and commission will appear here.
              </EmptyState>
            ) : (
              <WalletLogTable items={recent.data.items} caption="Latest wallet movements" />
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

function Panel({
  title,
  action,
  card = false,
  children,
}: {
  title: string;
  action?: ReactNode;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="h-100">
      <div className="d-flex justify-content-between align-items-baseline mb-2">
        <h2 className="h6 text-uppercase text-body-secondary mb-0">{title}</h2>
        {action}
      </div>
      {card ? (
        <div className="card border-0 shadow-sm">
          <div className="card-body">{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
