import { formatPesos } from "../money/centavos.ts";
import type { LimitKey } from "./limit-book.ts";

const WINDOW_WORDS: Record<string, string> = { day: "per 24 hours", week: "per 7 days", month: "per 30 days" };
const KIND_WORDS: Record<string, string> = { loss: "Loss limit", wager: "Wager limit", load: "Load limit" };

/** "Loss limit per 24 hours", "Largest single stake", "Daily play time (minutes)": the screens' and notices' words. */
export function limitLabel(key: LimitKey): string {
  if (key === "largest-stake") return "Largest single stake";
  if (key === "play-time") return "Daily play time (minutes)";
  const [kind = "", window = ""] = key.split(":");
  return `${KIND_WORDS[kind]} ${WINDOW_WORDS[window]}`;
}

/** The label inside a sentence: "Your loss limit per 24 hours was changed". */
export function limitInSentence(key: LimitKey): string {
  const label = limitLabel(key);
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export const isMoneyLimit = (key: LimitKey) => key !== "play-time";

/** "₱1,000.00", "90 minutes", or "No limit". */
export function limitValueText(key: LimitKey, value: number | null): string {
  if (value === null) return "No limit";
  return isMoneyLimit(key) ? formatPesos(value, { symbol: true }) : `${value} minutes`;
}
