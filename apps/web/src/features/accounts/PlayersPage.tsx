import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /agent/players ('Players') and /staff/players ('All Players'). */
export function PlayersPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="No players yet.">Players will be listed here with their points and status.</EmptyState>
    </>
  );
}
