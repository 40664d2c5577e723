import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /player/home */
export function SabongLoungePage() {
  return (
    <>
      <PageHeader title="Sabong Lounge" />
      <EmptyState title="No live events right now.">
        Open Sabong events will appear here; pick one to watch the fights live and place your bets.
      </EmptyState>
    </>
  );
}
