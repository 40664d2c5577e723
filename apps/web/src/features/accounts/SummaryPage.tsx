import { commissionByGame, earnsCommission, totalCommissionCentavos } from "@sabong/shared/users";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { approvalsQuery, downlinesQuery, playersQuery } from "../../api/accounts.ts";
import { useUserDetail } from "../../api/user-detail.ts";
import { walletLogQuery } from "../../api/wallet.ts";
import { BalanceCards } from "../../components/BalanceCards.tsx";
import { CommissionTable } from "../../components/CommissionTable.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { WalletLogTable } from "../../components/WalletLogTable.tsx";
import { type Area, areaOf, walletLogPath } from "../../lib/area.ts";
import { useSession } from "../../lib/session.ts";

const RECENT = 8;

/** Only the total of a list is wanted: one row is enough. */
const COUNT_ONLY = { page: 1, pageSize: 1 } as const;

/** The counts of the summary: downlines, players and approvals for a tree; the site's players for staff. */
function useSummaryCounts(area: Area, hasTree: boolean) {
  const downlines = useQuery({ ...downlinesQuery(COUNT_ONLY), enabled: hasTree });
  const players = useQuery(playersQuery(COUNT_ONLY));
  const approvals = useQuery({ ...approvalsQuery(COUNT_ONLY), enabled: hasTree });
  // The agent area links to its own lists; other areas have no such screens.
  const agentLink = (to: string, text = "View") => (area === "agent" ? { to, text } : null);
  const downlinesCount = { label: "Direct downlines", list: downlines, link: agentLink("/agent/downlines") };
  const approvalsCount = { label: "Awaiting approval", list: approvals, link: agentLink("/agent/approvals", "Review") };
  const playersCount = {
    label: hasTree ? "Players in tree" : "Players",
    list: players,
    link: { to: `/${area}/players`, text: "View" },
  };
  return hasTree
    ? [
        { ...downlinesCount, testId: "summary-downlines" },
        { ...playersCount, testId: "summary-players" },
        { ...approvalsCount, testId: "summary-approvals" },
      ]
    : [{ ...playersCount, testId: "summary-players" }];
}

/**
 * /agent/summary and /staff/summary ('Summary Reports'): the user's own numbers, all read from the API: points,
 * commission per game and its total, how many accounts are under them (direct downlines, players of the tree,
 * registrations waiting), and the latest wallet movements. Staff see the players of the site instead of a tree.
 */
export function SummaryPage() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const { type, role } = useSession((session) => session.identity);
  const earns = earnsCommission(type, role);
  const hasTree = type !== "staff" && type !== "staff2";
  const detail = useUserDetail();
  const counts = useSummaryCounts(area, hasTree);

  return (
    <>
      <PageHeader title="Summary Reports" subtitle="Your balances, commission and accounts at a glance." />

      {detail.isError ? (
        <QueryError what="your balances" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}

      <div className="row g-3 mb-3">
        <BalanceCards
          detail={detail.data}
          column="col-6 col-lg-3"
          commission={earns}
          testIds={{ points: "summary-points", commission: "summary-commission" }}
        />
        {counts.map((count) => (
          <CountCard key={count.testId} {...count} wide={!hasTree} />
        ))}
      </div>

      <div className="row g-3">
        {earns ? (
          <div className="col-12 col-lg-6 col-xxl-4">
            <CommissionPanel detail={detail} area={area} />
          </div>
        ) : null}
        <div className={earns ? "col-12 col-xxl-8" : "col-12"}>
          <RecentMovements area={area} />
        </div>
      </div>
    </>
  );
}

/** Commission per game with its total, and the way to convert it. */
function CommissionPanel({ detail, area }: { detail: ReturnType<typeof useUserDetail>; area: Area }) {
  return (
    <Panel title="Commission per game" card>
      {detail.data ? (
        <CommissionTable
          games={commissionByGame(detail.data)}
          totalCentavos={totalCommissionCentavos(detail.data.account)}
        />
      ) : detail.isPending ? (
        <Spinner label="Loading…" />
      ) : null}
      <Link to={`/${area}/commission`} className="btn btn-sm btn-outline-primary mt-3">
        Convert commission
      </Link>
    </Panel>
  );
}

/** The latest few wallet movements, with a link to the whole log. */
function RecentMovements({ area }: { area: Area }) {
  const recent = useQuery(walletLogQuery({ page: 1, pageSize: RECENT }));
  return (
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
        <EmptyState title="No wallet movements yet.">Loads, withdrawals and commission will appear here.</EmptyState>
      ) : (
        <WalletLogTable items={recent.data.items} caption="Latest wallet movements" />
      )}
    </Panel>
  );
}

/** How many accounts a list holds (its total), with a link to it. */
function CountCard({
  label,
  list,
  testId,
  link,
  wide,
}: {
  label: string;
  list: UseQueryResult<{ total: number }>;
  testId: string;
  link: { to: string; text: string } | null;
  /** Staff have one count only: it takes the room of three. */
  wide: boolean;
}) {
  const value = list.data ? list.data.total.toLocaleString("en-PH") : list.isError ? "–" : "…";
  return (
    <div className={`col-6 ${wide ? "col-lg-3" : "col-lg-2"}`}>
      <StatCard
        label={label}
        value={value}
        testId={testId}
        note={link ? <Link to={link.to}>{link.text}</Link> : null}
      />
    </div>
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
