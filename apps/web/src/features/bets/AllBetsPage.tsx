import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/bets */
export function AllBetsPage() {
  return (
    <>
      <PageHeader title="All bets" />
      <EmptyState title="No bets yet.">
        Every bet placed on Sabong, Apple to Apple and the number games will be listed here with its result.
      </EmptyState>
    </>
  );
}
