import {
  type SetStakeBack,
  STAKE_BACK_LABELS,
  STAKE_BACK_MODES,
  STAKE_BACK_SAVED_MESSAGE,
  type StakeBackMode,
  setStakeBackSchema,
} from "@sabong/shared/betting";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { notify } from "../../lib/toast.tsx";
import { zodResolver } from "../../lib/zod-resolver.ts";

/**
 * Each choice explained, with one example from rules-examples.md ("Stake back on one-sided pools": MERON's pool
 * 100,000 against WALA's 1,000 pays MERON 95.95 per 100).
 */
const EXPLAINED: Record<StakeBackMode, { what: string; example: string }> = {
  TOP_UP: {
    what: "A winning bet is always paid at least its stake; the house adds the difference, recorded as draw funding.",
    example:
      "Example: a ₱1,000 bet wins on a side that pays ₱959.50; the player gets ₱1,000.00 and the house adds ₱40.50.",
  },
  CANCEL_AT_CLOSE: {
    what: "When betting closes and a side would pay back less than its stake, the fight is cancelled.",
    example:
      "Example: betting closes with ₱100,000 on MERON and ₱1,000 on WALA; the fight is cancelled and every bet refunded.",
  },
};

type Props = {
  current: StakeBackMode;
  /** Saves; rejects with the server's message. */
  onSave: (body: SetStakeBack) => Promise<unknown>;
};

/** The stake-back choice: both explained, the current one picked; saved (audited) on "Save". */
export function StakeBackForm({ current, onSave }: Props) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(setStakeBackSchema),
    values: { stakeBack: current },
  });
  const chosen = watch("stakeBack");

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await onSave(body);
      notify.success(STAKE_BACK_SAVED_MESSAGE);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Stake back on one-sided pools">
      <ErrorAlert error={serverError ?? formState.errors.stakeBack?.message} />
      <p className="mb-2" data-testid="stake-back-current">
        Now: <strong>{STAKE_BACK_LABELS[current]}</strong>
      </p>
      <fieldset className="mb-3">
        <legend className="h6">When one side has most of the bets</legend>
        {STAKE_BACK_MODES.map((mode) => {
          const optionId = `${id}-${mode}`;
          return (
            <div className="form-check mb-3" key={mode}>
              <input
                className="form-check-input"
                type="radio"
                id={optionId}
                value={mode}
                aria-describedby={`${optionId}-help`}
                {...register("stakeBack")}
              />
              <label className="form-check-label fw-semibold" htmlFor={optionId}>
                {STAKE_BACK_LABELS[mode]}
                {mode === "TOP_UP" ? " (the default)" : ""}
              </label>
              <div className="form-text" id={`${optionId}-help`}>
                <span className="d-block">{EXPLAINED[mode].what}</span>
                <span className="d-block">{EXPLAINED[mode].example}</span>
              </div>
            </div>
          );
        })}
      </fieldset>
      <p className="form-text">Players see the choice before they bet; the next close or settlement applies it.</p>
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting || chosen === current}>
        {formState.isSubmitting ? "Saving…" : "Save stake back setting"}
      </button>
    </form>
  );
}
