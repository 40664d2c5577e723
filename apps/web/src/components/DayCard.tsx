import { type ReactNode, useId } from "react";
import { InputField } from "./InputField.tsx";

type Props = {
  /** The day shown (YYYY-MM-DD). */
  day: string;
  /** The last day that can be picked (today, in Manila). */
  today: string;
  min?: string;
  /** Small controls, as in a report's toolbar. */
  small?: boolean;
  onPick: (day: string) => void;
  /** Beside the field (e.g. a way back to today). */
  children?: ReactNode;
};

/** The card above a day's figures: the day picked, never after today. */
export function DayCard({ day, today, min, small, onPick, children }: Props) {
  const id = useId();
  return (
    <div className="card border-0 shadow-sm mb-3">
      <div className={`card-body d-flex flex-wrap align-items-end ${small ? "gap-2" : "gap-3"}`}>
        <div>
          <InputField
            id={`${id}-day`}
            label="Day"
            labelClassName={small ? "form-label small mb-1" : "form-label"}
            type="date"
            className={small ? "form-control form-control-sm" : "form-control"}
            value={day}
            min={min}
            max={today}
            onChange={(event) => onPick(event.target.value)}
          />
        </div>
        {children}
      </div>
    </div>
  );
}
