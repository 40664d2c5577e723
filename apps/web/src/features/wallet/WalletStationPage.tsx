import { formatPesos, pesosToCentavos } from "@sabong/shared/money";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { applyPoints, invalidateBalanceLists, refreshBalances } from "../../api/balance-sync.ts";
import { useUserDetail } from "../../api/user-detail.ts";
import { downlineSearchQuery, type StationAccount } from "../../api/wallet.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ResultAlert } from "../../components/ResultAlert.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { areaOf, walletLogFor, walletLogPath } from "../../lib/area.ts";
import { useSession } from "../../lib/session.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import { DownlinePicker } from "./DownlinePicker.tsx";
import { MintCard } from "./MintCard.tsx";
import { MoveResultText } from "./MoveConfirm.tsx";
import { MovePanel } from "./MovePanel.tsx";
import type { MoveResult } from "./move.ts";

/**
 * /admin/walletstation, /agent/wallet-station, /staff/wallet-station: find an account one manages, pick it, and
 * load points to it or withdraw points from it after a confirmation; the new balances of both sides are shown.
 * The admin also mints points from the bank into its own wallet. `?q=&target=` opens it on one account.
 */
export function WalletStationPage() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const isAdmin = useSession((session) => session.identity.type) === "admin";
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const detail = useUserDetail();
  const ownCentavos = detail.data ? pesosToCentavos(detail.data.account.points) : null;

  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const q = useDebounced(search, 300);
  const results = useQuery(downlineSearchQuery(q));

  const wantedTarget = Number(params.get("target")) || null;
  const [picked, setPicked] = useState<StationAccount | null>(null);
  const fresh = picked ? (results.data?.find((item) => item.id === picked.id) ?? picked) : null;
  const selectedPanel = useRef<HTMLDivElement>(null);

  // Opened from a players list: pick that account as soon as the search finds it.
  useEffect(() => {
    if (picked || !wantedTarget || !results.data) return;
    const found = results.data.find((item) => item.id === wantedTarget);
    if (found) setPicked(found);
  }, [picked, wantedTarget, results.data]);

  const [result, setResult] = useState<MoveResult | null>(null);

  const choose = (item: StationAccount) => {
    setPicked(item);
    setResult(null);
    // On phones the form sits under the list: bring it into view.
    requestAnimationFrame(() => selectedPanel.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
  };

  const onMoved = (move: MoveResult, target: StationAccount) => {
    setResult(move);
    setPicked({ ...target, pointsCentavos: move.targetBalanceCentavos });
    void refreshBalances(queryClient);
  };

  const shownOwn = result ? result.actorBalanceCentavos : ownCentavos;

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
            value={shownOwn === null ? (detail.isPending ? "…" : "–") : formatPesos(shownOwn)}
            note={
              <Link to={walletLogPath(area)} className="link-secondary">
                See your wallet log
              </Link>
            }
          />
        </div>
        {isAdmin ? (
          <div className="col-12 col-md-6 col-xl-8">
            <MintCard
              onMinted={(balanceCentavos) => {
                setResult(null);
                applyPoints(queryClient, balanceCentavos);
                void invalidateBalanceLists(queryClient);
              }}
            />
          </div>
        ) : null}
      </div>

      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <DownlinePicker
            search={search}
            onSearch={setSearch}
            results={results}
            selectedId={fresh?.id ?? null}
            onPick={choose}
          />
        </div>
        <div className="col-12 col-lg-7" ref={selectedPanel}>
          {result ? (
            <ResultAlert testId="station-result" onDismiss={() => setResult(null)}>
              <MoveResultText result={result} />
              {area === "staff" ? (
                // The cashier hands the player a receipt (staff area only: the cashier moves players' points).
                <Link to={`/staff/receipts/${result.transferId}`} className="btn btn-sm btn-outline-primary mt-2">
                  Print receipt
                </Link>
              ) : null}
            </ResultAlert>
          ) : null}
          {fresh ? (
            <MovePanel
              key={fresh.id}
              target={fresh}
              ownCentavos={shownOwn}
              logLink={walletLogFor(area, fresh)}
              onMoved={onMoved}
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
