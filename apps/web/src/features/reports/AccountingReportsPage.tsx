import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/accounting */
export function AccountingReportsPage() {
  return (
    <>
      <PageHeader title="Accounting Reports" />
      <EmptyState title="No accounting figures yet.">
        Bets, payouts, commissions and the house share of each settled event will be reported here.
      </EmptyState>
    </>
  );
}
