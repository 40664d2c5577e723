import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/wallet-log, /agent/wallet-log, /staff/wallet-log */
export function WalletLogPage() {
  return (
    <>
      <PageHeader title="Wallet Logs" />
      <EmptyState title="No wallet movements yet.">
        Loads, withdrawals and commission conversions will be listed here.
      </EmptyState>
    </>
  );
}
