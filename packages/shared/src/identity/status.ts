/**
 * Where a player's identity stands:
 * - unverified: nothing sent yet (every account starts here);
 * - under-review: sent, waiting in the compliance queue;
 * - more-info-requested: a reviewer asked for something more; the player sends it again;
 * - verified: approved;
 * - rejected: refused, with a reason the player sees;
 * - closed: found under 21 or barred; the account is closed and its balance returned through the upline.
 */
export const KYC_STATUSES = [
  "unverified",
  "under-review",
  "more-info-requested",
  "verified",
  "rejected",
  "closed",
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  unverified: "Not verified",
  "under-review": "Under review",
  "more-info-requested": "More information needed",
  verified: "Verified",
  rejected: "Rejected",
  closed: "Closed",
};

/**
 * The platform setting (audited) for players still waiting: not yet verified, under review, or asked for more. The
 * other statuses are fixed by the rules: verified may do everything, rejected may look around only, closed nothing.
 */
export type KycAccessSetting = { waitingMayBet: boolean; waitingMayBeLoaded: boolean };

/** Issue 21's default: a waiting player can be loaded and look around, but not bet. */
export const DEFAULT_KYC_ACCESS: KycAccessSetting = { waitingMayBet: false, waitingMayBeLoaded: true };

export type KycAllowance = { bet: boolean; load: boolean; lookAround: boolean };

const WAITING: readonly KycStatus[] = ["unverified", "under-review", "more-info-requested"];

export function isWaiting(status: KycStatus): boolean {
  return WAITING.includes(status);
}

/** What a player with this status may do. */
export function whatStatusAllows(status: KycStatus, setting: KycAccessSetting = DEFAULT_KYC_ACCESS): KycAllowance {
  if (status === "verified") return { bet: true, load: true, lookAround: true };
  if (isWaiting(status)) return { bet: setting.waitingMayBet, load: setting.waitingMayBeLoaded, lookAround: true };
  // Rejected: still signs in to read the reason and see history; closed: nothing at all.
  return { bet: false, load: false, lookAround: status === "rejected" };
}

/** The plain-words refusal for a bet or a load the status does not allow (null when it is allowed). */
export function kycRefusal(
  status: KycStatus,
  action: "bet" | "load",
  setting: KycAccessSetting = DEFAULT_KYC_ACCESS,
): string | null {
  if (whatStatusAllows(status, setting)[action]) return null;
  if (status === "closed") return "This account is closed";
  if (status === "rejected") {
    return action === "bet"
      ? "Your identity was not accepted, so you cannot bet"
      : "This player's identity was not accepted, so they cannot be loaded";
  }
  const waiting =
    status === "unverified"
      ? "Verify your identity before you bet"
      : status === "under-review"
        ? "Your identity is under review: you can bet once it is approved"
        : "Your identity needs more information before you can bet";
  return action === "bet" ? waiting : "This player's identity is not verified yet, so they cannot be loaded";
}

export const REASON_MAX_LENGTH = 500;

/** A reviewer's decision on a submission under review. */
export type ReviewDecision =
  | { kind: "approve" }
  | { kind: "reject"; reason: string }
  | { kind: "ask-for-more"; request: string }
  | { kind: "close"; reason: string };

export type ReviewOutcome = { ok: true; status: KycStatus; message: string | null } | { ok: false; message: string };

/**
 * A review decides only a submission under review: approve → verified, reject (with a reason the player sees) →
 * rejected, ask for more (saying what) → more-info-requested, close (under 21 or barred, with the reason) → closed.
 * Anything else is refused in plain words. The server runs this on the row it has locked, so two reviewers deciding
 * at once decide once: the second finds it no longer under review.
 */
export function reviewTransition(current: KycStatus, decision: ReviewDecision): ReviewOutcome {
  if (current !== "under-review") {
    return {
      ok: false,
      message: `This identity is not waiting for review: it is ${KYC_STATUS_LABELS[current].toLowerCase()}`,
    };
  }
  if (decision.kind === "approve") return { ok: true, status: "verified", message: null };
  const text = (decision.kind === "ask-for-more" ? decision.request : decision.reason).trim();
  if (text === "") {
    return {
      ok: false,
      message:
        decision.kind === "ask-for-more" ? "Say what the player should send" : "Give a reason the player will see",
    };
  }
  if (text.length > REASON_MAX_LENGTH) return { ok: false, message: `Keep it to ${REASON_MAX_LENGTH} characters` };
  const status = decision.kind === "reject" ? "rejected" : decision.kind === "close" ? "closed" : "more-info-requested";
  return { ok: true, status, message: text };
}

/**
 * A player sends their identity (again): allowed while unverified or asked for more. Under review it waits; verified
 * has nothing to send; a rejection or a closure is final for the player (a fixable mistake is what "ask for more" is
 * for).
 */
export function submitTransition(current: KycStatus): ReviewOutcome {
  if (current === "unverified" || current === "more-info-requested") {
    return { ok: true, status: "under-review", message: null };
  }
  const messages: Record<Exclude<KycStatus, "unverified" | "more-info-requested">, string> = {
    "under-review": "Your identity is already under review",
    verified: "Your identity is already verified",
    rejected: "Your identity was not accepted: contact support",
    closed: "This account is closed",
  };
  return { ok: false, message: messages[current] };
}

/**
 * Closing an account found under 21 or barred after the review (a list import, a tip): from any status but closed,
 * with the reason recorded.
 */
export function closeTransition(current: KycStatus, reason: string): ReviewOutcome {
  if (current === "closed") return { ok: false, message: "This account is already closed" };
  const text = reason.trim();
  if (text === "") return { ok: false, message: "Give the reason for closing" };
  if (text.length > REASON_MAX_LENGTH) return { ok: false, message: `Keep it to ${REASON_MAX_LENGTH} characters` };
  return { ok: true, status: "closed", message: text };
}

/** What staff may set a player's status to by hand (under review only ever comes from a submission). */
export const STAFF_SETTABLE_STATUSES = ["unverified", "verified", "rejected", "closed"] as const;
export type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

/**
 * Staff set a status by hand, with a reason: verified after an in-person check, rejected, back to unverified (to ask
 * for a new submission), or closed when found barred. Closed is final (no way back from it here), the reason is
 * required, and setting the status it already has is refused, so two staff doing the same at once decide once.
 */
export function staffStatusTransition(current: KycStatus, next: StaffSettableStatus, reason: string): ReviewOutcome {
  if (next === "closed") return closeTransition(current, reason);
  if (current === "closed") return { ok: false, message: "This account is closed" };
  if (current === next) {
    return { ok: false, message: `This player's identity is already ${KYC_STATUS_LABELS[current].toLowerCase()}` };
  }
  const text = reason.trim();
  if (text === "") return { ok: false, message: "Give the reason for the change" };
  if (text.length > REASON_MAX_LENGTH) return { ok: false, message: `Keep it to ${REASON_MAX_LENGTH} characters` };
  return { ok: true, status: next, message: text };
}
