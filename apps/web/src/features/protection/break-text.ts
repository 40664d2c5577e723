import {
  type ExclusionLength,
  manilaMomentText,
  type TimeOutLength,
  takeSelfExclusion,
  takeTimeOut,
} from "@sabong/shared/protection";

/** The lengths a player can choose, in words. */
export const TIME_OUT_CHOICES: readonly { value: TimeOutLength; label: string }[] = [
  { value: "24h", label: "24 hours" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "6w", label: "6 weeks" },
];
export const EXCLUSION_CHOICES: readonly { value: ExclusionLength; label: string }[] = [
  { value: "6m", label: "6 months" },
  { value: "1y", label: "1 year" },
  { value: "5y", label: "5 years" },
];
/** How much longer a running self-exclusion can be made (6 months or more). */
export const EXTENSION_CHOICES: readonly { value: number; label: string }[] = [
  { value: 6, label: "6 months" },
  { value: 12, label: "1 year" },
  { value: 24, label: "2 years" },
  { value: 60, label: "5 years" },
];

export type BreakDraft =
  | { kind: "time-out"; length: TimeOutLength }
  | { kind: "self-exclusion"; length: ExclusionLength };

export function breakLengthText(draft: BreakDraft): string {
  const choices: readonly { value: string; label: string }[] =
    draft.kind === "time-out" ? TIME_OUT_CHOICES : EXCLUSION_CHOICES;
  return choices.find((choice) => choice.value === draft.length)?.label ?? draft.length;
}

/** When a break taken now would end, by the shared rules (the server's own clock decides, within the minute). */
export function breakEndsAtMs(draft: BreakDraft, nowMs: number): number {
  const result =
    draft.kind === "time-out" ? takeTimeOut(null, draft.length, nowMs) : takeSelfExclusion(null, draft.length, nowMs);
  return result.ok ? result.restriction.endsAtMs : nowMs;
}

/** What the sign-in screen says after the break signed the player out. */
export function signedOutForBreakText(draft: BreakDraft, endsAtMs: number): string {
  const until = manilaMomentText(endsAtMs);
  const what = draft.kind === "time-out" ? "on a time-out" : "self-excluded";
  return `You are ${what} until ${until} and were signed out everywhere. You can still sign in to see your bets, balance and statement; betting is paused until then.`;
}
