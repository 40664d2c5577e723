import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryError } from "./QueryError.tsx";
import { Spinner } from "./Spinner.tsx";

type Props<T> = {
  query: UseQueryResult<T>;
  /** The spinner's text while it loads ("Loading your cash desk…"). */
  loading: string;
  /** What failed to load, for the error ("your cash desk"). */
  what: string;
  children: (data: T) => ReactNode;
};

/** A query's data once loaded; until then a spinner, and if it fails the reason with a way to try again. */
export function QueryView<T>({ query, loading, what, children }: Props<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <QueryError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
