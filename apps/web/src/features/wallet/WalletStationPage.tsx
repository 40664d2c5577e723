import { formatPesos } from "@sabong/shared/money";
import { Link, useLocation } from "react-router";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ResultAlert } from "../../components/ResultAlert.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { type Area, areaOf, walletLogFor, walletLogPath } from "../../lib/area.ts";
import { useSession } from "../../lib/session.ts";
import { DownlinePicker } from "./DownlinePicker.tsx";
import { MintCard } from "./MintCard.tsx";
import { MoveResultText } from "./MoveConfirm.tsx";
import { MovePanel } from "./MovePanel.tsx";
import type { MoveResult } from "./move.ts";
import { useWalletStation } from "./use-wallet-station.ts";

/**
 * /admin/walletstation, /agent/wallet-station, /staff/wallet-station: find an account one manages, pick it, and
 * load points to it or withdraw points from it after a confirmation; the new balances of both sides are shown.
 * The admin also mints points from the bank into its own wallet. `?q=&target=` opens it on one account.
 */
export function WalletStationPage() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const isAdmin = useSession((session) => session.identity.type) === "admin";
  const station = useWalletStation();
  const { shownOwn, fresh, result } = station;

  return (
    <>
      <PageHeader
        title="Wallet Station"
        subtitle="Load points to the accounts under you, or withdraw points from them."
      />

      <div className="row g-3 mb-3">
        <div className="col-12 col-md-6 col-xl-4">
          <StatCard
            label="Your points"
            accent="points"
            testId="station-own-balance"
            value={shownOwn === null ? (station.ownPending ? "…" : "–") : formatPesos(shownOwn)}
            note={
              <Link to={walletLogPath(area)} className="link-secondary">
                See your wallet log
              </Link>
            }
          />
        </div>
        {isAdmin ? (
          <div className="col-12 col-md-6 col-xl-8">
            <MintCard onMinted={station.onMinted} />
          </div>
        ) : null}
      </div>

      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <DownlinePicker
            search={station.search}
            onSearch={station.setSearch}
            results={station.results}
            selectedId={fresh?.id ?? null}
            onPick={station.choose}
          />
        </div>
        <div className="col-12 col-lg-7" ref={station.selectedPanel}>
          {result ? <StationResult result={result} area={area} onDismiss={station.clearResult} /> : null}
          {fresh ? (
            <MovePanel
              key={fresh.id}
              target={fresh}
              ownCentavos={shownOwn}
              logLink={walletLogFor(area, fresh)}
              onMoved={station.onMoved}
            />
          ) : (
            <section className="card border-0 shadow-sm">
              <div className="card-body text-center text-body-secondary py-5">
                <p className="fw-semibold text-body mb-1">Pick an account</p>
                <p className="mb-0">Search the accounts under you and pick one to load or withdraw points.</p>
              </div>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

/** The last move, with both new balances; at the cashier's desk, its receipt to print. */
function StationResult({ result, area, onDismiss }: { result: MoveResult; area: Area; onDismiss: () => void }) {
  return (
    <ResultAlert testId="station-result" onDismiss={onDismiss}>
      <MoveResultText result={result} />
      {area === "staff" ? (
        // The cashier hands the player a receipt (staff area only: the cashier moves players' points).
        <Link to={`/staff/receipts/${result.transferId}`} className="btn btn-sm btn-outline-primary mt-2">
          Print receipt
        </Link>
      ) : null}
    </ResultAlert>
  );
}
