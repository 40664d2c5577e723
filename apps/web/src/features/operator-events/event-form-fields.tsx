import {
  EVENT_STATUSES,
  GAME_LABELS,
  type Game,
  LAST_CALL_SECONDS_MAX,
  LAST_CALL_SECONDS_MIN,
} from "@sabong/shared/betting";
import { contestNoun, liveGame } from "@sabong/shared/games";
import type { InputHTMLAttributes } from "react";
import type { UseFormRegister } from "react-hook-form";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import type { EventFormErrors, EventFormValues } from "./event-form.ts";

const LAST_CALL_HINT = `Betting closes by itself this long after Last call (${LAST_CALL_SECONDS_MIN}–${LAST_CALL_SECONDS_MAX}).`;
const VIDEO_HINT = "Leave empty until the arena's stream is ready; players see a notice meanwhile.";

/** What every field of the event form needs: the form's id (each field's prefix), its register and its messages. */
export type EventFieldKit = { id: string; register: UseFormRegister<EventFormValues>; errors: EventFormErrors };

type TextName = Exclude<keyof EventFormValues, "drawEnabled" | "status">;

/** A typed field of the event form: label, input, and under it its message or hint. */
function EventInput({
  kit,
  name,
  label,
  className,
  hint,
  ...input
}: { kit: EventFieldKit; name: TextName; label: string; className: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name"
>) {
  const id = `${kit.id}-${name}`;
  return (
    <FormField id={id} label={label} error={kit.errors[name]} hint={hint} className={className}>
      <input {...fieldProps(id, kit.errors[name], hint)} {...kit.register(name)} {...input} />
    </FormField>
  );
}

/** The arena and name, the day and the stream's address. */
export function EventIdentityFields({ kit }: { kit: EventFieldKit }) {
  return (
    <>
      <EventInput
        kit={kit}
        name="name"
        label="Arena / event name"
        className="col-md-8"
        placeholder="e.g. Cebu Coliseum Derby"
        autoComplete="off"
      />
      <EventInput kit={kit} name="eventDate" label="Date" className="col-md-4" type="date" />
      <EventInput
        kit={kit}
        name="videoUrl"
        label="Stream URL (HLS .m3u8)"
        className="col-12"
        hint={VIDEO_HINT}
        type="url"
        placeholder="https://stream.example.com/arena/live.m3u8"
        autoComplete="off"
      />
    </>
  );
}

/** The four figures typed as numbers, a quarter of the row each. */
const MONEY_FIELDS = [
  { name: "plasadaPercent", label: "Plasada %", inputMode: "decimal" },
  { name: "drawOdds", label: "Draw odds (1 : n)", inputMode: "numeric" },
  { name: "minBet", label: "Minimum bet (₱)", inputMode: "decimal" },
  { name: "maxBet", label: "Maximum bet (₱)", inputMode: "decimal" },
] as const;

/** Plasada, draw odds, the stake limits and the last call's length. */
export function EventMoneyFields({ kit }: { kit: EventFieldKit }) {
  return (
    <>
      {MONEY_FIELDS.map((field) => (
        <EventInput key={field.name} kit={kit} className="col-6 col-md-3" {...field} />
      ))}
      <EventInput
        kit={kit}
        name="lastCallSeconds"
        label="Last call (seconds)"
        className="col-md-6"
        hint={LAST_CALL_HINT}
        type="number"
        min={LAST_CALL_SECONDS_MIN}
        max={LAST_CALL_SECONDS_MAX}
        step={1}
        inputMode="numeric"
      />
    </>
  );
}

/** The DRAW switch (fixed on where the game always offers DRAW) and the status (ENDED only for an existing event). */
export function EventDrawAndStatus({ kit, game, editing }: { kit: EventFieldKit; game: Game; editing: boolean }) {
  const { id, register } = kit;
  const drawAlways = liveGame(game).draw === "always";
  return (
    <>
      <div className="col-md-6">
        <div className="form-check form-switch mt-md-4">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-drawEnabled`}
            disabled={drawAlways}
            {...register("drawEnabled")}
          />
          <label className="form-check-label" htmlFor={`${id}-drawEnabled`}>
            DRAW side offered to bettors
          </label>
          <div className="form-text">
            {drawAlways ? `${GAME_LABELS[game]} always offers DRAW.` : `Off by default for ${GAME_LABELS[game]}.`}
          </div>
        </div>
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select {...register("status")} id={`${id}-status`} className="form-select">
          {EVENT_STATUSES.filter((s) => editing || s !== "ENDED").map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <div className="form-text">An event goes LIVE by itself when its first {contestNoun(game)} opens.</div>
      </div>
    </>
  );
}
