import type { DrawView } from "@sabong/shared/number-games";
import { clockOffsetMs, drawPhase, phaseText } from "./countdown.ts";

type Props = {
  draws: readonly DrawView[];
  selectedId: number | null;
  onSelect: (drawId: number) => void;
  /** When the list arrived (the offset to the server's clock). */
  receivedAtMs: number;
  nowMs: number;
};

/**
 * The game's open draws (pick one), each with its countdown to cut-off on the server's clock. Nothing when there are
 * none: the screen says why in its place.
 */
export function DrawPicker({ draws, selectedId, onSelect, receivedAtMs, nowMs }: Props) {
  if (draws.length === 0) return null;
  return (
    <section aria-labelledby="open-draws-title">
      <h2 id="open-draws-title" className="h6 mb-2">
        Open draws
      </h2>
      <div className="draw-picker d-flex gap-2 overflow-auto pb-1">
        {draws.map((draw) => {
          const offset = clockOffsetMs(draw.serverNow, receivedAtMs);
          const open = drawPhase(draw, nowMs, offset) === "open";
          const selected = draw.id === selectedId;
          return (
            <button
              key={draw.id}
              type="button"
              className={`btn draw-chip text-start ${selected ? "btn-warning" : open ? "btn-outline-warning" : "btn-outline-secondary"}`}
              aria-pressed={selected}
              onClick={() => onSelect(draw.id)}
            >
              <span className="d-block fw-semibold text-nowrap">{draw.label}</span>
              <span className="d-block small tabular text-nowrap">{phaseText(draw, nowMs, offset)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
