import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /agent/summary and /staff/summary */
export function SummaryReportsPage() {
  return (
    <>
      <PageHeader title="Summary Reports" />
      <EmptyState title="No activity to summarise yet.">
        Bets and commissions of the accounts under you will be totalled here per day.
      </EmptyState>
    </>
  );
}
