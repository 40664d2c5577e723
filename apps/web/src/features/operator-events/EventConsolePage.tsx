import {
  BETTING_SOCKET_EVENTS,
  type EventConsole,
  eventRoom,
  FIGHT_STATE_LABELS,
  type FightResult,
  type FightView,
  formatPesos,
  GAME_LABELS,
  type Game,
  RESULT_LABELS,
  SIDE_LABELS,
  type Side,
} from "@sabong/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { LiveStatus } from "../../app/ui/LiveStatus.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { ResultsBoard } from "../../app/ui/ResultsBoard.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { BETTING_PATHS, sideTone } from "../../lib/betting.ts";
import {
  readEventPush,
  readFightPush,
  readResultPush,
  readRevertedPush,
  readTotalsPush,
  readWarningPush,
} from "../../lib/betting-pushes.ts";
import { useLiveRoom } from "../../lib/live-updates.ts";
import { useRealtimeEvent } from "../../lib/realtime.ts";
import { notify } from "../../lib/toast.tsx";
import { useCancelFight } from "./cancel-fight.ts";
import { useCloseBetting } from "./close-betting.ts";
import { confirmText, consoleControls, declarableResults, lowPayoutWarnings } from "./console-controls.ts";
import { consoleWithEvent, consoleWithFight, consoleWithTotals } from "./console-updates.ts";
import { useDeclareResult } from "./declare-result.ts";
import { EventFormModal } from "./EventFormModal.tsx";
import { eventConsoleQueryKey, useEventConsole } from "./get-event-console.ts";
import { useLastCall } from "./last-call.ts";
import { eventFightsQueryKey, useEventFights } from "./list-fights.ts";
import { useNextFight } from "./next-fight.ts";
import { useOpenBetting } from "./open-betting.ts";
import { usePauseSide } from "./pause-side.ts";
import { useUnpauseSide } from "./unpause-side.ts";
import "../../app/ui/betting.css";

/** The fight a confirmed step acts on: the current one, or an older fight sent back to CLOSED by a master revert. */
type Target = Pick<FightView, "id" | "number" | "betCount" | "totalCentavos">;
type Step = ({ kind: "close" } | { kind: "declare"; result: FightResult } | { kind: "cancel" }) & { target: Target };

const STATE_TONE: Record<FightView["state"], string> = {
  STANDBY: "tone-standby",
  OPEN: "tone-open",
  LAST_CALL: "tone-last-call",
  CLOSED: "tone-closed",
  DECLARED: "tone-result",
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /operator/arena/:eventId and /operator/applepulaputi/event-list/:eventId: run the fights of one event. */
export function EventConsolePage({ game }: { game: Game }) {
  const eventId = Number(useParams().eventId);
  const queryClient = useQueryClient();

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: eventConsoleQueryKey(game, eventId) });
    void queryClient.invalidateQueries({ queryKey: eventFightsQueryKey(game, eventId) });
  }, [queryClient, game, eventId]);
  const live = useLiveRoom(Number.isSafeInteger(eventId) ? eventRoom(eventId) : null, refresh);
  const query = useEventConsole(game, eventId, live.refetchInterval);
  const fights = useEventFights(game, eventId);

  const update = useCallback(
    (change: (screen: EventConsole) => EventConsole) =>
      queryClient.setQueryData<EventConsole>(eventConsoleQueryKey(game, eventId), (current) =>
        current ? change(current) : current,
      ),
    [queryClient, game, eventId],
  );

  useRealtimeEvent(BETTING_SOCKET_EVENTS.fight, (payload) => {
    const view = readFightPush(payload);
    if (view?.eventId === eventId) update((c) => consoleWithFight(c, view));
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.totals, (payload) => {
    const push = readTotalsPush(payload);
    if (push?.eventId === eventId) update((c) => consoleWithTotals(c, push));
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.result, (payload) => {
    if (readResultPush(payload)?.eventId === eventId) refresh();
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.reverted, (payload) => {
    const push = readRevertedPush(payload);
    if (push?.eventId !== eventId) return;
    notify.info(`Fight #${push.number} was reverted: declare its result again`);
    refresh();
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.event, (payload) => {
    const event = readEventPush(payload);
    if (event?.id === eventId) update((c) => consoleWithEvent(c, event));
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.warning, (payload) => {
    const push = readWarningPush(payload);
    if (push?.eventId === eventId) notify.warning(push.message);
  });

  const open = useOpenBetting(game, eventId);
  const lastCall = useLastCall(game, eventId);
  const close = useCloseBetting(game, eventId);
  const pause = usePauseSide(game, eventId);
  const unpause = useUnpauseSide(game, eventId);
  const declare = useDeclareResult(game, eventId);
  const cancel = useCancelFight(game, eventId);
  const next = useNextFight(game, eventId);
  const busy = [open, lastCall, close, pause, unpause, declare, cancel, next].some((m) => m.isPending);

  const [step, setStep] = useState<Step | null>(null);
  const [editing, setEditing] = useState(false);

  const data = query.data;
  const base = BETTING_PATHS[game].operatorEvents;

  if (query.isPending) return <Spinner label="Loading the console…" />;
  if (!data) {
    return (
      <div className="alert alert-danger">
        {query.error?.message}. <Link to={base}>Back to the event list</Link>
      </div>
    );
  }

  const { event, fight } = data;
  const controls = consoleControls(fight);
  // Odds matter while bets are taken and until the result is in.
  const warnings = fight.state === "DECLARED" ? [] : lowPayoutWarnings(fight);
  const fail = (error: unknown) => notify.error(errorText(error));

  const runStep = async (chosen: Step) => {
    const { target } = chosen;
    try {
      if (chosen.kind === "close") {
        await close.mutateAsync(target.id);
        notify.success(`Betting closed on fight #${target.number}`);
      } else {
        const answer =
          chosen.kind === "cancel"
            ? await cancel.mutateAsync(target.id)
            : await declare.mutateAsync({ fightId: target.id, result: chosen.result });
        const s = answer.settlement;
        notify.success(
          `Fight #${answer.fight.number}: ${RESULT_LABELS[s.result]} · paid ${formatPesos(s.payoutsCentavos)} (${s.wonBets} won, ${s.refundedBets} refunded)`,
        );
        for (const warning of answer.warnings) notify.warning(warning);
      }
      setStep(null);
    } catch (error) {
      fail(error);
      setStep(null);
    }
  };

  const dialog = step ? confirmText(step, step.target) : null;
  const pastFights = (fights.data?.items ?? []).filter((f) => f.state === "DECLARED").reverse();
  // Reverted fights wait in CLOSED for their right result (the current fight has its own controls).
  const awaitingResult = (fights.data?.items ?? []).filter((f) => f.state === "CLOSED" && f.id !== fight.id);

  return (
    <>
      <PageHeader
        title={event.name}
        subtitle={`${GAME_LABELS[game]} · ${event.eventDate} · ${event.status} · plasada ${(event.plasadaBp / 100).toFixed(2)}%`}
        actions={
          <>
            <LiveStatus live={live.live} showReconnecting={false} />
            <Link to={base} className="btn btn-outline-secondary">
              ‹ Events
            </Link>
            <button type="button" className="btn btn-outline-primary" onClick={() => setEditing(true)}>
              Edit event
            </button>
            <Link to={`${BETTING_PATHS[game].masterRevert}?eventId=${event.id}`} className="btn btn-outline-danger">
              Master revert
            </Link>
          </>
        }
      />
      {live.showReconnecting ? <LiveStatus live={false} showReconnecting /> : null}

      {warnings.length > 0 ? (
        <div
          className="alert alert-warning low-payout-alert d-flex gap-2 align-items-start"
          role="alert"
          data-testid="low-payout"
        >
          <span aria-hidden="true">⚠</span>
          <div>
            <div>LOW PAYOUT WARNING</div>
            {warnings.map((w) => (
              <div key={w} className="fw-normal">
                {w}
              </div>
            ))}
          </div>
        </div>
      ) : null}

      <div className="console-grid">
        <div className="d-grid gap-3">
          <section className="card border-0 shadow-sm" aria-label="Current fight">
            <div className="card-body">
              <div className="console-fight mb-3">
                <div>
                  <div className="small text-body-secondary text-uppercase fw-semibold">Fight</div>
                  <div className="console-fight-number tabular" data-testid="console-fight-number">
                    #{fight.number}
                  </div>
                </div>
                <span className={`console-state ${STATE_TONE[fight.state]}`} data-testid="console-fight-state">
                  {fight.state === "DECLARED" && fight.result
                    ? RESULT_LABELS[fight.result]
                    : FIGHT_STATE_LABELS[fight.state]}
                </span>
                <div className="ms-auto text-end">
                  <div className="small text-body-secondary">Pool</div>
                  <div className="fs-4 fw-bold tabular" data-testid="console-pool">
                    {formatPesos(fight.totalCentavos)}
                  </div>
                  <div className="small text-body-secondary tabular">
                    {fight.betCount} {fight.betCount === 1 ? "bet" : "bets"}
                  </div>
                </div>
              </div>

              <div className="console-actions d-flex flex-wrap gap-2 mb-3">
                <button
                  type="button"
                  className="btn btn-success btn-lg"
                  disabled={!controls.open || busy}
                  onClick={() => open.mutateAsync(fight.id).catch(fail)}
                >
                  Open betting
                </button>
                <button
                  type="button"
                  className="btn btn-warning btn-lg"
                  disabled={!controls.lastCall || busy}
                  onClick={() => lastCall.mutateAsync(fight.id).catch(fail)}
                >
                  Last call
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-lg"
                  disabled={!controls.close || busy}
                  onClick={() => setStep({ kind: "close", target: fight })}
                >
                  Close betting
                </button>
                {controls.next ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-lg ms-auto"
                    disabled={busy}
                    onClick={() =>
                      next
                        .mutateAsync()
                        .then((c) => notify.success(`Fight #${c.fight.number} is ready`))
                        .catch(fail)
                    }
                  >
                    Next fight ›
                  </button>
                ) : null}
              </div>

              <h2 className="h6 text-body-secondary text-uppercase">Declare result</h2>
              <div className="d-flex flex-wrap gap-2 mb-2">
                {declarableResults(game).map((result) => (
                  <button
                    key={result}
                    type="button"
                    className={`btn btn-lg declare-button ${sideTone(result)}`}
                    disabled={!controls.declare || busy}
                    onClick={() => setStep({ kind: "declare", result, target: fight })}
                  >
                    {RESULT_LABELS[result]}
                  </button>
                ))}
                <button
                  type="button"
                  className="btn btn-lg btn-outline-danger"
                  disabled={!controls.cancel || busy}
                  onClick={() => setStep({ kind: "cancel", target: fight })}
                >
                  Cancel fight
                </button>
              </div>
              {!controls.declare && fight.state !== "DECLARED" ? (
                <p className="small text-body-secondary mb-0">Close betting before declaring a result.</p>
              ) : null}
            </div>
          </section>

          <section aria-label="Live totals">
            <div className="console-sides">
              {fight.totals.map((total) => {
                const odds = fight.odds.find((o) => o.side === total.side);
                const paused = fight.pausedSides.includes(total.side);
                return (
                  <div
                    key={total.side}
                    className={`console-side ${sideTone(total.side)}${odds?.lowPayout ? " is-low" : ""}`}
                    data-testid={`console-side-${total.side}`}
                  >
                    <div className="console-side-name">
                      <span>{SIDE_LABELS[total.side]}</span>
                      {paused ? <span className="badge text-bg-warning">PAUSED</span> : null}
                      {odds?.lowPayout ? <span className="badge text-bg-warning">LOW ≤ 107</span> : null}
                    </div>
                    <div className="console-side-total tabular" data-testid={`console-total-${total.side}`}>
                      {formatPesos(total.totalCentavos)}
                    </div>
                    <div className="small text-body-secondary tabular">
                      {total.betCount} {total.betCount === 1 ? "bet" : "bets"}
                    </div>
                    <div className="mt-2 small text-body-secondary">Payout per 100</div>
                    <div className="console-side-payout tabular" data-testid={`console-payout-${total.side}`}>
                      {total.side === "DRAW"
                        ? formatPesos((1 + event.drawOddsMultiplier) * 10_000)
                        : odds?.per100Centavos == null
                          ? "—"
                          : formatPesos(odds.per100Centavos)}
                    </div>
                    {controls.pause ? (
                      <PauseToggle
                        side={total.side}
                        paused={paused}
                        disabled={busy}
                        onToggle={() =>
                          (paused ? unpause : pause).mutateAsync({ fightId: fight.id, side: total.side }).catch(fail)
                        }
                      />
                    ) : null}
                  </div>
                );
              })}
            </div>
          </section>
        </div>

        <div className="d-grid gap-3">
          {awaitingResult.length > 0 ? (
            <section className="card border-warning shadow-sm" data-testid="awaiting-result">
              <div className="card-body">
                <h2 className="h6">Reverted fights waiting for a result</h2>
                {awaitingResult.map((f) => (
                  <div key={f.id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-top">
                    <span className="fw-bold me-2">Fight #{f.number}</span>
                    {declarableResults(game).map((result) => (
                      <button
                        key={result}
                        type="button"
                        className={`btn btn-sm declare-button ${sideTone(result)}`}
                        disabled={busy}
                        onClick={() => setStep({ kind: "declare", result, target: f })}
                      >
                        {RESULT_LABELS[result]}
                      </button>
                    ))}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={busy}
                      onClick={() => setStep({ kind: "cancel", target: f })}
                    >
                      Cancel fight
                    </button>
                  </div>
                ))}
              </div>
            </section>
          ) : null}
          <ResultsBoard game={game} results={data.results} minCols={10} />
        </div>
      </div>

      <section className="card border-0 shadow-sm mt-3">
        <div className="card-body">
          <h2 className="h6 mb-3">Past fights</h2>
          {pastFights.length === 0 ? (
            <p className="small text-body-secondary mb-0">No declared fights yet.</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Result</th>
                    <th className="text-end">Staked</th>
                    <th className="text-end">Paid</th>
                    <th className="text-end">Bets</th>
                    <th className="text-end">House net</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {pastFights.map((f) => (
                    <tr key={f.id} data-testid="past-fight">
                      <td className="tabular">{f.number}</td>
                      <td>
                        {f.result ? (
                          <span className={`result-badge ${sideTone(f.result)}`}>{RESULT_LABELS[f.result]}</span>
                        ) : null}
                        {f.revertCount > 0 ? (
                          <span className="badge text-bg-light border ms-1" title="Reverted before">
                            reverted ×{f.revertCount}
                          </span>
                        ) : null}
                      </td>
                      <td className="text-end tabular">{formatPesos(f.totalCentavos)}</td>
                      <td className="text-end tabular">
                        {f.settlement ? formatPesos(f.settlement.payoutsCentavos) : "—"}
                      </td>
                      <td className="text-end tabular">{f.betCount}</td>
                      <td className="text-end tabular">
                        {f.settlement ? formatPesos(f.settlement.houseNetCentavos) : "—"}
                      </td>
                      <td className="text-end">
                        <Link
                          className="small text-danger"
                          to={`${BETTING_PATHS[game].masterRevert}?eventId=${event.id}&fightId=${f.id}`}
                        >
                          Revert…
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>

      {step && dialog ? (
        <ConfirmModal
          title={dialog.title}
          confirmLabel={dialog.confirm}
          tone={step.kind === "declare" ? "primary" : "danger"}
          busy={busy}
          onConfirm={() => void runStep(step)}
          onCancel={() => setStep(null)}
        >
          <p className="mb-0">{dialog.body}</p>
        </ConfirmModal>
      ) : null}
      {editing ? <EventFormModal game={game} event={event} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

function PauseToggle({
  side,
  paused,
  disabled,
  onToggle,
}: {
  side: Side;
  paused: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm mt-2 w-100 ${paused ? "btn-warning" : "btn-outline-secondary"}`}
      disabled={disabled}
      onClick={onToggle}
    >
      {paused ? `Resume ${SIDE_LABELS[side]}` : `Pause ${SIDE_LABELS[side]}`}
    </button>
  );
}
