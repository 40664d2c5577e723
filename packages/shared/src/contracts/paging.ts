import { z } from "zod";

/**
 * Page sizes, once: every list answers pages of `pageSize` rows (20 unless asked), at most 100 rows, except the bet
 * lists (200, the simulator's and exports' batch). The web reads the same limits to build and clamp its links.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const BET_PAGE_SIZE_MAX = 200;
/** What a list screen offers in its page-size menu. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

type PageLimits = { maxPageSize?: number; maxPage?: number };

/** The `page` and `pageSize` fields of a list's query string (coerced from text, defaults filled in). */
export function pageQueryFields({ maxPageSize = MAX_PAGE_SIZE, maxPage }: PageLimits = {}) {
  const page = z.coerce.number().int().min(1);
  return {
    page: (maxPage === undefined ? page : page.max(maxPage)).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(DEFAULT_PAGE_SIZE),
  };
}

/** A page of rows with the total count, for server-side pagination. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A page size read from an address bar: a whole number within 1..max, else the default. */
export function pageSizeOrDefault(value: unknown, maxPageSize = MAX_PAGE_SIZE): number {
  const size = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof size === "number" && Number.isInteger(size) && size >= 1 && size <= maxPageSize
    ? size
    : DEFAULT_PAGE_SIZE;
}

/**
 * Dates the API accepts start in the year 2000: the calendar checks allow year 0, which PostgreSQL (no year 0) turns
 * into an error (a 500), and nothing of this business lies before. Filters may reach far ahead (an empty page, up to
 * the format's 9999); event dates stay within this century (MAX_EVENT_YEAR).
 */
export const MIN_DATE_YEAR = 2000;
export const MAX_EVENT_YEAR = 2100;
export const DATE_RANGE_MESSAGE = `Dates must be in the year ${MIN_DATE_YEAR} or later`;
export const EVENT_DATE_RANGE_MESSAGE = `Event dates must be between the years ${MIN_DATE_YEAR} and ${MAX_EVENT_YEAR}`;
/** For text already checked as an ISO date or date-time (YYYY-MM-DD…). */
export function isSaneDate(text: string, maxYear = 9999): boolean {
  const year = Number(text.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= maxYear;
}

/**
 * A list filter's day bound: a date (YYYY-MM-DD, a Manila calendar day; `to` includes its whole day) or an ISO
 * date-time with offset. `dateFilterRange` (time/manila.ts) turns a pair into instants.
 */
export const dateBoundSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: "Dates must look like 2025-01-31 or 2025-01-31T08:00:00+08:00",
  })
  .refine(isSaneDate, DATE_RANGE_MESSAGE);
