import {
  formatPesos,
  GAME_LABELS,
  type Game,
  isGame,
  RESULT_LABELS,
  type RevertAnswer,
  revertBodySchema,
} from "@sabong/shared";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { BETTING_PATHS, sideTone } from "../../lib/betting.ts";
import { notify } from "../../lib/toast.tsx";
import { useRevertPreview } from "./get-revert-preview.ts";
import { useRevertEvents } from "./list-events.ts";
import { useRevertFights } from "./list-fights.ts";
import { useRevertFight } from "./revert-fight.ts";
import "../../app/ui/betting.css";

const PURPOSE_LABELS: Record<string, string> = {
  points: "Points",
  commission: "Commission",
  escrow: "Bet escrow",
  house: "House",
  rounding: "Rounding",
  bank: "Bank",
};

/** Ledger purposes come as "commission:sabong", "escrow:apple", "points"… */
function purposeLabel(purpose: string): string {
  const [kind = purpose, game] = purpose.split(":");
  const label = PURPOSE_LABELS[kind] ?? kind.replace(/[_-]/g, " ");
  return isGame(game) ? `${label} · ${GAME_LABELS[game]}` : label;
}

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /operator/master-revert and /operator/apple-master-revert: undo a declared result, with a preview and a reason. */
export function MasterRevertPage({ game }: { game: Game }) {
  const [params, setParams] = useSearchParams();
  const eventId = idParam(params.get("eventId"));
  const fightId = idParam(params.get("fightId"));
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [reasonTouched, setReasonTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<RevertAnswer | null>(null);

  const events = useRevertEvents(game);
  const fights = useRevertFights(game, eventId);
  const preview = useRevertPreview(game, fightId);
  const revert = useRevertFight(game);

  const select = (next: { eventId?: number | null; fightId?: number | null }) => {
    const search = new URLSearchParams();
    const e = next.eventId === undefined ? eventId : next.eventId;
    const f = next.fightId === undefined ? fightId : next.fightId;
    if (e) search.set("eventId", String(e));
    if (e && f) search.set("fightId", String(f));
    setParams(search, { replace: true });
    setConfirming(false);
    setDone(null);
  };

  const declared = (fights.data?.items ?? []).filter((f) => f.state === "DECLARED");
  const fight = fights.data?.items.find((f) => f.id === fightId) ?? null;
  const parsedReason = revertBodySchema.safeParse({ reason });
  const reasonError = parsedReason.success ? null : (parsedReason.error.issues[0]?.message ?? "A reason is required");

  const doRevert = async () => {
    if (!fightId || !parsedReason.success) return;
    try {
      const answer = await revert.mutateAsync({ fightId, reason: parsedReason.data.reason });
      notify.success(
        `Fight #${answer.fight.number} reverted: ${answer.reversedTransfers} transfers reversed. Declare the right result from the console.`,
      );
      setReason("");
      setReasonTouched(false);
      setDone(answer);
      // The fight is no longer declared: leave its preview, keep the event.
      setParams(eventId ? { eventId: String(eventId) } : {}, { replace: true });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setConfirming(false);
    }
  };

  const sortedEvents = [...(events.data?.items ?? [])].sort(
    (a, b) => b.eventDate.localeCompare(a.eventDate) || b.id - a.id,
  );

  return (
    <>
      <PageHeader title="Master Revert" subtitle={GAME_LABELS[game]} />
      <p className="text-body-secondary">
        A revert takes back every payout, refund and commission of a declared fight and returns it to CLOSED, so the
        right result can be declared again. Winners who already spent their payout go into debt for the difference.
      </p>

      <div className="card border-0 shadow-sm mb-3">
        <div className="card-body row g-3">
          <div className="col-md-6">
            <label className="form-label" htmlFor="revert-event">
              Event
            </label>
            <select
              id="revert-event"
              className="form-select"
              value={eventId ?? ""}
              onChange={(e) => select({ eventId: idParam(e.target.value), fightId: null })}
              disabled={events.isPending}
            >
              <option value="">{events.isPending ? "Loading events…" : "Choose an event"}</option>
              {sortedEvents.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name} · {event.eventDate} · {event.status}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-6">
            <label className="form-label" htmlFor="revert-fight">
              Declared fight
            </label>
            <select
              id="revert-fight"
              className="form-select"
              value={fightId ?? ""}
              onChange={(e) => select({ fightId: idParam(e.target.value) })}
              disabled={!eventId || fights.isPending}
            >
              <option value="">
                {!eventId ? "Choose an event first" : declared.length === 0 ? "No declared fights" : "Choose a fight"}
              </option>
              {declared.map((f) => (
                <option key={f.id} value={f.id}>
                  Fight #{f.number} · {f.result ? RESULT_LABELS[f.result] : "—"} · {formatPesos(f.totalCentavos)} staked
                  {f.revertCount > 0 ? ` · reverted ×${f.revertCount}` : ""}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {done ? (
        <div className="alert alert-success" role="status" data-testid="revert-done">
          Fight #{done.fight.number} is back to {done.fight.state}: {done.reversedTransfers} transfers reversed.{" "}
          <Link to={`${BETTING_PATHS[game].operatorEvents}/${done.fight.eventId}`}>Open the console</Link> to declare
          the right result.
        </div>
      ) : null}

      {!fightId ? (
        done ? null : (
          <EmptyState title="Pick an event and a declared fight.">
            The preview shows every account the revert would move before anything is changed.
          </EmptyState>
        )
      ) : preview.isPending ? (
        <Spinner label="Preparing the preview…" />
      ) : preview.isError ? (
        <div className="alert alert-warning">{preview.error.message}</div>
      ) : (
        <div className="row g-3">
          <div className="col-lg-7">
            <section className="card border-0 shadow-sm h-100" data-testid="revert-preview">
              <div className="card-body">
                <h2 className="h5 d-flex align-items-center gap-2 flex-wrap">
                  Fight #{preview.data.fightNumber}
                  <span className={`result-badge ${sideTone(preview.data.result)}`}>
                    {RESULT_LABELS[preview.data.result]}
                  </span>
                </h2>
                <p className="text-body-secondary small">
                  {preview.data.transferCount} transfers would be reversed
                  {fight ? ` · ${fight.betCount} bets · ${formatPesos(fight.totalCentavos)} staked` : ""}.
                </p>
                <div className="table-responsive">
                  <table className="table table-sm align-middle mb-0">
                    <thead>
                      <tr>
                        <th>Account</th>
                        <th>Wallet</th>
                        <th className="text-end">Change</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.data.accounts.map((a) => (
                        <tr key={a.accountId}>
                          <td>{a.username ?? <span className="text-body-secondary">System</span>}</td>
                          <td>{purposeLabel(a.purpose)}</td>
                          <td className={`text-end tabular ${a.changeCentavos < 0 ? "text-danger" : "text-success"}`}>
                            {a.changeCentavos > 0 ? "+" : ""}
                            {formatPesos(a.changeCentavos)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {preview.data.shortfalls.length > 0 ? (
                  <div className="alert alert-warning mt-3 mb-0">
                    <strong>Not enough balance to take back:</strong>
                    <ul className="mb-0 mt-1">
                      {preview.data.shortfalls.map((s) => (
                        <li key={`${s.userId}-${s.purpose}`}>
                          {s.username} ({purposeLabel(s.purpose)}): owes {formatPesos(s.owedCentavos)}, has{" "}
                          {formatPesos(s.availableCentavos)} → debt of {formatPesos(s.shortfallCentavos)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            </section>
          </div>
          <div className="col-lg-5">
            <section className="card border-0 shadow-sm h-100">
              <div className="card-body">
                <h2 className="h5">Revert</h2>
                <label className="form-label" htmlFor={reasonId}>
                  Reason (required, kept in the audit log)
                </label>
                <textarea
                  id={reasonId}
                  className={`form-control${reasonTouched && reasonError ? " is-invalid" : ""}`}
                  rows={3}
                  maxLength={500}
                  value={reason}
                  placeholder="e.g. Wrong side declared: WALA won per the referee"
                  onChange={(e) => setReason(e.target.value)}
                  onBlur={() => setReasonTouched(true)}
                />
                {reasonTouched && reasonError ? <div className="invalid-feedback">{reasonError}</div> : null}
                <button
                  type="button"
                  className="btn btn-danger w-100 mt-3"
                  disabled={revert.isPending}
                  onClick={() => {
                    setReasonTouched(true);
                    if (!reasonError) setConfirming(true);
                  }}
                >
                  Revert result…
                </button>
              </div>
            </section>
          </div>
        </div>
      )}

      {confirming && preview.data ? (
        <ConfirmModal
          title={`Revert fight #${preview.data.fightNumber} (${RESULT_LABELS[preview.data.result]})?`}
          confirmLabel="Revert result"
          tone="danger"
          busy={revert.isPending}
          confirmDisabled={reasonError !== null}
          onConfirm={() => void doRevert()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {preview.data.transferCount} transfers will be reversed and the fight goes back to CLOSED. Players see the
            result removed from the board.
          </p>
          <p className="mb-0 small text-body-secondary">Reason: {reason.trim()}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
