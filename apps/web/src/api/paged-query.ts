import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";

/**
 * Query options for a page of a list: while the next page (or another filter) loads, the previous page stays on
 * screen (dimmed by the list) instead of a spinner.
 */
export function pagedQuery<T, K extends QueryKey>(queryKey: K, fetchPage: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
}
