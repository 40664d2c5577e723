import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/whitelist */
export function WhitelistPage() {
  return (
    <>
      <PageHeader title="Whitelist" />
      <EmptyState title="The whitelist is empty.">Whitelisted entries will be listed here.</EmptyState>
    </>
  );
}
