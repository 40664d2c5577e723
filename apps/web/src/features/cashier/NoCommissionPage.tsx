import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useSession } from "../../lib/session.ts";

/**
 * /staff/commission and /staff/commission-log for the cashier (staff2): the menu keeps the spec's entries, but a
 * cashier earns no commission (docs/roles.md), so there is nothing to convert or list, and no 0% tables.
 */
export function NoCommissionPage({ title }: { title: string }) {
  const isCashier = useSession((session) => session.identity.type) === "staff2";
  if (!isCashier) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState title="Your account earns no commission.">
          You load and withdraw points for your players; commission goes to the agents above the players who bet. See
          your <Link to="/agent/wallet-station">Wallet Station</Link> and{" "}
          <Link to="/agent/wallet-log">Wallet Logs</Link>.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Cashiers earn no commission.">
        Commission goes to the agents above the players who bet. Your desk is about the float and the cash of loads and
        withdrawals: see the <Link to="/staff/dashboard">Dashboard</Link> and{" "}
        <Link to="/staff/summary">Summary Reports</Link>.
      </EmptyState>
    </>
  );
}
