import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { AccountOverview } from "./AccountOverview.tsx";

/** /player/account: the player's points, commissions and referral link. */
export function PlayerAccountPage() {
  return (
    <>
      <PageHeader title="Account" />
      <AccountOverview />
    </>
  );
}
