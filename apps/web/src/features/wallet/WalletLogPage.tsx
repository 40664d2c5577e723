import { useMemo } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LogFilterForm } from "../../app/ui/LogFilterForm.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { WalletLogResults } from "../../app/ui/WalletLogTable.tsx";
import { areaOf, walletLogPath } from "../../lib/area.ts";
import { notify } from "../../lib/toast.tsx";
import {
  hasFilters,
  LOG_PAGE_SIZES,
  type LogFilters,
  type LogQuery,
  logQueryFromParams,
  logSearch,
  TRANSFER_CODE_OPTIONS,
  useWalletLog,
  WALLET_LOG_ACCOUNT_OPTIONS,
} from "../../lib/wallet-log.ts";
import { useExportWalletLog } from "./export-wallet-log.ts";

/**
 * /admin/wallet-log, /agent/wallet-log, /staff/wallet-log: every movement touching the user's wallets (or, with
 * `?userId=`, a downline's), filtered by date range, type, counterparty and wallet, paged on the server and
 * exportable as CSV. The filters live in the address bar, so a filtered log can be bookmarked or shared.
 */
export function WalletLogPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => logQueryFromParams(params), [params]);
  const ownerName = params.get("user");
  const log = useWalletLog(query);
  const exporter = useExportWalletLog();

  const go = (next: LogQuery) => {
    const search = new URLSearchParams(logSearch(next, true));
    if (next.userId && ownerName) search.set("user", ownerName);
    setParams(search);
  };
  const applyFilters = (filters: LogFilters) =>
    go({ ...filters, userId: query.userId, page: 1, pageSize: query.pageSize });

  const exportCsv = () =>
    exporter.mutate(query, {
      onSuccess: (filename) => notify.success(`Saved ${filename}`),
      onError: (error) => notify.error(error.message),
    });

  const whose = query.userId ? (ownerName ?? `account #${query.userId}`) : null;

  return (
    <>
      <PageHeader
        title="Wallet Logs"
        subtitle={whose ? `Movements of ${whose}'s wallets` : "Every movement of your points and commission wallets."}
        actions={
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={exportCsv}
            disabled={exporter.isPending || !log.data || log.data.total === 0}
          >
            {exporter.isPending ? "Exporting…" : "Export CSV"}
          </button>
        }
      />
      {whose ? (
        <div className="alert alert-info py-2 d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span>
            Showing the wallet log of <strong>{whose}</strong>.
          </span>
          <Link to={walletLogPath(areaOf(pathname))} className="alert-link">
            Back to my log
          </Link>
        </div>
      ) : null}

      <LogFilterForm
        key={params.toString()}
        value={query}
        onApply={applyFilters}
        codeOptions={TRANSFER_CODE_OPTIONS}
        accountOptions={WALLET_LOG_ACCOUNT_OPTIONS}
      />

      <WalletLogResults
        log={log}
        loadingLabel="Loading the wallet log…"
        what="the wallet log"
        empty={
          hasFilters(query) ? (
            <EmptyState title="No movements match these filters.">Widen the dates or reset the filters.</EmptyState>
          ) : (
            <EmptyState title="No wallet movements yet.">
              Loads, withdrawals, bets, payouts and commission conversions will be listed here.
            </EmptyState>
          )
        }
        caption="Wallet movements"
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page) => go({ ...query, page })}
        pagerExtra={
          <PageSizeSelect value={query.pageSize} onChange={(pageSize) => go({ ...query, page: 1, pageSize })} />
        }
      />
    </>
  );
}

function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  return (
    <label className="d-flex align-items-center gap-2 small text-body-secondary mt-3">
      Rows
      <select
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {LOG_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
