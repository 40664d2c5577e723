import { type CreateDrawBody, GAME_PERIODS, matchupSchema } from "@sabong/shared/number-games";
import { isCalendarDate, manilaDateTime } from "@sabong/shared/time";
import { z } from "zod";

/**
 * The game-ending "New draw" form: the matchup, tip-off and an optional cut-off typed as Manila wall-clock times
 * (datetime-local "YYYY-MM-DDTHH:MM"), turned into the contract's instants. The server checks the same contract
 * (and that the cut-off is not after tip-off).
 */

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A datetime-local value read as Manila time, or null when it is not one. */
export function manilaInstant(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match?.[1] || !match[2] || !isCalendarDate(match[1])) return null;
  try {
    return manilaDateTime(match[1], match[2]);
  } catch {
    return null;
  }
}

/** A datetime-local field read as Manila time, answered as the contract's instant (ISO). */
export const manilaTime = (name: string) =>
  z
    .string()
    .refine((value) => manilaInstant(value) !== null, `${name}: pick a date and time`)
    .transform((value) => (manilaInstant(value) as Date).toISOString());

export const newDrawFormSchema = z
  .object({
    matchup: matchupSchema,
    tipOff: manilaTime("Tip-off"),
    cutoff: z.union([z.literal(""), manilaTime("Cut-off")]),
  })
  .refine((form) => form.cutoff === "" || form.cutoff <= form.tipOff, {
    message: "The cut-off cannot be after tip-off",
    path: ["cutoff"],
  })
  .transform(
    (form): CreateDrawBody => ({
      matchup: form.matchup,
      drawAt: form.tipOff,
      ...(form.cutoff === "" ? {} : { cutoffAt: form.cutoff }),
    }),
  );

export type NewDrawFormValues = z.input<typeof newDrawFormSchema>;

export const emptyNewDraw = (): NewDrawFormValues => ({
  matchup: { league: "", home: "", away: "", period: GAME_PERIODS[3] },
  tipOff: "",
  cutoff: "",
});
