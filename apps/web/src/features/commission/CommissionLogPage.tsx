import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LogFilterForm } from "../../app/ui/LogFilterForm.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { WalletLogResults } from "../../app/ui/WalletLogTable.tsx";
import { hasFilters, type LogFilters, type LogQuery, logQueryFromParams, logSearch } from "../../lib/wallet-log.ts";
import { useCommissionLog } from "./get-commission-log.ts";

/** The movements a commission wallet can have: credits on bets below, conversions into points, and reversals. */
const COMMISSION_CODE_OPTIONS = [
  { value: "COMMISSION", label: "Commission earned" },
  { value: "COMMISSION_CONVERT", label: "Converted to points" },
  { value: "REVERSAL", label: "Reversal (master revert)" },
] as const;

/**
 * /agent/commission-log and /staff/commission-log: commission credited to the user's game wallets and every
 * conversion into points, newest first, filtered by date and type, paged on the server.
 */
export function CommissionLogPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => logQueryFromParams(params), [params]);
  const log = useCommissionLog(query);
  const go = (next: LogQuery) => setParams(new URLSearchParams(logSearch(next, true)));
  const applyFilters = (filters: LogFilters) => go({ ...filters, page: 1, pageSize: query.pageSize });

  return (
    <>
      <PageHeader title="Commission Logs" subtitle="Commission credited to your game wallets and your conversions." />
      <LogFilterForm
        key={params.toString()}
        value={query}
        onApply={applyFilters}
        codeOptions={COMMISSION_CODE_OPTIONS}
        counterparty={false}
      />
      <WalletLogResults
        log={log}
        loadingLabel="Loading the commission log…"
        what="the commission log"
        empty={
          hasFilters(query) ? (
            <EmptyState title="No commission movements match these filters.">
              Widen the dates or reset the filters.
            </EmptyState>
          ) : (
            <EmptyState title="No commission yet.">
              Commission credited on the bets of the accounts under you, and every conversion into points, will be
              listed here.
            </EmptyState>
          )
        }
        caption="Commission movements"
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page) => go({ ...query, page })}
      />
    </>
  );
}
