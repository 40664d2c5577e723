import {
  type FightEntries,
  type FightEntriesView,
  type FightEntry,
  fightEntrySchema,
  parseWeightText,
  weightGramsToText,
} from "@sabong/shared/betting";
import { plainIssueMessage } from "@sabong/shared/contracts";
import type { MainSide } from "@sabong/shared/games";

/** One side's entry as typed: the weight as text (kilograms like 2.150, or grams), turned into whole grams. */
export type EntryFormValues = { rooster: string; owner: string; weight: string };
export type EntryField = keyof EntryFormValues;
/** The fields in the form's order. */
export const ENTRY_FIELDS: readonly EntryField[] = ["rooster", "owner", "weight"];
export type EntriesFormValues = Partial<Record<MainSide, EntryFormValues>>;
/** Messages by side, then field. */
export type EntriesFormErrors = Partial<Record<MainSide, Partial<Record<EntryField, string>>>>;

/** Contract field → form field, so the contract's messages land under the right input. */
const FIELD_OF: Record<keyof FightEntry, EntryField> = { rooster: "rooster", owner: "owner", weightGrams: "weight" };

const blank: EntryFormValues = { rooster: "", owner: "", weight: "" };

export function entriesToForm(sides: readonly MainSide[], entries: FightEntriesView | null): EntriesFormValues {
  return Object.fromEntries(
    sides.map((side) => {
      const entry = entries?.[side];
      return [
        side,
        entry ? { rooster: entry.rooster, owner: entry.owner, weight: weightGramsToText(entry.weightGrams) } : blank,
      ];
    }),
  );
}

type Converted = { ok: true; body: FightEntries } | { ok: false; errors: EntriesFormErrors };

/**
 * The PUT body, each side checked against the contract (the server checks the same schema). A side left wholly
 * blank is not entered; one partly filled is checked field by field.
 */
export function toEntriesBody(values: EntriesFormValues, sides: readonly MainSide[]): Converted {
  const body: FightEntries = {};
  const errors: EntriesFormErrors = {};
  for (const side of sides) {
    const typed = values[side] ?? blank;
    if (typed.rooster.trim() === "" && typed.owner.trim() === "" && typed.weight.trim() === "") continue;
    const sideErrors: Partial<Record<EntryField, string>> = {};
    const weight = parseWeightText(typed.weight);
    if (!weight.ok) sideErrors.weight = weight.message;
    const checked = fightEntrySchema.safeParse({
      rooster: typed.rooster,
      owner: typed.owner,
      weightGrams: weight.ok ? weight.weightGrams : 0,
    });
    if (checked.success) body[side] = checked.data;
    for (const issue of checked.error?.issues ?? []) {
      const field = FIELD_OF[issue.path[0] as keyof FightEntry] ?? "rooster";
      sideErrors[field] ??= plainIssueMessage(issue);
    }
    if (Object.keys(sideErrors).length > 0) errors[side] = sideErrors;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
