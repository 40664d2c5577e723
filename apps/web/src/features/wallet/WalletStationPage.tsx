import { type Downline, formatPesos, pesosToCentavos, userRoleLabel } from "@sabong/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { PesosInput } from "../../app/ui/PesosInput.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatCard } from "../../app/ui/StatCard.tsx";
import { StatusBadge } from "../../app/ui/StatusBadge.tsx";
import { areaOf, walletLogFor, walletLogPath } from "../../lib/area.ts";
import { refreshBalances } from "../../lib/balance-sync.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { parsePesosAmount } from "../../lib/money-input.ts";
import { useSession } from "../../lib/session.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import { useUserDetail } from "../../lib/user-detail.ts";
import { useLoadPoints } from "./load-points.ts";
import { MintCard } from "./MintCard.tsx";
import { useDownlineSearch } from "./search-downlines.ts";
import { useWithdrawPoints } from "./withdraw-points.ts";

type Direction = "load" | "withdraw";

/** One confirmed-to-be action: its key is made when the confirmation opens and reused by every attempt. */
type PendingMove = { direction: Direction; target: Downline; amountCentavos: number; idempotencyKey: string };

type MoveResult = {
  direction: Direction;
  username: string;
  amountCentavos: number;
  actorBalanceCentavos: number;
  targetBalanceCentavos: number;
  debtCollectedCentavos: number;
};

const QUICK_AMOUNTS = [100, 500, 1_000, 5_000];

const peso = (centavos: number) => `₱${formatPesos(centavos)}`;

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
  const results = useDownlineSearch(q);

  const wantedTarget = Number(params.get("target")) || null;
  const [picked, setPicked] = useState<Downline | null>(null);
  const fresh = picked ? (results.data?.find((item) => item.id === picked.id) ?? picked) : null;
  const selectedPanel = useRef<HTMLDivElement>(null);

  // Opened from a players list: pick that account as soon as the search finds it.
  useEffect(() => {
    if (picked || !wantedTarget || !results.data) return;
    const found = results.data.find((item) => item.id === wantedTarget);
    if (found) setPicked(found);
  }, [picked, wantedTarget, results.data]);

  const [result, setResult] = useState<MoveResult | null>(null);

  const choose = (item: Downline) => {
    setPicked(item);
    setResult(null);
    // On phones the form sits under the list: bring it into view.
    requestAnimationFrame(() => selectedPanel.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
  };

  const onMoved = (move: MoveResult, target: Downline) => {
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
              onMinted={() => {
                setResult(null);
                void refreshBalances(queryClient);
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
          {result ? <MoveResultAlert result={result} onDismiss={() => setResult(null)} /> : null}
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

type PickerProps = {
  search: string;
  onSearch: (value: string) => void;
  results: ReturnType<typeof useDownlineSearch>;
  selectedId: number | null;
  onPick: (item: Downline) => void;
};

function DownlinePicker({ search, onSearch, results, selectedId, onPick }: PickerProps) {
  const id = useId();
  return (
    <section className="card border-0 shadow-sm">
      <div className="card-body">
        <label htmlFor={`${id}-search`} className="form-label fw-semibold">
          Find an account
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          placeholder="Username or name"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <div className="form-text">Accounts under you, at any level. Up to 50 are shown; type to narrow.</div>
      </div>
      <div className="picker-list" aria-busy={results.isFetching}>
        {results.isPending ? (
          <div className="px-3 pb-3">
            <Spinner label="Loading accounts…" />
          </div>
        ) : results.isError ? (
          <div className="px-3 pb-1">
            <QueryError what="the accounts" error={results.error} onRetry={() => void results.refetch()} />
          </div>
        ) : results.data.length === 0 ? (
          <p className="px-3 pb-3 mb-0 text-body-secondary">
            {search.trim() ? `No account matches “${search.trim()}”.` : "There are no accounts under you yet."}
          </p>
        ) : (
          <ul className="list-group list-group-flush" aria-label="Accounts">
            {results.data.map((item) => (
              <li key={item.id} className="list-group-item p-0">
                <button
                  type="button"
                  className={`picker-item${item.id === selectedId ? " is-selected" : ""}`}
                  aria-pressed={item.id === selectedId}
                  aria-label={`${item.username} · ${item.name} · ${userRoleLabel(item.type, item.agentType)} · ${formatPesos(item.pointsCentavos)} points${item.status === "active" ? "" : ` · ${item.status}`}`}
                  onClick={() => onPick(item)}
                >
                  <span className="min-w-0">
                    <span className="d-block fw-semibold text-truncate">{item.username}</span>
                    <span className="d-block small text-body-secondary text-truncate">
                      {item.name} · {userRoleLabel(item.type, item.agentType)}
                    </span>
                  </span>
                  <span className="text-end flex-none">
                    <span className="d-block tabular fw-semibold">{formatPesos(item.pointsCentavos)}</span>
                    {item.status === "active" ? null : <StatusBadge status={item.status} />}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

type PanelProps = {
  target: Downline;
  ownCentavos: number | null;
  logLink: string;
  onMoved: (result: MoveResult, target: Downline) => void;
};

/** The picked account: its balances, and the load / withdraw form with its confirmation. */
function MovePanel({ target, ownCentavos, logLink, onMoved }: PanelProps) {
  const id = useId();
  const [direction, setDirection] = useState<Direction>(target.status === "active" ? "load" : "withdraw");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const load = useLoadPoints();
  const withdraw = useWithdrawPoints();
  const once = useSingleFlight();
  const mutation = pending?.direction === "withdraw" ? withdraw : load;
  const canLoad = target.status === "active";
  const roleLabel = userRoleLabel(target.type, target.agentType);

  const submit = () => {
    const parsed = parsePesosAmount(amount);
    if (!parsed.ok) return setError(parsed.error);
    if (direction === "load" && !canLoad)
      return setError(`${target.username} is ${target.status}: points cannot be loaded`);
    if (direction === "load" && ownCentavos !== null && parsed.value > ownCentavos) {
      return setError(`You have only ${peso(ownCentavos)} to load`);
    }
    if (direction === "withdraw" && parsed.value > target.pointsCentavos) {
      return setError(`${target.username} has only ${peso(target.pointsCentavos)} to withdraw`);
    }
    setError(null);
    load.reset();
    withdraw.reset();
    setPending({ direction, target, amountCentavos: parsed.value, idempotencyKey: newIdempotencyKey() });
  };

  const confirm = () => {
    if (!pending) return;
    const body = {
      targetUserId: pending.target.id,
      amountCentavos: pending.amountCentavos,
      idempotencyKey: pending.idempotencyKey,
    };
    once(async () => {
      const answer = await mutation.mutateAsync(body);
      setPending(null);
      setAmount("");
      onMoved(
        {
          direction: pending.direction,
          username: pending.target.username,
          amountCentavos: pending.amountCentavos,
          ...answer,
        },
        pending.target,
      );
    });
  };

  const sign = pending?.direction === "withdraw" ? -1 : 1;

  return (
    <section className="card border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
          <div className="min-w-0">
            <h2 className="h5 mb-0 text-truncate" id={`${id}-title`}>
              {target.username}
            </h2>
            <p className="text-body-secondary small mb-0">
              {target.name} · {roleLabel}
            </p>
          </div>
          <StatusBadge status={target.status} />
        </div>

        <dl className="row g-2 mb-3 balance-pair">
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">Points</dt>
            <dd className="fs-4 fw-semibold tabular mb-0" data-testid="station-target-balance">
              {formatPesos(target.pointsCentavos)}
            </dd>
          </div>
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">Commission</dt>
            <dd className="fs-4 tabular mb-0">{formatPesos(target.commissionCentavos)}</dd>
          </div>
        </dl>

        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">Action</legend>
            <div className="btn-group w-100">
              <input
                type="radio"
                className="btn-check"
                name={`${id}-direction`}
                id={`${id}-load`}
                checked={direction === "load"}
                disabled={!canLoad}
                onChange={() => {
                  setDirection("load");
                  setError(null);
                }}
              />
              <label className="btn btn-outline-success" htmlFor={`${id}-load`}>
                Load points
              </label>
              <input
                type="radio"
                className="btn-check"
                name={`${id}-direction`}
                id={`${id}-withdraw`}
                checked={direction === "withdraw"}
                onChange={() => {
                  setDirection("withdraw");
                  setError(null);
                }}
              />
              <label className="btn btn-outline-danger" htmlFor={`${id}-withdraw`}>
                Withdraw points
              </label>
            </div>
            {canLoad ? null : (
              <div className="form-text">
                {target.username} is {target.status}: points can be withdrawn but not loaded.
              </div>
            )}
          </fieldset>

          <div className="mb-2">
            <label htmlFor={`${id}-amount`} className="form-label">
              Amount (pesos)
            </label>
            <PesosInput
              id={`${id}-amount`}
              placeholder="0.00"
              value={amount}
              invalid={Boolean(error)}
              aria-describedby={error ? `${id}-amount-error` : undefined}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <div className="invalid-feedback d-block" id={`${id}-amount-error`}>
                {error}
              </div>
            ) : null}
          </div>
          <div className="d-flex flex-wrap gap-2 mb-3">
            {QUICK_AMOUNTS.map((value) => (
              <button
                key={value}
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => {
                  setAmount(String(value));
                  setError(null);
                }}
              >
                {value.toLocaleString("en-PH")}
              </button>
            ))}
            {direction === "withdraw" && target.pointsCentavos > 0 ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setAmount(formatPesos(target.pointsCentavos))}
              >
                All
              </button>
            ) : null}
          </div>

          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <Link to={logLink} className="small">
              Wallet log of {target.username}
            </Link>
            <button type="submit" className={`btn ${direction === "load" ? "btn-success" : "btn-danger"} px-4`}>
              {direction === "load" ? "Load points" : "Withdraw points"}
            </button>
          </div>
        </form>
      </div>

      {pending ? (
        <ConfirmModal
          title={pending.direction === "load" ? "Confirm load" : "Confirm withdrawal"}
          confirmLabel={pending.direction === "load" ? "Load now" : "Withdraw now"}
          busyLabel={pending.direction === "load" ? "Loading…" : "Withdrawing…"}
          tone={pending.direction === "load" ? "success" : "danger"}
          busy={mutation.isPending}
          error={mutation.error?.message ?? null}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p className="mb-3">
            {pending.direction === "load" ? (
              <>
                Load <strong className="tabular">{peso(pending.amountCentavos)}</strong> from your points to{" "}
                <strong>{pending.target.username}</strong>?
              </>
            ) : (
              <>
                Withdraw <strong className="tabular">{peso(pending.amountCentavos)}</strong> from{" "}
                <strong>{pending.target.username}</strong> into your points?
              </>
            )}
          </p>
          <table className="table table-sm mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">Points</th>
                <th scope="col" className="text-end">
                  Now
                </th>
                <th scope="col" className="text-end">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="tabular">
              {ownCentavos === null ? null : (
                <tr>
                  <th scope="row" className="fw-normal">
                    You
                  </th>
                  <td className="text-end">{formatPesos(ownCentavos)}</td>
                  <td className="text-end fw-semibold">{formatPesos(ownCentavos - sign * pending.amountCentavos)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" className="fw-normal">
                  {pending.target.username}
                </th>
                <td className="text-end">{formatPesos(pending.target.pointsCentavos)}</td>
                <td className="text-end fw-semibold">
                  {formatPesos(pending.target.pointsCentavos + sign * pending.amountCentavos)}
                </td>
              </tr>
            </tbody>
          </table>
        </ConfirmModal>
      ) : null}
    </section>
  );
}

function MoveResultAlert({ result, onDismiss }: { result: MoveResult; onDismiss: () => void }) {
  const loaded = result.direction === "load";
  return (
    <div className="alert alert-success d-flex gap-2 align-items-start" role="status" data-testid="station-result">
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">
          {loaded
            ? `Loaded ${peso(result.amountCentavos)} to ${result.username}.`
            : `Withdrew ${peso(result.amountCentavos)} from ${result.username}.`}
        </p>
        <p className="mb-0 small">
          New balances: you <strong className="tabular">{peso(result.actorBalanceCentavos)}</strong> · {result.username}{" "}
          <strong className="tabular">{peso(result.targetBalanceCentavos)}</strong>
        </p>
        {result.debtCollectedCentavos > 0 ? (
          <p className="mb-0 small mt-1">
            {peso(result.debtCollectedCentavos)} of it went to an earlier debt of {loaded ? result.username : "yours"}.
          </p>
        ) : null}
      </div>
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={onDismiss} />
    </div>
  );
}
