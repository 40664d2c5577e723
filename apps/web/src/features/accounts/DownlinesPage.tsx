import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/**
 * /admin/downlines ('Active INCORPORATOR') and /agent/downlines ('Active {type}').
 * `title` is the menu label; `accounts` names the listed accounts in the empty state.
 */
export function DownlinesPage({ title, accounts }: { title: string; accounts: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={`No active ${accounts} yet.`}>
        Approved {accounts} directly under you will be listed here with their points and commission rates.
      </EmptyState>
    </>
  );
}
