/**
 * Cash-in and cash-out requests (docs/decisions/0015-cash-requests.md): a player asks their upline agent or the
 * cashiers' desk to load or withdraw points. Pure rules, shared by the server (which decides) and the screens (which
 * only offer what the server would accept).
 */
export const CASH_REQUEST_KINDS = ["cash-in", "cash-out"] as const;
export type CashRequestKind = (typeof CASH_REQUEST_KINDS)[number];

/** Who is asked: the player's own upline agent, or any cashier (staff2) at the desk. */
export const CASH_REQUEST_DESKS = ["upline", "cashier"] as const;
export type CashRequestDesk = (typeof CASH_REQUEST_DESKS)[number];

export const CASH_REQUEST_STATES = ["pending", "approved", "rejected", "cancelled"] as const;
export type CashRequestState = (typeof CASH_REQUEST_STATES)[number];

export const E_WALLETS = ["gcash", "maya"] as const;
export type EWallet = (typeof E_WALLETS)[number];

export const E_WALLET_LABELS: Record<EWallet, string> = { gcash: "GCash", maya: "Maya" };
export const KIND_LABELS: Record<CashRequestKind, string> = { "cash-in": "Cash in", "cash-out": "Cash out" };
export const STATE_LABELS: Record<CashRequestState, string> = {
  pending: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

export type CashRequestAction = "approve" | "reject" | "cancel";

const DONE_WORDS: Record<Exclude<CashRequestState, "pending">, string> = {
  approved: "already approved",
  rejected: "already rejected",
  cancelled: "cancelled by the player",
};

export type Transition = { ok: true; to: CashRequestState } | { ok: false; message: string };

/**
 * What an action does to a request in a state: only a waiting request moves, and only once. Approving an approved
 * request is not an error for the server (it answers the first approval again); every other repeat is refused here.
 */
export function cashRequestTransition(state: CashRequestState, action: CashRequestAction): Transition {
  if (state === "pending") {
    const to = action === "approve" ? "approved" : action === "reject" ? "rejected" : "cancelled";
    return { ok: true, to };
  }
  return { ok: false, message: `This request was ${DONE_WORDS[state]}` };
}

/** GCash and Maya reference numbers: digits and letters (a space or dash kept as typed is dropped). */
export function normalizeReference(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

export const REFERENCE_PATTERN = /^[A-Z0-9]{6,30}$/;
