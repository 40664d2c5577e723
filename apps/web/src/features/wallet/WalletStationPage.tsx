import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /admin/walletstation, /agent/wallet-station, /staff/wallet-station */
export function WalletStationPage() {
  return (
    <>
      <PageHeader title="Wallet Station" />
      <EmptyState title="No accounts to load yet.">
        The accounts under you will be listed here, so you can load points to them or withdraw points from them.
      </EmptyState>
    </>
  );
}
