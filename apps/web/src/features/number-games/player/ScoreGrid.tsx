import type { Matchup } from "@sabong/shared/number-games";
import { type AvailabilityMap, lineStanding, standingText } from "./availability.ts";

type Props = {
  matchup: Matchup | null;
  value: string;
  onChange: (value: string) => void;
  availability: AvailabilityMap;
  disabled?: boolean;
};

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Game-ending's 10×10 grid: rows are the home score's last digit, columns the away score's (89–74 is 9-4, "94").
 * Sold-out and not-accepted cells are greyed; limited ones say how much is left in their name.
 */
export function ScoreGrid({ matchup, value, onChange, availability, disabled = false }: Props) {
  const home = matchup?.home ?? "Home";
  const away = matchup?.away ?? "Away";
  return (
    <div className="score-grid-wrap">
      <p className="small mb-1">
        Rows: last digit of <strong>{home}</strong> (home) · Columns: last digit of <strong>{away}</strong> (away)
      </p>
      <table className="score-grid" aria-label={`${home} × ${away} last digits`}>
        <thead>
          <tr>
            <th scope="col" className="score-grid-corner">
              <span className="visually-hidden">
                {home} \ {away}
              </span>
            </th>
            {DIGITS.map((a) => (
              <th key={a} scope="col" aria-label={`${away} ${a}`}>
                {a}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DIGITS.map((h) => (
            <tr key={h}>
              <th scope="row" aria-label={`${home} ${h}`}>
                {h}
              </th>
              {DIGITS.map((a) => {
                const combination = `${h}${a}`;
                const note = standingText(lineStanding(availability, "straight", combination));
                const closed = note === "Sold out" || note === "Not accepted";
                const selected = value === combination;
                return (
                  <td key={a}>
                    <button
                      type="button"
                      className={`score-cell${selected ? " is-selected" : ""}${closed ? " is-sold-out" : note ? " is-limited" : ""}`}
                      aria-pressed={selected}
                      aria-label={`${h}-${a}${note ? `, ${note}` : ""}`}
                      title={note ?? undefined}
                      disabled={disabled || closed}
                      onClick={() => onChange(combination)}
                    >
                      {combination}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
