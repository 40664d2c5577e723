import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";

/** /agent/commission and /staff/commission */
export function SelfConvertCommissionPage() {
  return (
    <>
      <PageHeader title="Self Convert Commission" />
      <EmptyState title="No commission to convert yet.">
        Commission earned on the bets of the accounts under you will be shown here, ready to convert into points.
      </EmptyState>
    </>
  );
}
