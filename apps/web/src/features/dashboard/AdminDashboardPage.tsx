import type { AdminDashboard } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminDashboardQuery, DASHBOARD_REFRESH_MS } from "../../api/dashboard.ts";
import { TrendChart } from "../../components/charts/TrendChart.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { signedMoneyClass } from "../../lib/format.ts";
import { AccountOverview } from "./AccountOverview.tsx";
import { AdminDashboardCirculation } from "./AdminDashboardCirculation.tsx";

const count = (n: number) => n.toLocaleString("en-PH");
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * The admin's home: the business today (Manila), what is live, the last 30 days, the money in circulation, and the
 * admin's own wallets.
 */
export function AdminDashboardPage({ actions }: { actions?: ReactNode }) {
  const query = useQuery(adminDashboardQuery());
  const data = query.data;
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={data ? `Today, ${data.day} (Manila) · updated every ${DASHBOARD_REFRESH_MS / 1000} s` : undefined}
        actions={actions}
      />
      {query.isError ? (
        <QueryError what="the dashboard" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {data ? <DashboardBody data={data} /> : query.isPending ? <Spinner label="Loading the dashboard…" /> : null}
      <section aria-labelledby="own-account-title" className="mt-4">
        <h2 id="own-account-title" className="h6 mb-2">
          Your account
        </h2>
        <AccountOverview />
      </section>
    </>
  );
}

type Card = { label: string; value: ReactNode; note?: ReactNode; testId: string };

/** The figure cards: today's business (Manila) and what is live now. */
function dashboardCards(data: AdminDashboard): Card[] {
  const { today } = data;
  return [
    {
      label: "Turnover today",
      value: formatPesos(today.turnoverCentavos),
      note: plural(today.stakeCount, "bet", "bets"),
      testId: "dash-turnover",
    },
    {
      label: "House result today",
      value: (
        <span className={signedMoneyClass(today.houseResultCentavos)}>{formatPesos(today.houseResultCentavos)}</span>
      ),
      note: "Turnover − refunds − payouts − commission",
      testId: "dash-house-result",
    },
    { label: "Players online", value: count(data.playersOnline), testId: "dash-players-online" },
    {
      label: "Open fights",
      value: count(data.openFights),
      note: "Taking bets or at last call",
      testId: "dash-open-fights",
    },
    { label: "Open draws", value: count(data.openDraws), note: "Selling tickets", testId: "dash-open-draws" },
    {
      label: "Pending approvals",
      value: count(data.pendingApprovals),
      note: <Link to="/admin/approvals">Review approvals</Link>,
      testId: "dash-pending-approvals",
    },
    // Players only: float given to cashiers and loads down the agent chain are not cash in or out.
    {
      label: "Loads to players today",
      value: formatPesos(today.loadsCentavos),
      note: `${plural(today.loadCount, "load", "loads")} · cash in`,
      testId: "dash-loads",
    },
    {
      label: "Withdrawals by players today",
      value: formatPesos(today.withdrawalsCentavos),
      note: `${plural(today.withdrawalCount, "withdrawal", "withdrawals")} · cash out`,
      testId: "dash-withdrawals",
    },
  ];
}

function DashboardBody({ data }: { data: AdminDashboard }) {
  const cards = dashboardCards(data);
  return (
    <>
      <div className="row g-3 mb-3">
        {cards.map((card) => (
          <div key={card.testId} className="col-6 col-lg-3">
            <StatCard label={card.label} value={card.value} note={card.note} testId={card.testId} />
          </div>
        ))}
      </div>
      <div className="row g-3 mb-3">
        <div className="col-12 col-xl-5">
          <TrendChart
            points={data.last30Days.slice(-7)}
            title="Last 7 days: turnover and house result"
            type="bar"
            testId="dash-chart-7"
          />
        </div>
        <div className="col-12 col-xl-7">
          <TrendChart
            points={data.last30Days}
            title="Last 30 days: turnover and house result"
            type="line"
            testId="dash-chart-30"
          />
        </div>
      </div>
      <AdminDashboardCirculation
        circulation={data.circulation}
        circulationTotalAccounts={data.circulationTotalAccounts}
        circulationTotalCentavos={data.circulationTotalCentavos}
      />
    </>
  );
}
