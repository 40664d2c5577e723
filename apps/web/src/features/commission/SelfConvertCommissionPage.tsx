import { COMMISSION_BALANCES, type CommissionGame } from "@sabong/shared/commission";
import { formatPesos, pesosToCentavos } from "@sabong/shared/money";
import { commissionByGame, type GameCommission, totalCommissionCentavos, type UserDetail } from "@sabong/shared/users";
import type { CommissionConvertResponse } from "@sabong/shared/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { refreshBalances } from "../../api/balance-sync.ts";
import { postConvertCommission } from "../../api/commission.ts";
import { useUserDetail } from "../../api/user-detail.ts";
import { BalanceCards } from "../../components/BalanceCards.tsx";
import { CommissionTable } from "../../components/CommissionTable.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { ResultAlert } from "../../components/ResultAlert.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { areaOf } from "../../lib/area.ts";
import { useMoneyAction } from "../../lib/use-money-action.ts";
import { ConvertConfirm, type ConvertDraft, ConvertForm } from "./ConvertForm.tsx";

type Converted = CommissionConvertResponse & ConvertDraft;

/**
 * /agent/commission and /staff/commission: the commission earned per game wallet and its total (spec's
 * totalCommission), and 'Self Convert Commission': pick the game wallet and an amount, confirm, and it becomes
 * points; the new balances are shown and the header's points follow.
 */
export function SelfConvertCommissionPage() {
  const detail = useUserDetail();
  return (
    <>
      <PageHeader title="Self Convert Commission" subtitle="Turn the commission you earned into points you can use." />
      {detail.isPending ? (
        <Spinner label="Loading your commission…" />
      ) : detail.isError ? (
        <QueryError what="your commission" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Converter detail={detail.data} />
      )}
    </>
  );
}

function Converter({ detail }: { detail: UserDetail }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [game, setGame] = useState<CommissionGame>("sabong");
  const [converted, setConverted] = useState<Converted | null>(null);
  const convert = useMoneyAction({
    send: (draft: ConvertDraft, idempotencyKey) => postConvertCommission({ ...draft, idempotencyKey }),
    onDone: (answer, draft) => {
      setConverted({ ...draft, ...answer });
      void refreshBalances(queryClient);
    },
  });

  const games = commissionByGame(detail);
  const chosen = games.find((item) => item.game === game) as GameCommission;
  const total = totalCommissionCentavos(detail.account);
  const points = pesosToCentavos(detail.account.points);
  const choose = (next: CommissionGame) => {
    setGame(next);
    convert.setError(null);
  };
  const convertAll = (item: GameCommission) => {
    setGame(item.game);
    convert.setAmount(formatPesos(item.centavos));
  };
  const pendingWallet = games.find((item) => item.game === convert.pending?.game);

  return (
    <>
      <div className="row g-3 mb-3">
        <BalanceCards
          detail={detail}
          column="col-6 col-lg-4"
          testIds={{ points: "commission-points", commission: "commission-total" }}
          commissionNote={<Link to={`/${areaOf(pathname)}/commission-log`}>Commission logs</Link>}
        />
      </div>

      {converted ? <ConvertedAlert converted={converted} onDismiss={() => setConverted(null)} /> : null}

      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <CommissionPerGame games={games} totalCentavos={total} selected={game} onAll={convertAll} />
        </div>

        <div className="col-12 col-lg-5 order-first order-lg-last">
          <ConvertForm
            convert={convert}
            games={games}
            chosen={chosen}
            onChoose={choose}
            onAll={() => convertAll(chosen)}
            totalCentavos={total}
          />
        </div>
      </div>

      {pendingWallet ? <ConvertConfirm convert={convert} wallet={pendingWallet} pointsCentavos={points} /> : null}
    </>
  );
}

type PerGameProps = {
  games: GameCommission[];
  totalCentavos: number;
  selected: CommissionGame;
  /** Fills the form with all of a game's commission. */
  onAll: (item: GameCommission) => void;
};

/** Each game wallet's commission with its All button, and the total. */
function CommissionPerGame({ games, totalCentavos, selected, onAll }: PerGameProps) {
  return (
    <section className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-3">Commission per game</h2>
        <CommissionTable
          games={games}
          totalCentavos={totalCentavos}
          selected={selected}
          action={(item) => (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary text-nowrap"
              disabled={item.centavos === 0}
              onClick={() => onAll(item)}
              aria-label={`Convert all ${item.label} commission`}
            >
              All
            </button>
          )}
        />
      </div>
    </section>
  );
}

function ConvertedAlert({ converted, onDismiss }: { converted: Converted; onDismiss: () => void }) {
  const label = COMMISSION_BALANCES[converted.game].label;
  return (
    <ResultAlert testId="convert-result" onDismiss={onDismiss}>
      <p className="fw-semibold mb-1">
        Converted {formatPesos(converted.amountCentavos, { symbol: true })} of {label} commission into points.
      </p>
      <p className="small mb-0">
        Points now <strong className="tabular">{formatPesos(converted.pointsCentavos, { symbol: true })}</strong> ·{" "}
        {label} commission left{" "}
        <strong className="tabular">{formatPesos(converted.commissionCentavos, { symbol: true })}</strong>
      </p>
    </ResultAlert>
  );
}
