import { formatPesos } from "@sabong/shared/money";
import {
  isMoneyLimit,
  type LimitKey,
  type LimitView,
  limitLabel,
  limitValueText,
  manilaMomentText,
} from "@sabong/shared/protection";

/** Who looks at the limits: the player (their own) or one of their agents (a downline's). */
export type Viewer = "player" | "upline";

/** The limits as the screens group them: the three windows of each money kind, then the two single limits. */
export const LIMIT_GROUPS: readonly { title: string; about: string; keys: readonly LimitKey[] }[] = [
  {
    title: "Loss limit",
    about: "What can be lost: stakes minus wins and refunds.",
    keys: ["loss:day", "loss:week", "loss:month"],
  },
  {
    title: "Wager limit",
    about: "What can be staked, win or lose.",
    keys: ["wager:day", "wager:week", "wager:month"],
  },
  {
    title: "Load limit",
    about: "Points loaded into the wallet by anyone. Withdrawals do not give room back.",
    keys: ["load:day", "load:week", "load:month"],
  },
  { title: "Largest single stake", about: "The most one bet or ticket line can stake.", keys: ["largest-stake"] },
  { title: "Daily play time", about: "Minutes signed in per day (Manila time).", keys: ["play-time"] },
];

export { isMoneyLimit, limitLabel, limitValueText };

type Setter = NonNullable<LimitView["setBy"]>;

/** "Set by you" / "Set by your agent maria" (to the player); "Set by the player" / "Set by maria" (to an agent). */
export function setterText(setter: Setter, viewer: Viewer, verb = "Set"): string {
  if (setter.role === "player") return viewer === "player" ? `${verb} by you` : `${verb} by the player`;
  return viewer === "player" ? `${verb} by your agent ${setter.name}` : `${verb} by ${setter.name}`;
}

/** "₱600.00 of ₱1,000.00 used", for a limited money window; null when there is nothing to say. */
export function usedText(limit: LimitView, playedTodayMinutes: number): string | null {
  if (limit.value === null) return null;
  if (limit.key === "play-time") return `${playedTodayMinutes} of ${limit.value} minutes played today`;
  if (limit.usedCentavos === null) return null;
  return `${formatPesos(limit.usedCentavos, { symbol: true })} of ${formatPesos(limit.value, { symbol: true })} used`;
}

/** "Changes to ₱2,000.00 on 2 Mar 2025 10:00" / "Removed on 2 Mar 2025 10:00". */
export function pendingText(limit: LimitView): string | null {
  const { pending } = limit;
  if (!pending) return null;
  const when = manilaMomentText(Date.parse(pending.effectiveAt));
  return pending.value === null
    ? `Removed on ${when}`
    : `Changes to ${limitValueText(limit.key, pending.value)} on ${when}`;
}
