import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /operator/master-revert (Sabong) and /operator/apple-master-revert (Apple na pula/puti). */
export function MasterRevertPage({ game }: { game: "Sabong" | "Apple na pula/puti" }) {
  return (
    <>
      <PageHeader title="Master Revert" subtitle={game} />
      <EmptyState title="No declared results to revert.">
        Declared {game} results will be listed here, so a wrong result can be reverted and its payouts undone.
      </EmptyState>
    </>
  );
}
