import type { MainSide } from "../games/registry.ts";
import type { EventStatus } from "./contracts.ts";
import type { FightState } from "./fight-state.ts";

/**
 * A fight's entries: the rooster on each side, its owner and its fighting weight (games whose registry entry has
 * entries). Philippine derby rules and matching sheets give weights in kilograms to the gram ("2.150", stags 1.7–2.2
 * kg, cocks 1.8–2.4 kg, matched within 20–30 grams), so screens show "2.150 kg" and the API keeps whole grams.
 */

export const ROOSTER_NAME_MAX_CHARS = 40;
export const OWNER_NAME_MAX_CHARS = 60;
export const ENTRY_NAME_CHARACTERS_MESSAGE = "No line breaks, tabs or invisible characters";
export const ENTRIES_FIXED_MESSAGE = "Entries can be changed only before betting opens";
export const ENTRIES_CHANGED_MESSAGE = "The entries were changed meanwhile; check them and save again";

/**
 * Why a fight's entries cannot change now, or null when they can. Players bet on a named rooster, so once betting
 * opens the entries they saw are fixed: swapping a rooster after bets is the fraud this prevents (a real mistake is
 * undone by cancelling the fight). An ended event changes no more.
 */
export function entriesLockedReason(fightState: FightState, eventStatus: EventStatus): string | null {
  if (eventStatus === "ENDED") return "This event has ended";
  return fightState === "STANDBY" ? null : ENTRIES_FIXED_MESSAGE;
}
/** Derbies weigh 1.7–2.5 kg; 1.000–3.500 kg leaves room for fights outside derbies and still catches a slipped digit. */
export const ENTRY_WEIGHT_MIN_GRAMS = 1000;
export const ENTRY_WEIGHT_MAX_GRAMS = 3500;

/** 2150 → "2.150 kg": kilograms with the grams after the point, as cockers read a weight. */
export function formatWeightGrams(weightGrams: number): string {
  const grams = Math.round(weightGrams);
  return `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, "0")} kg`;
}

/** 2150 → "2.150": the weight as field text (kilograms, the unit the operator reads off the scale sheet). */
export function weightGramsToText(weightGrams: number): string {
  return formatWeightGrams(weightGrams).replace(" kg", "");
}

export type WeightParse = { ok: true; weightGrams: number } | { ok: false; message: string };

export const WEIGHT_FORMAT_MESSAGE = "Enter the weight in kilograms, like 2.150 (or in grams, like 2150)";

const KILOGRAMS = /^(\d{1,2})(?:\.(\d{1,3}))?(?:kgs?|kilos?)?$/;
const GRAMS = /^(\d{1,2},\d{3}|\d{3,5})(?:g|grams?)?$/;

/**
 * Weight text → whole grams. "2.150", "2.15 kg" and "2" are kilograms (at most 3 decimals: grams); "2150" and
 * "2,150 g" are grams. A gamecock weighs 1–4 kg, so a number below 100 can only mean kilograms and one of 3 digits or
 * more only grams. The range is the contract's rule, not the parser's.
 */
export function parseWeightText(text: string): WeightParse {
  const value = text.trim().toLowerCase().replace(/\s+/g, "");
  if (value === "") return { ok: false, message: "Enter the weight" };
  const kilograms = KILOGRAMS.exec(value);
  if (kilograms) {
    const whole = Number(kilograms[1]);
    const grams = Number((kilograms[2] ?? "").padEnd(3, "0"));
    return { ok: true, weightGrams: whole * 1000 + grams };
  }
  const grams = GRAMS.exec(value);
  if (grams?.[1]) return { ok: true, weightGrams: Number(grams[1].replace(",", "")) };
  return { ok: false, message: WEIGHT_FORMAT_MESSAGE };
}

/** "J. Santos · 2.150 kg": what a side shows under its rooster's name. */
export function entryDetail(entry: { owner: string; weightGrams: number }): string {
  return `${entry.owner} · ${formatWeightGrams(entry.weightGrams)}`;
}

type EntryFields = { rooster: string; owner: string; weightGrams: number };
type EntriesBySide<E extends EntryFields> = Partial<Record<MainSide, E | null>>;

/** The sides entered, the others left out: a side null (as views send it) and one absent mean the same. */
export function enteredOnly<E extends EntryFields>(entries: EntriesBySide<E>): Partial<Record<MainSide, E>> {
  return Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry));
}

/** Whether two sets of entries say the same (a side null or absent: not entered). */
export function sameEntries(a: EntriesBySide<EntryFields>, b: EntriesBySide<EntryFields>): boolean {
  const key = (entries: EntriesBySide<EntryFields>) =>
    Object.entries(enteredOnly(entries))
      .map(([side, e]) => JSON.stringify([side, e.rooster, e.owner, e.weightGrams]))
      .sort()
      .join();
  return key(a) === key(b);
}
