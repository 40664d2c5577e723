import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";

/**
 * /staff/commission and /staff/commission-log for the cashier (staff2): the menu keeps the spec's entries, but a
 * cashier earns no commission (docs/roles.md), so there is nothing to convert or list, and no 0% tables.
 */
export function NoCommissionPage({ title }: { title: string }) {
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
