import { formatPesos } from "../money/centavos.ts";
import type { NoticeKind, NoticeTransferCode } from "./contracts.ts";

/**
 * How a revert's reason rides on its REVERSAL transfers' memo, so the player's notice can say why without a row per
 * player in the revert (docs/decisions/0014-notices.md). The label never contains the separator.
 */
const REASON_SEPARATOR = " · reason: ";

export function withRevertReason(memo: string, reason: string | undefined): string {
  const why = reason?.trim();
  return why ? `${memo}${REASON_SEPARATOR}${why}` : memo;
}

/** The reason written by `withRevertReason`, or null (older reverts carry none). */
export function revertReasonOf(memo: string | null): string | null {
  if (!memo) return null;
  const at = memo.indexOf(REASON_SEPARATOR);
  return at < 0 ? null : memo.slice(at + REASON_SEPARATOR.length).trim() || null;
}

export type NoticeMovement = {
  code: NoticeTransferCode;
  /** Signed from the player's points wallet (positive: received). */
  amountCentavos: number;
  /** Who moved it: a username, or a system account ("escrow:pick3"). */
  counterparty: string;
  memo: string | null;
  /** What it belongs to in plain words ("Pick 3 draw 12 · ticket #5", "Sabong fight 3"), when known. */
  subject: string | null;
};

export type NoticeText = { kind: NoticeKind; title: string; body: string };

const isUser = (counterparty: string) => !counterparty.includes(":") && counterparty !== "bank";

/** A money notice in the player's words: "You won ₱4,730.00" / "on Pick 3 draw 12 · ticket #5". */
export function movementNotice(movement: NoticeMovement): NoticeText {
  const { code, amountCentavos, counterparty, memo, subject } = movement;
  const amount = formatPesos(Math.abs(amountCentavos), { symbol: true });
  const on = subject ? ` on ${subject}` : "";
  const by = isUser(counterparty) ? ` by ${counterparty}` : "";
  switch (code) {
    case "PAYOUT":
      return { kind: "win", title: `You won ${amount}`, body: `Paid${on}.` };
    case "REFUND":
      return { kind: "refund", title: `${amount} refunded`, body: `Your stake came back${on}.` };
    case "LOAD":
      return amountCentavos >= 0
        ? { kind: "load", title: `${amount} loaded`, body: `Loaded to your points${by}.` }
        : { kind: "load", title: `${amount} taken for a load`, body: `Loaded from your points${by}.` };
    case "WITHDRAW":
      return amountCentavos <= 0
        ? { kind: "withdrawal", title: `${amount} withdrawn`, body: `Withdrawn from your points${by}.` }
        : { kind: "withdrawal", title: `${amount} received`, body: `A withdrawal${by} came to your points.` };
    case "REVERSAL": {
      const reason = revertReasonOf(memo);
      const why = reason ? ` Reason: ${reason}` : "";
      return amountCentavos <= 0
        ? {
            kind: "correction",
            title: `${amount} taken back`,
            body: `A result was corrected${on}.${why}`,
          }
        : {
            kind: "correction",
            title: `${amount} given back`,
            body: `A result was corrected${on}.${why}`,
          };
    }
  }
}

/** The toast's one line: the title, then what it was about. */
export function noticeLine(notice: { title: string; body: string }): string {
  return notice.body ? `${notice.title} — ${notice.body}` : notice.title;
}
