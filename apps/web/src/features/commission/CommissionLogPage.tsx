import { useQuery } from "@tanstack/react-query";
import { commissionLogQuery } from "../../api/commission.ts";
import { LogScreen, type LogScreenSetup, useLogQuery } from "../../components/LogScreen.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";

const SETUP: LogScreenSetup = {
  filters: {
    // The movements a commission wallet can have: credits on bets below, conversions into points, and reversals.
    codes: [
      { value: "COMMISSION", label: "Commission earned" },
      { value: "COMMISSION_CONVERT", label: "Converted to points" },
      { value: "REVERSAL", label: "Reversal (master revert)" },
    ],
    counterparty: false,
  },
  what: "commission log",
  caption: "Commission movements",
  filteredTitle: "No commission movements match these filters.",
  emptyTitle: "No commission yet.",
  empty:
    "Commission credited on the bets of the accounts under you, and every conversion into points, will be listed here.",
};

/**
 * /agent/commission-log and /staff/commission-log: commission credited to the user's game wallets and every
 * conversion into points, newest first, filtered by date and type, paged on the server.
 */
export function CommissionLogPage() {
  const state = useLogQuery();
  const log = useQuery(commissionLogQuery(state.query));
  return (
    <>
      <PageHeader title="Commission Logs" subtitle="Commission credited to your game wallets and your conversions." />
      <LogScreen log={log} state={state} setup={SETUP} />
    </>
  );
}
