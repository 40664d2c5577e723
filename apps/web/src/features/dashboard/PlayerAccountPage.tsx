import {
  PLAYER_MOVEMENT_CODES,
  playerMovementText,
  playerMovementWord,
  type WalletLogItem,
} from "@sabong/shared/wallet";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { walletLogQuery } from "../../api/wallet.ts";
import { LogScreen, type LogScreenSetup, useLogQuery } from "../../components/LogScreen.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccountOverview } from "./AccountOverview.tsx";

/** A movement in plain words, with what it belongs to (the event and fight, or the draw and ticket). */
function describeMovement(item: WalletLogItem) {
  const words = playerMovementText(item);
  return { ...words, detail: [words.detail, item.reference].filter(Boolean).join(" · ") };
}

const HISTORY: LogScreenSetup = {
  filters: {
    codes: PLAYER_MOVEMENT_CODES.map((code) => ({ value: code, label: playerMovementWord(code) })),
    counterparty: false,
  },
  what: "wallet history",
  caption: "Wallet history",
  filteredTitle: "Nothing matches these filters.",
  emptyTitle: "No movements yet.",
  empty: "Loads, withdrawals, bets, wins and refunds will be listed here, with your balance after each.",
};

/**
 * /player/account: the player's points, commissions and referral link, then `protection` (the way to the
 * responsible-gaming tools and the statement, composed by the router), then the wallet history: every movement of
 * its wallets in plain words, with the balance after each, newest first, paged on the server (GET /api/points/logs).
 */
export function PlayerAccountPage({ protection }: { protection?: ReactNode }) {
  const state = useLogQuery();
  const log = useQuery(walletLogQuery(state.query));
  return (
    <>
      <PageHeader
        title="Account"
        link={{ to: "/player/cash-requests", label: "Cash in / Cash out", className: "btn btn-primary" }}
      />
      <AccountOverview />
      {protection}
      <section className="mt-4" aria-labelledby="wallet-history">
        <h2 id="wallet-history" className="h5 mb-3">
          Wallet history
        </h2>
        <LogScreen log={log} state={state} setup={HISTORY} describe={describeMovement} />
      </section>
    </>
  );
}
