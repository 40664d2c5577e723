import { type CommissionGame, formatPesos, pesosToCentavos } from "@sabong/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { PesosInput } from "../../app/ui/PesosInput.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatCard } from "../../app/ui/StatCard.tsx";
import { areaOf } from "../../lib/area.ts";
import { refreshBalances } from "../../lib/balance-sync.ts";
import { commissionByGame, type GameCommission, totalCommissionCentavos } from "../../lib/commission-games.ts";
import { formatPercent } from "../../lib/format.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { parsePesosAmount } from "../../lib/money-input.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { useUserDetail } from "../../lib/user-detail.ts";
import { GAME_LABELS } from "../../lib/wallet-log.ts";
import { useConvertCommission } from "./convert-commission.ts";

type PendingConvert = { game: CommissionGame; amountCentavos: number; idempotencyKey: string };
type Converted = { game: CommissionGame; amountCentavos: number; pointsCentavos: number; commissionCentavos: number };

const peso = (centavos: number) => `₱${formatPesos(centavos)}`;

/**
 * /agent/commission and /staff/commission: the commission earned per game wallet and its total (spec's
 * totalCommission), and 'Self Convert Commission': pick the game wallet and an amount, confirm, and it becomes
 * points; the new balances are shown and the header's points follow.
 */
export function SelfConvertCommissionPage() {
  const id = useId();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const detail = useUserDetail();
  const convert = useConvertCommission();
  const once = useSingleFlight();
  const [game, setGame] = useState<CommissionGame>("sabong");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingConvert | null>(null);
  const [converted, setConverted] = useState<Converted | null>(null);

  if (detail.isPending) {
    return (
      <>
        <Header />
        <Spinner label="Loading your commission…" />
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <Header />
        <QueryError what="your commission" error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  }

  const games = commissionByGame(detail.data);
  const chosen = games.find((item) => item.game === game) as GameCommission;
  const total = totalCommissionCentavos(detail.data);
  const points = pesosToCentavos(detail.data.account.points);

  const pick = (item: GameCommission, fill: boolean) => {
    setGame(item.game);
    setError(null);
    if (fill) setAmount(formatPesos(item.centavos));
  };

  const submit = () => {
    const parsed = parsePesosAmount(amount);
    if (!parsed.ok) return setError(parsed.error);
    if (parsed.value > chosen.centavos) {
      return setError(`Your ${chosen.label} commission is ${peso(chosen.centavos)}`);
    }
    setError(null);
    convert.reset();
    setPending({ game, amountCentavos: parsed.value, idempotencyKey: newIdempotencyKey() });
  };

  const confirm = () => {
    if (!pending) return;
    once(async () => {
      const answer = await convert.mutateAsync(pending);
      setConverted({ game: pending.game, amountCentavos: pending.amountCentavos, ...answer });
      setPending(null);
      setAmount("");
      void refreshBalances(queryClient);
    });
  };

  const pendingGame = pending ? games.find((item) => item.game === pending.game) : undefined;

  return (
    <>
      <Header />
      <div className="row g-3 mb-3">
        <div className="col-6 col-lg-4">
          <StatCard label="Points" value={formatPesos(points)} accent="points" testId="commission-points" />
        </div>
        <div className="col-6 col-lg-4">
          <StatCard
            label="Total commission"
            value={formatPesos(total)}
            accent="commission"
            testId="commission-total"
            note={<Link to={`/${areaOf(pathname)}/commission-log`}>Commission logs</Link>}
          />
        </div>
      </div>

      {converted ? (
        <div className="alert alert-success d-flex gap-2 align-items-start" role="status" data-testid="convert-result">
          <div className="flex-grow-1">
            <p className="fw-semibold mb-1">
              Converted {peso(converted.amountCentavos)} of {GAME_LABELS[converted.game]} commission into points.
            </p>
            <p className="small mb-0">
              Points now <strong className="tabular">{peso(converted.pointsCentavos)}</strong> ·{" "}
              {GAME_LABELS[converted.game]} commission left{" "}
              <strong className="tabular">{peso(converted.commissionCentavos)}</strong>
            </p>
          </div>
          <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => setConverted(null)} />
        </div>
      ) : null}

      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <section className="card border-0 shadow-sm h-100">
            <div className="card-body">
              <h2 className="h6 text-uppercase text-body-secondary mb-3">Commission per game</h2>
              <div className="table-responsive">
                <table className="table table-sm align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">Game</th>
                      <th scope="col" className="text-end">
                        Rate
                      </th>
                      <th scope="col" className="text-end">
                        Commission
                      </th>
                      <th scope="col" className="text-end">
                        <span className="visually-hidden">Action</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {games.map((item) => (
                      <tr key={item.game} className={item.game === game ? "table-active" : undefined}>
                        <th scope="row" className="fw-normal">
                          {item.label}
                        </th>
                        <td className="text-end">{formatPercent(item.ratePercent)}</td>
                        <td className="text-end tabular fw-semibold" data-testid={`commission-${item.game}`}>
                          {formatPesos(item.centavos)}
                        </td>
                        <td className="text-end">
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary text-nowrap"
                            disabled={item.centavos === 0}
                            onClick={() => pick(item, true)}
                            aria-label={`Convert all ${item.label} commission`}
                          >
                            All
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total</th>
                      <td />
                      <td className="text-end fw-semibold tabular">{formatPesos(total)}</td>
                      <td />
                    </tr>
                  </tfoot>
                </table>
              </div>
            </div>
          </section>
        </div>

        <div className="col-12 col-lg-5 order-first order-lg-last">
          <form
            className="card border-0 shadow-sm h-100"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="card-body">
              <h2 className="h6 text-uppercase text-body-secondary mb-3">Convert to points</h2>
              <div className="mb-3">
                <label htmlFor={`${id}-game`} className="form-label">
                  Game wallet
                </label>
                <select
                  id={`${id}-game`}
                  className="form-select"
                  value={game}
                  onChange={(event) => {
                    setGame(event.target.value as CommissionGame);
                    setError(null);
                  }}
                >
                  {games.map((item) => (
                    <option key={item.game} value={item.game}>
                      {item.label} — {formatPesos(item.centavos)} available
                    </option>
                  ))}
                </select>
              </div>
              <div className="mb-3">
                <label htmlFor={`${id}-amount`} className="form-label">
                  Amount (pesos)
                </label>
                <div className="d-flex gap-2">
                  <div className="flex-grow-1">
                    <PesosInput
                      id={`${id}-amount`}
                      placeholder="0.00"
                      value={amount}
                      invalid={Boolean(error)}
                      aria-describedby={error ? `${id}-error` : `${id}-hint`}
                      onChange={(event) => {
                        setAmount(event.target.value);
                        setError(null);
                      }}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    disabled={chosen.centavos === 0}
                    onClick={() => pick(chosen, true)}
                  >
                    All
                  </button>
                </div>
                {error ? (
                  <div className="invalid-feedback d-block" id={`${id}-error`}>
                    {error}
                  </div>
                ) : (
                  <div className="form-text" id={`${id}-hint`}>
                    Available: {peso(chosen.centavos)}
                  </div>
                )}
              </div>
              <button type="submit" className="btn btn-primary w-100" disabled={chosen.centavos === 0}>
                Convert to points
              </button>
              {total === 0 ? (
                <p className="small text-body-secondary mt-3 mb-0">
                  Nothing to convert. Commission is credited on the settled bets of the accounts under you.
                </p>
              ) : null}
            </div>
          </form>
        </div>
      </div>

      {pending && pendingGame ? (
        <ConfirmModal
          title="Confirm conversion"
          confirmLabel="Convert now"
          busyLabel="Converting…"
          busy={convert.isPending}
          error={convert.error?.message ?? null}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p className="mb-3">
            Convert <strong className="tabular">{peso(pending.amountCentavos)}</strong> of your {pendingGame.label}{" "}
            commission into points?
          </p>
          <table className="table table-sm mb-0">
            <tbody className="tabular">
              <tr>
                <th scope="row" className="fw-normal">
                  {pendingGame.label} commission
                </th>
                <td className="text-end">{formatPesos(pendingGame.centavos)}</td>
                <td className="text-end fw-semibold">{formatPesos(pendingGame.centavos - pending.amountCentavos)}</td>
              </tr>
              <tr>
                <th scope="row" className="fw-normal">
                  Points
                </th>
                <td className="text-end">{formatPesos(points)}</td>
                <td className="text-end fw-semibold">{formatPesos(points + pending.amountCentavos)}</td>
              </tr>
            </tbody>
          </table>
        </ConfirmModal>
      ) : null}
    </>
  );
}

function Header() {
  return (
    <PageHeader title="Self Convert Commission" subtitle="Turn the commission you earned into points you can use." />
  );
}
