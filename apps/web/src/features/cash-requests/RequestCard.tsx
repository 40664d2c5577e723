import {
  type CashRequestState,
  type CashRequestView,
  E_WALLET_LABELS,
  KIND_LABELS,
  STATE_LABELS,
} from "@sabong/shared/cash-requests";
import { formatPesos } from "@sabong/shared/money";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/format.ts";

const TONES: Record<CashRequestState, string> = {
  pending: "text-bg-warning",
  approved: "text-bg-success",
  rejected: "text-bg-danger",
  cancelled: "text-bg-secondary",
};

/** A request's state as a pill (dark text on the light tones, white on the dark ones: AA either way). */
export function RequestState({ state }: { state: CashRequestState }) {
  return <span className={`badge rounded-pill ${TONES[state]}`}>{STATE_LABELS[state]}</span>;
}

/** One request as a card (a 360 px phone shows it whole): what, how much, where, its state and why. */
export function RequestCard({
  request,
  showPlayer,
  children,
}: {
  request: CashRequestView;
  showPlayer?: boolean;
  children?: ReactNode;
}) {
  const wallet = E_WALLET_LABELS[request.eWallet];
  return (
    <li className="list-group-item" data-testid={`cash-request-${request.id}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <span className="fw-semibold">
          {KIND_LABELS[request.kind]} ₱{formatPesos(request.amountCentavos)}
        </span>
        <RequestState state={request.state} />
      </div>
      <div className="small">
        {showPlayer ? <div>Player: {request.player.username}</div> : null}
        {request.kind === "cash-in" ? (
          <div>
            {wallet} reference {request.reference}
          </div>
        ) : (
          <div>
            To {wallet} {request.walletNumber}
          </div>
        )}
        <div>
          Asked {formatDateTime(request.createdAt)} of{" "}
          {request.desk === "cashier" ? "the cashier" : (request.handler?.username ?? "your agent")}
        </div>
        {request.decidedAt && request.state !== "pending" ? (
          <div>
            {STATE_LABELS[request.state]} {formatDateTime(request.decidedAt)}
            {request.decidedBy && request.state !== "cancelled" ? ` by ${request.decidedBy.username}` : ""}
          </div>
        ) : null}
        {request.reason ? <div className="fw-semibold">Reason: {request.reason}</div> : null}
      </div>
      {children}
    </li>
  );
}
