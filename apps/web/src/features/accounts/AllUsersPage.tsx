import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/users */
export function AllUsersPage() {
  return (
    <>
      <PageHeader title="All Users" />
      <EmptyState title="No user accounts yet.">
        Every agent and player account will be listed here with its type, status and points.
      </EmptyState>
    </>
  );
}
