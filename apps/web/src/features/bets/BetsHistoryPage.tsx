import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /player/bets-history */
export function BetsHistoryPage() {
  return (
    <>
      <PageHeader title="Bets" />
      <EmptyState title="No bets yet.">
        Your bets will be listed here with their amounts, results and payouts.
      </EmptyState>
    </>
  );
}
