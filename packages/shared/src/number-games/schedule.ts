import { GAME_REGISTRY, type NumberGame } from "../games/registry.ts";
import { addCalendarDays, isCalendarDate, manilaDateTime } from "../time/manila.ts";
import type { DrawTerms, NumberGameSettings } from "./contracts.ts";

/**
 * The daily schedule of the number games: closed days (every year's dates, holy week, single dates), the draws of a
 * Manila day, and the default settings an admin starts from.
 */

export type ClosedDays = NumberGameSettings["closedDays"];
export type ScheduledDraw = { drawAt: Date; cutoffAt: Date; opensAt: Date };

const MINUTE_MS = 60_000;

/** Easter Sunday of a Gregorian year, "YYYY-MM-DD" (Anonymous Gregorian algorithm, a.k.a. Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError("year must be 1583–9999");
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether there are no draws on a Manila date: a yearly date, a listed date, or Maundy Thursday to Easter Sunday. */
export function isClosedDay(date: string, closedDays: ClosedDays): boolean {
  if (!isCalendarDate(date)) throw new RangeError(`${JSON.stringify(date)} is not a YYYY-MM-DD calendar date`);
  if (closedDays.yearly.includes(date.slice(5)) || closedDays.dates.includes(date)) return true;
  if (!closedDays.holyWeek) return false;
  const easter = easterSunday(Number(date.slice(0, 4)));
  // Dates written YYYY-MM-DD compare as text in calendar order.
  return date >= addCalendarDays(easter, -3) && date <= easter;
}

/**
 * The draws of a Manila day from the settings' times, in time order ([] on a closed day). A day's draws open when the
 * day before stops taking bets (the cut-off of its last draw time, whether or not that day had draws), or at `now`
 * when later: after the evening's last cut-off a player can bet on tomorrow's first draw at once, as at any lotto
 * outlet. Each stops taking bets `cutoffMinutes` before it is drawn. With `now`, draws whose cut-off has passed are
 * left out: they could take no bet.
 */
export function scheduledDraws(
  date: string,
  settings: Pick<NumberGameSettings, "drawTimes" | "cutoffMinutes" | "closedDays">,
  now?: Date,
): ScheduledDraw[] {
  if (isClosedDay(date, settings.closedDays)) return [];
  const times = [...new Set(settings.drawTimes)].sort();
  const lastTime = times.at(-1);
  if (lastTime === undefined) return [];
  const cutoffMsOf = (day: string, time: string) =>
    manilaDateTime(day, time).getTime() - settings.cutoffMinutes * MINUTE_MS;
  const dayOpensMs = cutoffMsOf(addCalendarDays(date, -1), lastTime);
  const slots: ScheduledDraw[] = [];
  for (const time of times) {
    const drawAt = manilaDateTime(date, time);
    const cutoffMs = cutoffMsOf(date, time);
    if (now && cutoffMs <= now.getTime()) continue;
    // opens_at ≤ cutoff_at always.
    const opensMs = Math.min(Math.max(dayOpensMs, now?.getTime() ?? dayOpensMs), cutoffMs);
    slots.push({ drawAt, cutoffAt: new Date(cutoffMs), opensAt: new Date(opensMs) });
  }
  return slots;
}

/** Default liability cap per straight combination (the most paid if it comes out), per game. */
const DEFAULT_CAP_CENTAVOS: Record<NumberGame, number> = {
  pick2: 3_500_000,
  pick3: 4_500_000,
  suertres: 4_500_000,
  "game-ending": 4_000_000,
};

/**
 * A game's settings before an admin changes them: the registry's multipliers (×100 into hundredths) and draw
 * times, stakes ₱1 to ₱1,000 per line, a 15-minute cut-off (game-ending: at tip-off), closed on 25 December,
 * 1 January and holy week; entered results (suertres, game-ending) need a second staff account to confirm.
 */
export function defaultNumberGameSettings(game: NumberGame): NumberGameSettings {
  const entry = GAME_REGISTRY[game];
  const rambolito: NumberGameSettings["rambolitoMultiplierHundredths"] = {};
  for (const [k, multiplier] of Object.entries(entry.multipliers.rambolito)) {
    rambolito[k as "2" | "3" | "6"] = Math.round(multiplier * 100);
  }
  return {
    enabled: true,
    straightMultiplierHundredths: Math.round(entry.multipliers.straight * 100),
    // Keyed by k: a game carries only the k its digits can cover (2; or 3 and 6).
    rambolitoMultiplierHundredths: rambolito,
    minStakeCentavos: 100,
    maxStakeCentavos: 100_000,
    defaultCapCentavos: DEFAULT_CAP_CENTAVOS[game],
    cutoffMinutes: entry.result === "scores" ? 0 : 15,
    drawTimes: [...entry.drawTimes],
    closedDays: { yearly: ["12-25", "01-01"], holyWeek: true, dates: [] },
    confirmResults: entry.result !== "platform-draw",
  };
}

/** The terms a draw opens with: the settings' multipliers, stakes, cap and confirmation rule. */
export function drawTermsOf(settings: NumberGameSettings): DrawTerms {
  return {
    straightMultiplierHundredths: settings.straightMultiplierHundredths,
    rambolitoMultiplierHundredths: { ...settings.rambolitoMultiplierHundredths },
    minStakeCentavos: settings.minStakeCentavos,
    maxStakeCentavos: settings.maxStakeCentavos,
    defaultCapCentavos: settings.defaultCapCentavos,
    confirmResults: settings.confirmResults,
  };
}
