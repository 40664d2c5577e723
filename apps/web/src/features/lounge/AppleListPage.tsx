import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /player/applepulaputi/list */
export function AppleListPage() {
  return (
    <>
      <PageHeader title="Apple to Apple" />
      <EmptyState title="No Apple to Apple events right now.">
        Open Apple na pula/puti events will appear here; pick one to play.
      </EmptyState>
    </>
  );
}
