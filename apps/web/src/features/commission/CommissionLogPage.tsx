import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /agent/commission-log and /staff/commission-log */
export function CommissionLogPage() {
  return (
    <>
      <PageHeader title="Commission Logs" />
      <EmptyState title="No commission conversions yet.">
        Every conversion of commission into points will be listed here with its date and amount.
      </EmptyState>
    </>
  );
}
