import type { BetForm, NumberGameEntry } from "@sabong/shared/games";
import { centavosToPesosText, formatPesos, parsePesos } from "@sabong/shared/money";
import type { Availability, DrawView, TicketLineInput } from "@sabong/shared/number-games";
import { useId, useState } from "react";
import { PesosInput } from "../../../components/PesosInput.tsx";
import { availabilityMap, isClosedStanding, lineRoom, lineStanding, roomError, standingText } from "./availability.ts";
import { DigitPad } from "./DigitPad.tsx";
import { ScoreGrid } from "./ScoreGrid.tsx";
import {
  coversText,
  type DraftLine,
  lineError,
  previewPayoutCentavos,
  QUICK_STAKES_CENTAVOS,
  rambolitoBlockedReason,
} from "./ticket.ts";

type Props = {
  entry: NumberGameEntry;
  draw: DrawView;
  availability: readonly Availability[];
  /** The ticket's other lines, not sent yet: what they take of a combination's cap is not there for this line. */
  draft: readonly TicketLineInput[];
  /** The line being edited (its values fill the builder), or null to add a new one. */
  editing: DraftLine | null;
  /** Betting is not possible right now (why, shown by the screen). */
  disabled: boolean;
  onSave: (line: TicketLineInput) => void;
  onCancelEdit: () => void;
};

const FORM_LABELS: Record<BetForm, string> = { straight: "Straight", rambolito: "Rambolito" };

/** One line: the combination (pad or grid), straight or rambolito, the stake; then "Add line" to the ticket. */
export function LineBuilder(props: Props) {
  // Re-mount per edited line so its values fill the fields.
  return <LineFields key={props.editing?.id ?? "new"} {...props} />;
}

function LineFields({ entry, draw, availability, draft, editing, disabled, onSave, onCancelEdit }: Props) {
  const stakeId = useId();
  const [combination, setCombination] = useState(editing?.combination ?? "");
  const [chosenForm, setForm] = useState<BetForm>(editing?.form ?? "straight");
  const [stakeText, setStakeText] = useState(editing ? centavosToPesosText(editing.stakeCentavos) : "");
  const [tried, setTried] = useState(false);

  const map = availabilityMap(availability);
  const blocked = rambolitoBlockedReason(combination);
  const form: BetForm = blocked ? "straight" : chosenForm;
  const complete = combination.length === entry.digits;
  const standing = complete ? lineRoom(map, draw.terms, { form, combination }, draft) : { kind: "open" as const };
  const stake = parsePesos(stakeText);
  const line: TicketLineInput | null = stake.ok ? { combination, form, stakeCentavos: stake.centavos } : null;
  const error = !complete
    ? `Pick ${entry.digits} digits`
    : !stake.ok
      ? stake.message
      : line
        ? (lineError(entry.id, draw.terms, line) ?? roomError(standing, line.stakeCentavos))
        : null;
  const payout = line && !error ? previewPayoutCentavos(entry.id, draw.terms, line, availability) : null;
  const note = standingText(standing);

  const save = () => {
    setTried(true);
    if (!line || error || isClosedStanding(standing)) return;
    onSave(line);
    setCombination("");
    setStakeText("");
    setTried(false);
  };

  return (
    <section className="line-builder card bg-body-tertiary" aria-labelledby={`${stakeId}-title`}>
      <div className="card-body p-2 p-sm-3">
        <h2 id={`${stakeId}-title`} className="h6 mb-2">
          {editing ? "Edit line" : "Build a line"}
        </h2>
        {entry.result === "scores" ? (
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
              combination.length === entry.digits - 1
                ? standingNote(lineStanding(map, form, `${combination}${digit}`))
                : null
            }
          />
        )}

        <fieldset className="btn-group w-100 my-2" aria-label="Bet form">
          {entry.forms.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn ${form === f ? "btn-warning" : "btn-outline-warning"}`}
              aria-pressed={form === f}
              disabled={disabled || (f === "rambolito" && blocked !== null)}
              onClick={() => setForm(f)}
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
            <span className={`badge ms-2 ${isClosedStanding(standing) ? "text-bg-danger" : "text-bg-warning"}`}>
              {note}
            </span>
          ) : null}
        </p>

        <fieldset className="quick-stakes d-flex flex-wrap gap-1 mb-2" aria-label="Quick stakes">
          {QUICK_STAKES_CENTAVOS.map((centavos) => (
            <button
              key={centavos}
              type="button"
              className="btn btn-sm btn-outline-light"
              disabled={disabled}
              onClick={() => setStakeText(centavosToPesosText(centavos))}
            >
              {formatPesos(centavos, { symbol: true, dropZeroCentavos: true })}
            </button>
          ))}
        </fieldset>
        <label htmlFor={stakeId} className="form-label small mb-1">
          Stake
        </label>
        <PesosInput
          id={stakeId}
          invalid={Boolean(tried && error)}
          placeholder={`${formatPesos(draw.terms.minStakeCentavos)} – ${formatPesos(draw.terms.maxStakeCentavos)}`}
          value={stakeText}
          disabled={disabled}
          onChange={(e) => setStakeText(e.target.value)}
        />
        <div className={`small mt-1 ${tried && error ? "text-danger" : "text-body-secondary"}`} role="status">
          {tried && error
            ? error
            : payout !== null
              ? `Pays ${formatPesos(payout, { symbol: true })} if it hits (stake included)`
              : `Min ${formatPesos(draw.terms.minStakeCentavos)} · Max ${formatPesos(draw.terms.maxStakeCentavos)} per line`}
        </div>

        <div className="d-flex gap-2 mt-2">
          {editing ? (
            <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancelEdit}>
              Cancel edit
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-warning fw-bold flex-fill"
            disabled={disabled || isClosedStanding(standing)}
            onClick={save}
          >
            {editing ? "Update line" : "Add line"}
          </button>
        </div>
      </div>
    </section>
  );
}

/** A pad digit's note: only sold out or not accepted grey it out (a limited one can still be played). */
function standingNote(standing: ReturnType<typeof lineStanding>): string | null {
  return isClosedStanding(standing) ? standingText(standing) : null;
}
