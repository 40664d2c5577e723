import { pesosToCentavos } from "@sabong/shared/money";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { applyPoints, invalidateBalanceLists, refreshBalances } from "../../api/balance-sync.ts";
import { useUserDetail } from "../../api/user-detail.ts";
import { downlineSearchQuery, type StationAccount } from "../../api/wallet.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import type { MoveResult } from "./move.ts";

/**
 * The wallet station's state: the caller's points, the search (debounced) and the account picked (`?q=&target=`
 * picks one once found), and the last move's result with both new balances.
 */
export function useWalletStation() {
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

  const onMinted = (balanceCentavos: number) => {
    setResult(null);
    applyPoints(queryClient, balanceCentavos);
    void invalidateBalanceLists(queryClient);
  };

  return {
    ownPending: detail.isPending,
    shownOwn: result ? result.actorBalanceCentavos : ownCentavos,
    search,
    setSearch,
    results,
    fresh,
    selectedPanel,
    result,
    clearResult: () => setResult(null),
    choose,
    onMoved,
    onMinted,
  };
}
