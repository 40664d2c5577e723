import type { BetForm, NumberGameEntry } from "@sabong/shared/games";
import { centavosToPesosText, formatPesos } from "@sabong/shared/money";
import type { DrawView } from "@sabong/shared/number-games";
import { useId } from "react";
import { PesosInput } from "../../../components/PesosInput.tsx";
import { isClosedStanding, lineStanding, standingText } from "./availability.ts";
import { DigitPad } from "./DigitPad.tsx";
import { ScoreGrid } from "./ScoreGrid.tsx";
import { coversText, QUICK_STAKES_CENTAVOS } from "./ticket.ts";
import { type LineDraft, type LineDraftInput, useLineDraft } from "./use-line-draft.ts";

type Props = LineDraftInput & {
  /** Betting is not possible right now (why, shown by the screen). */
  disabled: boolean;
  onCancelEdit: () => void;
};

const FORM_LABELS: Record<BetForm, string> = { straight: "Straight", rambolito: "Rambolito" };

/** One line: the combination (pad or grid), straight or rambolito, the stake; then "Add line" to the ticket. */
export function LineBuilder(props: Props) {
  // Re-mount per edited line so its values fill the fields.
  return <LineFields key={props.editing?.id ?? "new"} {...props} />;
}

function LineFields(props: Props) {
  const { entry, draw, editing, disabled, onCancelEdit } = props;
  const stakeId = useId();
  const line = useLineDraft(props);
  return (
    <section className="line-builder card bg-body-tertiary" aria-labelledby={`${stakeId}-title`}>
      <div className="card-body p-2 p-sm-3">
        <h2 id={`${stakeId}-title`} className="h6 mb-2">
          {editing ? "Edit line" : "Build a line"}
        </h2>
        <CombinationPicker entry={entry} draw={draw} line={line} disabled={disabled} />
        <FormChoice entry={entry} line={line} disabled={disabled} />
        <StakeField id={stakeId} draw={draw} line={line} disabled={disabled} />

        <div className="d-flex gap-2 mt-2">
          {editing ? (
            <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancelEdit}>
              Cancel edit
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-warning fw-bold flex-fill"
            disabled={disabled || line.closed}
            onClick={line.save}
          >
            {editing ? "Update line" : "Add line"}
          </button>
        </div>
      </div>
    </section>
  );
}

type PartProps = { entry: NumberGameEntry; draw: DrawView; line: LineDraft; disabled: boolean };

/** The combination: a score grid for a scores game, else a digit pad (the last digit greys out what is closed). */
function CombinationPicker({ entry, draw, line, disabled }: PartProps) {
  const { combination, setCombination, map, form } = line;
  return entry.result === "scores" ? (
    <ScoreGrid
      matchup={draw.matchup}
      value={combination}
      onChange={setCombination}
      availability={map}
      disabled={disabled}
    />
  ) : (
    <DigitPad
      digits={entry.digits}
      value={combination}
      onChange={setCombination}
      disabled={disabled}
      digitNote={(digit) =>
        combination.length === entry.digits - 1 ? standingNote(lineStanding(map, form, `${combination}${digit}`)) : null
      }
    />
  );
}

/** Straight or rambolito, then what the line covers and how it stands under the caps. */
function FormChoice({ entry, line, disabled }: Omit<PartProps, "draw">) {
  const { form, blocked, complete, combination, note } = line;
  return (
    <>
      <fieldset className="btn-group w-100 my-2" aria-label="Bet form">
        {entry.forms.map((f) => (
          <button
            key={f}
            type="button"
            className={`btn ${form === f ? "btn-warning" : "btn-outline-warning"}`}
            aria-pressed={form === f}
            disabled={disabled || (f === "rambolito" && blocked !== null)}
            onClick={() => line.setForm(f)}
          >
            {FORM_LABELS[f]}
          </button>
        ))}
      </fieldset>
      <p className="small mb-2" data-testid="form-note">
        {blocked
          ? blocked
          : complete
            ? `${combination} ${FORM_LABELS[form].toLowerCase()} · ${coversText(form, combination)}`
            : null}
        {note ? (
          <span className={`badge ms-2 ${line.closed ? "text-bg-danger" : "text-bg-warning"}`}>{note}</span>
        ) : null}
      </p>
    </>
  );
}

/** Quick stakes, the stake as typed, and under it the error, what the line pays, or the limits. */
function StakeField({ id, draw, line, disabled }: Omit<PartProps, "entry"> & { id: string }) {
  const { minStakeCentavos, maxStakeCentavos } = draw.terms;
  return (
    <>
      <fieldset className="quick-stakes d-flex flex-wrap gap-1 mb-2" aria-label="Quick stakes">
        {QUICK_STAKES_CENTAVOS.map((centavos) => (
          <button
            key={centavos}
            type="button"
            className="btn btn-sm btn-outline-light"
            disabled={disabled}
            onClick={() => line.setStakeText(centavosToPesosText(centavos))}
          >
            {formatPesos(centavos, { symbol: true, dropZeroCentavos: true })}
          </button>
        ))}
      </fieldset>
      <label htmlFor={id} className="form-label small mb-1">
        Stake
      </label>
      <PesosInput
        id={id}
        invalid={Boolean(line.shownError)}
        placeholder={`${formatPesos(minStakeCentavos)} – ${formatPesos(maxStakeCentavos)}`}
        value={line.stakeText}
        disabled={disabled}
        onChange={(e) => line.setStakeText(e.target.value)}
      />
      <div className={`small mt-1 ${line.shownError ? "text-danger" : "text-body-secondary"}`} role="status">
        {line.shownError
          ? line.shownError
          : line.payout !== null
            ? `Pays ${formatPesos(line.payout, { symbol: true })} if it hits (stake included)`
            : `Min ${formatPesos(minStakeCentavos)} · Max ${formatPesos(maxStakeCentavos)} per line`}
      </div>
    </>
  );
}

/** A pad digit's note: only sold out or not accepted grey it out (a limited one can still be played). */
function standingNote(standing: ReturnType<typeof lineStanding>): string | null {
  return isClosedStanding(standing) ? standingText(standing) : null;
}
