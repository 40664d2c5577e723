import { plainIssueMessage } from "@sabong/shared/contracts";
import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { centavosToPesosText, parsePesos } from "@sabong/shared/money";
import {
  formatMultiplier,
  type NumberGameSettings,
  numberGameSettingsSchema,
  parseMultiplier,
} from "@sabong/shared/number-games";
import { z } from "zod";

/**
 * A game's settings as the admin types them: multipliers as numbers (450, 72.50 → hundredths), pesos as text
 * (→ centavos), lists as comma-separated text. The result is checked by the shared contract, whose messages land
 * under the field they are about.
 */

export type RambolitoKey = "2" | "3" | "6";

export type SettingsFormValues = {
  enabled: boolean;
  straight: string;
  rambolito: Partial<Record<RambolitoKey, string>>;
  minStake: string;
  maxStake: string;
  defaultCap: string;
  cutoffMinutes: string;
  drawTimes: string;
  closedYearly: string;
  holyWeek: boolean;
  closedDates: string;
  confirmResults: boolean;
};

/** The rambolito multipliers a game has: two digits cover 2 permutations; three digits 3 or 6. */
export const rambolitoKeysOf = (game: NumberGame): RambolitoKey[] =>
  GAME_REGISTRY[game].digits === 2 ? ["2"] : ["3", "6"];

const multiplierText = (hundredths: number | undefined) =>
  hundredths === undefined ? "" : formatMultiplier(hundredths).replace(/^×/, "");

export function settingsToForm(game: NumberGame, settings: NumberGameSettings): SettingsFormValues {
  return {
    enabled: settings.enabled,
    straight: multiplierText(settings.straightMultiplierHundredths),
    rambolito: Object.fromEntries(
      rambolitoKeysOf(game).map((key) => [key, multiplierText(settings.rambolitoMultiplierHundredths[key])]),
    ),
    minStake: centavosToPesosText(settings.minStakeCentavos),
    maxStake: centavosToPesosText(settings.maxStakeCentavos),
    defaultCap: centavosToPesosText(settings.defaultCapCentavos),
    cutoffMinutes: String(settings.cutoffMinutes),
    drawTimes: settings.drawTimes.join(", "),
    closedYearly: settings.closedDays.yearly.join(", "),
    holyWeek: settings.closedDays.holyWeek,
    closedDates: settings.closedDays.dates.join(", "),
    confirmResults: settings.confirmResults,
  };
}

/** "11:00, 16:00 21:00" → ["11:00", "16:00", "21:00"]: split on commas and spaces, duplicates dropped, sorted. */
export const listOf = (text: string): string[] => [...new Set(text.split(/[\s,]+/).filter(Boolean))].sort();

/** Each field's label as the form shows it, for messages written from the contract's limits. */
const LABEL_OF: Record<string, string> = {
  straight: "Straight multiplier",
  "rambolito.2": "Rambolito multiplier",
  "rambolito.3": "Rambolito multiplier (3 combinations)",
  "rambolito.6": "Rambolito multiplier (6 combinations)",
  minStake: "Minimum stake",
  maxStake: "Maximum stake",
  defaultCap: "Default cap",
  cutoffMinutes: "Cut-off minutes",
  drawTimes: "Draw times",
  closedYearly: "Closed days",
  closedDates: "Closed dates",
  root: "These settings",
};

/** Contract path → form field, so the shared contract's messages show under the right input. */
function formPathOf(path: readonly PropertyKey[]): (string | number)[] {
  const [head, next] = path.map(String);
  switch (head) {
    case "straightMultiplierHundredths":
      return ["straight"];
    case "rambolitoMultiplierHundredths":
      return next ? ["rambolito", next] : ["straight"];
    case "minStakeCentavos":
      return ["minStake"];
    case "maxStakeCentavos":
      return ["maxStake"];
    case "defaultCapCentavos":
      return ["defaultCap"];
    case "cutoffMinutes":
    case "drawTimes":
      return [head];
    case "closedDays":
      return [next === "dates" ? "closedDates" : "closedYearly"];
    default:
      return ["root"];
  }
}

/** The form's schema for one game: its values in, the game's settings (as the contract parses them) out. */
export function settingsFormSchema(game: NumberGame) {
  const text = z.string();
  return z
    .object({
      enabled: z.boolean(),
      straight: text,
      rambolito: z.partialRecord(z.enum(["2", "3", "6"]), text),
      minStake: text,
      maxStake: text,
      defaultCap: text,
      cutoffMinutes: text,
      drawTimes: text,
      closedYearly: text,
      holyWeek: z.boolean(),
      closedDates: text,
      confirmResults: z.boolean(),
    })
    .transform((form, ctx): NumberGameSettings => {
      // Every field's error at once: what could not be read, then the contract's rules on the fields that could.
      const failed = new Set<string>();
      const fail = (path: (string | number)[], message: string) => {
        const key = path.join(".");
        if (failed.has(key)) return;
        failed.add(key);
        ctx.addIssue({ code: "custom", path, message });
      };
      const multiplier = (value: string, path: (string | number)[]) => {
        const parsed = parseMultiplier(value);
        if (!parsed.ok) fail(path, parsed.message);
        return parsed.ok ? parsed.hundredths : 0;
      };
      const pesos = (value: string, path: string) => {
        const parsed = parsePesos(value);
        if (!parsed.ok) fail([path], parsed.message);
        return parsed.ok ? parsed.centavos : 0;
      };
      const cutoff = /^\s*\d{1,4}\s*$/.test(form.cutoffMinutes) ? Number(form.cutoffMinutes) : Number.NaN;
      if (Number.isNaN(cutoff)) fail(["cutoffMinutes"], "Enter whole minutes, e.g. 15");
      const candidate = {
        enabled: form.enabled,
        straightMultiplierHundredths: multiplier(form.straight, ["straight"]),
        rambolitoMultiplierHundredths: Object.fromEntries(
          rambolitoKeysOf(game).map((key) => [key, multiplier(form.rambolito[key] ?? "", ["rambolito", key])]),
        ),
        minStakeCentavos: pesos(form.minStake, "minStake"),
        maxStakeCentavos: pesos(form.maxStake, "maxStake"),
        defaultCapCentavos: pesos(form.defaultCap, "defaultCap"),
        cutoffMinutes: cutoff,
        drawTimes: listOf(form.drawTimes),
        closedDays: { yearly: listOf(form.closedYearly), holyWeek: form.holyWeek, dates: listOf(form.closedDates) },
        confirmResults: form.confirmResults,
      };
      const parsed = numberGameSettingsSchema.safeParse(candidate);
      if (parsed.success && failed.size === 0) return parsed.data;
      for (const issue of parsed.error?.issues ?? []) {
        const path = formPathOf(issue.path);
        fail(path, plainIssueMessage(issue, LABEL_OF[path.join(".")]));
      }
      return z.NEVER;
    });
}
