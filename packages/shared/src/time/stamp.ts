/** "2026-11-27 09:04:05": a Manila wall-clock stamp for spreadsheets and exports (sorts as text, no locale words). */
const withSeconds = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Manila",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});
const toMinutes = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Manila",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export function manilaStamp(at: Date, precision: "seconds" | "minutes" = "seconds"): string {
  return (precision === "seconds" ? withSeconds : toMinutes).format(at);
}
