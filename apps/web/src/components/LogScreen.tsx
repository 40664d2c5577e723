import type { WalletLogItem } from "@sabong/shared/wallet";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useSearchParams } from "react-router";
import { hasFilters, type LogFilters, type LogQuery, logQueryFromParams, logSearch } from "../lib/wallet-log.ts";
import { EmptyState } from "./EmptyState.tsx";
import { LogFilterForm } from "./LogFilterForm.tsx";
import { type Describe, WalletLogResults } from "./WalletLogTable.tsx";

/**
 * A log screen's query, kept in the address bar (a filtered log can be bookmarked or shared). `go` shows another
 * page or filter; `apply` sets new filters from page 1. `keep` copies what else the address carries (e.g. a name)
 * from the current address into the next.
 */
export function useLogQuery(keep?: (next: URLSearchParams, query: LogQuery, current: URLSearchParams) => void) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => logQueryFromParams(params), [params]);
  const go = (next: LogQuery) => {
    const search = new URLSearchParams(logSearch(next, true));
    keep?.(search, next, params);
    setParams(search);
  };
  const apply = (filters: LogFilters) => go({ ...filters, userId: query.userId, page: 1, pageSize: query.pageSize });
  return { params, query, go, apply };
}

type Option = { value: string; label: string };

/** What a log screen offers and says. */
export type LogScreenSetup = {
  /** The type filter's choices; the wallet filter's (none: no wallet filter); whether to offer the counterparty. */
  filters: { codes: readonly Option[]; accounts?: readonly Option[]; counterparty?: boolean };
  /** "wallet log": the spinner says "Loading the wallet log…", a failure "Could not load the wallet log". */
  what: string;
  /** The table's accessible name. */
  caption: string;
  /** Nothing matches the filters set. */
  filteredTitle: string;
  /** Nothing at all yet, and what will be listed here. */
  emptyTitle: string;
  empty: string;
};

type Props = {
  log: UseQueryResult<{ items: WalletLogItem[]; total: number }>;
  state: ReturnType<typeof useLogQuery>;
  setup: LogScreenSetup;
  /** Beside the pagination (e.g. rows per page). */
  pagerExtra?: ReactNode;
  /** Rows in plain words (the player's history). */
  describe?: Describe;
};

/** The filter form and the movements it selects, paged on the server. */
export function LogScreen({ log, state, setup, pagerExtra, describe }: Props) {
  const { params, query, go, apply } = state;
  const { filters, what, caption, filteredTitle, emptyTitle, empty } = setup;
  return (
    <>
      <LogFilterForm
        key={params.toString()}
        value={query}
        onApply={apply}
        codeOptions={filters.codes}
        accountOptions={filters.accounts}
        counterparty={filters.counterparty}
      />
      <WalletLogResults
        log={log}
        loadingLabel={`Loading the ${what}…`}
        what={`the ${what}`}
        empty={
          hasFilters(query) ? (
            <EmptyState title={filteredTitle}>Widen the dates or reset the filters.</EmptyState>
          ) : (
            <EmptyState title={emptyTitle}>{empty}</EmptyState>
          )
        }
        caption={caption}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page) => go({ ...query, page })}
        pagerExtra={pagerExtra}
        describe={describe}
      />
    </>
  );
}
