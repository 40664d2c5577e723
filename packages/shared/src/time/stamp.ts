/** Manila's day and clock to the minute, every part in digits. */
const MANILA_TO_MINUTES: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Manila",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
};
/** "2026-11-27 09:04:05": a Manila wall-clock stamp for spreadsheets and exports (sorts as text, no locale words). */
const withSeconds = new Intl.DateTimeFormat("sv-SE", { ...MANILA_TO_MINUTES, second: "2-digit" });
const toMinutes = new Intl.DateTimeFormat("sv-SE", MANILA_TO_MINUTES);

export function manilaStamp(at: Date, precision: "seconds" | "minutes" = "seconds"): string {
  return (precision === "seconds" ? withSeconds : toMinutes).format(at);
}
