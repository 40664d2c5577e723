const manilaDateTime = new Intl.DateTimeFormat("en-PH", {
  timeZone: "Asia/Manila",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** An instant from the API, shown in the customer's time zone: "Jan 31, 2025, 08:05 PM". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : manilaDateTime.format(date);
}

const manilaTimeOfDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Manila",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The time of day of an instant in the customer's time zone, to the second: "21:04:05". */
export function formatTimeOfDay(iso: string | null | undefined): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : manilaTimeOfDay.format(date);
}

/** A signed amount's colour (house results, wallet movements): green above zero, red below, plain at zero. */
export function signedMoneyClass(centavos: number): string {
  return centavos > 0 ? "text-success" : centavos < 0 ? "text-danger" : "";
}
