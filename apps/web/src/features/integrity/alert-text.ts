import type { AlertRow, AlertStatus } from "@sabong/shared/integrity";
import { formatPesos } from "@sabong/shared/money";
import { manilaStamp } from "@sabong/shared/time";

export const STATUS_LABELS: Record<AlertStatus, string> = {
  new: "New",
  assigned: "Being worked",
  benign: "Closed: benign",
  confirmed: "Closed: confirmed",
};

/** What an alert is about, in words: "Fight 12, WALA", "Fight 12, staff member 7", "Draw 40, 123", "Transfer 881", "Player 7, 2026-11-27". */
export function subjectText(row: Pick<AlertRow, "subject">): string {
  const [what, id, ...rest] = row.subject.split(":");
  const label = { fight: "Fight", draw: "Draw", transfer: "Transfer", withdrawal: "Withdrawal", player: "Player" }[
    what ?? ""
  ];
  if (!label) return row.subject;
  const parts = rest
    .filter((part) => part !== "other-agent" && part !== "load")
    .map((part) => part.replace(/^staff-(\d+)$/, "staff member $1"));
  return [`${label} ${id}`, ...parts].join(", ");
}

const AMOUNT_KEY = /Centavos$/;
const SHARE_KEY = /BasisPoints$/;
const TIME_KEY = /(AtMs|^fromMs|^toMs)$/;

/** "lateSideCentavos" → "Late side". */
function keyLabel(key: string): string {
  const share = SHARE_KEY.test(key) && !/share/i.test(key.replace(SHARE_KEY, "")) ? " share" : "";
  const bare = key.replace(AMOUNT_KEY, "").replace(SHARE_KEY, share).replace(/Ms$/, "");
  const words = bare
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The evidence as labelled lines a reviewer reads: amounts in pesos, shares in per cent, times in Manila time. */
export function evidenceLines(evidence: unknown): { label: string; value: string }[] {
  if (!evidence || typeof evidence !== "object") return [];
  return Object.entries(evidence as Record<string, unknown>).map(([key, value]) => {
    let text: string;
    if (typeof value === "number" && AMOUNT_KEY.test(key)) text = `₱${formatPesos(value)}`;
    else if (typeof value === "number" && SHARE_KEY.test(key)) text = `${(value / 100).toFixed(2)} %`;
    else if (typeof value === "number" && TIME_KEY.test(key)) text = manilaStamp(new Date(value));
    else if (Array.isArray(value))
      text = value.length > 12 ? `${value.slice(0, 12).join(", ")} … (${value.length})` : value.join(", ");
    else text = String(value);
    return { label: keyLabel(key), value: text };
  });
}
