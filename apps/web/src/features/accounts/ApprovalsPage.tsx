import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/approvals and /agent/approvals */
export function ApprovalsPage() {
  return (
    <>
      <PageHeader title="Approvals" />
      <EmptyState title="No registrations waiting for approval.">
        Accounts that register with your referral link will wait here until you approve them.
      </EmptyState>
    </>
  );
}
