import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /operator/arena (Sabong) and /operator/applepulaputi/event-list (Apple na pula/puti). */
export function EventListPage({ game }: { game: "Sabong" | "Apple na pula/puti" }) {
  return (
    <>
      <PageHeader title="Event List" subtitle={game} />
      <EmptyState title="No events yet.">
        {game} events will be listed here with their status; open one to run its fights and declare results.
      </EmptyState>
    </>
  );
}
