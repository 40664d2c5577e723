import { plural } from "@sabong/shared/contracts";
import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import type { DrawTally, DrawView } from "@sabong/shared/number-games";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LiveStatus } from "../../../components/LiveStatus.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.ts";
import { CommandButton } from "./ConsoleParts.tsx";
import { DrawActionDialog } from "./DrawActionDialog.tsx";
import { DrawTermsCard, FairnessCard, SettlementCard } from "./DrawFacts.tsx";
import { DRAW_STATE_BADGE, DRAW_STATE_LABEL, drawControls, drawListPath, resultStep } from "./draw-controls.ts";
import { CapOverrideForm, ExposureList } from "./ExposurePanel.tsx";
import { rowsByCombination } from "./heat.ts";
import { ResultPanel } from "./ResultPanel.tsx";
import { TallyHeatMap } from "./TallyHeatMap.tsx";
import { type DrawActions, useDrawActions } from "./use-draw-actions.ts";
import { useDrawConsole } from "./use-draw-console.ts";
import "../../../components/betting.css";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";

/** /operator/{game}/draws/:drawId: one draw's live tally, caps, result, cancel and revert, settlement and report. */
export function DrawConsolePage({ game }: { game: NumberGame }) {
  const drawId = Number(useParams().drawId);
  const username = useSession((session) => session.identity.username);
  const room = useDrawConsole(game, drawId);
  const actions = useDrawActions(game, drawId, room.applyDraw);
  const [selected, setSelected] = useState<string | null>(null);

  const draw = room.draw.data;
  const list = drawListPath(game);
  if (room.draw.isPending) return <Spinner label="Loading the draw…" />;
  if (!draw) {
    return (
      <ErrorAlert announce={false}>
        {room.draw.error?.message ?? "Draw not found"}. <Link to={list}>Back to the draws</Link>
      </ErrorAlert>
    );
  }

  const tally = room.tally.data;
  const controls = drawControls(draw);
  const rows = rowsByCombination(tally);

  return (
    <>
      <PageHeader
        title={draw.label}
        subtitle={`${GAME_REGISTRY[game].label} · draw #${draw.id}`}
        actions={
          <>
            <LiveStatus live={room.live} showReconnecting={false} />
            <Link to={list} className="btn btn-outline-secondary">
              ‹ Draws
            </Link>
            <ConsoleButtons draw={draw} actions={actions} controls={controls} />
          </>
        }
      />
      {room.showReconnecting ? <LiveStatus live={false} showReconnecting /> : null}

      <DrawStatusLine draw={draw} tally={tally} />

      <div className="row g-3">
        <div className="col-xl-7 d-grid gap-3 align-content-start">
          <TallyHeatMap game={game} tally={tally} selected={selected} onSelect={setSelected} />
          <DrawTermsCard draw={draw} />
        </div>
        <div className="col-xl-5 d-grid gap-3 align-content-start">
          <ResultPanel draw={draw} step={resultStep(draw, username)} actions={actions} />
          <SettlementCard settlement={draw.settlement} />
          <ExposureList tally={tally} onSelect={setSelected} />
          <CapOverrideForm
            draw={draw}
            combination={selected}
            row={selected ? rows.get(selected) : undefined}
            actions={actions}
            editable={controls.editCaps}
          />
          <FairnessCard draw={draw} />
        </div>
      </div>

      <DrawActionDialog draw={draw} actions={actions} salesCentavos={tally?.salesCentavos ?? 0} />
    </>
  );
}

/** The draw's state, its sales and counts, and why it closed early (until when it can be reopened). */
function DrawStatusLine({ draw, tally }: { draw: DrawView; tally: DrawTally | undefined }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <span className={`badge fs-6 ${DRAW_STATE_BADGE[draw.state]}`} data-testid="draw-state">
        {DRAW_STATE_LABEL[draw.state]}
      </span>
      <span className="tabular" data-testid="draw-sales">
        Sales <strong>{tally ? formatPesos(tally.salesCentavos, { symbol: true }) : "—"}</strong>
      </span>
      <span className="tabular text-body-secondary">
        {tally ? `${plural(tally.ticketCount, "ticket")} · ${plural(tally.lineCount, "line")}` : null}
      </span>
      {draw.closedEarlyReason ? (
        <span className="text-body-secondary" data-testid="closed-early">
          Closed early: {draw.closedEarlyReason}
          {draw.reopenUntil ? ` · can be reopened until ${formatDateTime(draw.reopenUntil)}` : ""}
        </span>
      ) : null}
    </div>
  );
}

function ConsoleButtons({
  draw,
  actions,
  controls,
}: {
  draw: DrawView;
  actions: DrawActions;
  controls: ReturnType<typeof drawControls>;
}) {
  return (
    <>
      {controls.closeEarly ? (
        <CommandButton actions={actions} command="close" className="btn-warning">
          Close early
        </CommandButton>
      ) : null}
      {controls.reopen ? (
        <CommandButton actions={actions} command="reopen" className="btn-outline-primary">
          Reopen betting
        </CommandButton>
      ) : null}
      {controls.cancel ? (
        <CommandButton actions={actions} command="cancel" className="btn-outline-danger">
          Cancel draw
        </CommandButton>
      ) : null}
      {controls.revert ? (
        <CommandButton actions={actions} command="revert" className="btn-outline-danger">
          Master revert
        </CommandButton>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={actions.downloading}
        onClick={() => void actions.download()}
        aria-label={`Download the report of ${draw.label}`}
      >
        {actions.downloading ? "Downloading…" : "Download report"}
      </button>
    </>
  );
}
