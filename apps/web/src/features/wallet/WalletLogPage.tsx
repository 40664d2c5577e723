import { PAGE_SIZE_OPTIONS } from "@sabong/shared/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { downloadWalletLog, walletLogQuery } from "../../api/wallet.ts";
import { LogScreen, type LogScreenSetup, useLogQuery } from "../../components/LogScreen.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { areaOf, walletLogPath } from "../../lib/area.ts";
import { notify } from "../../lib/toast.tsx";
import { TRANSFER_CODE_OPTIONS, WALLET_LOG_ACCOUNT_OPTIONS } from "../../lib/wallet-log.ts";

const SETUP: LogScreenSetup = {
  filters: { codes: TRANSFER_CODE_OPTIONS, accounts: WALLET_LOG_ACCOUNT_OPTIONS },
  what: "wallet log",
  caption: "Wallet movements",
  filteredTitle: "No movements match these filters.",
  emptyTitle: "No wallet movements yet.",
  empty: "Loads, withdrawals, bets, payouts and commission conversions will be listed here.",
};

/**
 * /admin/wallet-log, /agent/wallet-log, /staff/wallet-log: every movement touching the user's wallets (or, with
 * `?userId=&user=`, a downline's), filtered by date range, type, counterparty and wallet, paged on the server and
 * exportable as CSV.
 */
export function WalletLogPage() {
  const { pathname } = useLocation();
  const state = useLogQuery((search, next, current) => {
    const owner = current.get("user");
    if (next.userId && owner) search.set("user", owner);
  });
  const { query, go } = state;
  const ownerName = state.params.get("user");
  const log = useQuery(walletLogQuery(query));
  const exporter = useMutation({ mutationFn: downloadWalletLog });

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

      <LogScreen
        log={log}
        state={state}
        setup={SETUP}
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
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
