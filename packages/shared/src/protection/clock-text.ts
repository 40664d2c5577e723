import { addCalendarDays, manilaDateOf, manilaDayStart } from "../time/manila.ts";
import { MINUTE_MS } from "./windows.ts";

/** Manila times in the protection messages. Moments are rounded UP to the minute: never shown before they come. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function roundedUp(atMs: number): number {
  return Math.ceil(atMs / MINUTE_MS) * MINUTE_MS;
}

/** "11:00": the Manila wall-clock time of an instant. */
export function manilaClockText(atMs: number): string {
  const at = roundedUp(atMs);
  const minutes = Math.floor((at - manilaDayStart(manilaDateOf(new Date(at))).getTime()) / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "1 Sep 2025": the Manila calendar day of an instant. */
export function manilaDateText(atMs: number): string {
  const date = manilaDateOf(new Date(roundedUp(atMs)));
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "1 Sep 2025 09:00": an end date as a person reads it. */
export function manilaMomentText(atMs: number): string {
  return `${manilaDateText(atMs)} ${manilaClockText(atMs)}`;
}

/** When something comes back, seen from `nowMs`: "at 11:00" (today), "tomorrow at 11:00", "on 8 Mar 2025 at 11:00". */
export function whenText(atMs: number, nowMs: number): string {
  const day = manilaDateOf(new Date(roundedUp(atMs)));
  const today = manilaDateOf(new Date(nowMs));
  if (day === today) return `at ${manilaClockText(atMs)}`;
  if (day === addCalendarDays(today, 1)) return `tomorrow at ${manilaClockText(atMs)}`;
  return `on ${manilaDateText(atMs)} at ${manilaClockText(atMs)}`;
}
