import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import type { DrawTally, TallyRow } from "@sabong/shared/number-games";
import { useState } from "react";
import { compactPesos, gridOf, HEAT_LEVELS, heatLevel, hundredsSummary, rowsByCombination, stakeOf } from "./heat.ts";
import "./draw-console.css";

type Props = {
  game: NumberGame;
  tally: DrawTally | undefined;
  /** The combination picked for the cap form. */
  selected: string | null;
  onSelect: (combination: string) => void;
};

const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;
const LEVELS = Array.from({ length: HEAT_LEVELS }, (_, i) => i + 1);

/** Stakes per combination as a heat map (10×10; three digits: one grid per hundreds digit, picked above it). */
export function TallyHeatMap({ game, tally, selected, onSelect }: Props) {
  const threeDigits = GAME_REGISTRY[game].digits === 3;
  const [hundreds, setHundreds] = useState("0");
  const prefix = threeDigits ? hundreds : "";
  const rows = rowsByCombination(tally);

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="tally-title">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
          <h2 className="h5 mb-0" id="tally-title">
            Tally
          </h2>
          <HeatLegend />
        </div>
        {threeDigits ? <HundredsPicker rows={tally?.rows ?? []} value={hundreds} onChange={setHundreds} /> : null}
        <table className="heat-grid" aria-label={threeDigits ? `Tally ${prefix}00–${prefix}99` : "Tally 00–99"}>
          <thead>
            <tr>
              <th scope="col" aria-label="Tens" />
              {DIGITS.map((ones) => (
                <th key={ones} scope="col">
                  {ones}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {gridOf(prefix).map((line, tens) => (
              <tr key={line[0]}>
                <th scope="row">{`${prefix}${tens}`}</th>
                {line.map((combination) => (
                  <td key={combination}>
                    <HeatCell
                      combination={combination}
                      row={rows.get(combination)}
                      selected={selected === combination}
                      onSelect={onSelect}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HeatCell({
  combination,
  row,
  selected,
  onSelect,
}: {
  combination: string;
  row: TallyRow | undefined;
  selected: boolean;
  onSelect: (combination: string) => void;
}) {
  const stake = stakeOf(row);
  const tone = row?.notAccepted ? "heat-listed" : `heat-${heatLevel(row)}`;
  return (
    <button
      type="button"
      className={`heat-cell ${tone}`}
      aria-pressed={selected}
      aria-label={cellLabel(combination, row)}
      title={cellLabel(combination, row)}
      onClick={() => onSelect(combination)}
    >
      <span className="heat-combo">{combination}</span>
      <span aria-hidden="true">{row?.notAccepted ? "off" : stake > 0 ? compactPesos(stake) : "·"}</span>
    </button>
  );
}

/** What a screen reader (and the tooltip) says of a cell. */
export function cellLabel(combination: string, row: TallyRow | undefined): string {
  if (!row) return `${combination}: no stakes`;
  const parts = [
    `${combination}: straight ${formatPesos(row.straightStakeCentavos)}`,
    `rambolito ${formatPesos(row.rambolitoStakeCentavos)}`,
    `liability ${formatPesos(row.liabilityCentavos)} of ${formatPesos(row.capCentavos)} cap`,
  ];
  if (row.notAccepted) parts.push("not accepted");
  return parts.join(", ");
}

function HundredsPicker({
  rows,
  value,
  onChange,
}: {
  rows: readonly TallyRow[];
  value: string;
  onChange: (prefix: string) => void;
}) {
  return (
    <fieldset className="btn-group btn-group-sm flex-wrap mb-2 border-0 p-0" aria-label="Hundreds digit">
      {hundredsSummary(rows).map((summary) => (
        <button
          key={summary.prefix}
          type="button"
          className={`btn ${value === summary.prefix ? "btn-primary" : "btn-outline-secondary"}`}
          aria-pressed={value === summary.prefix}
          aria-label={`${summary.prefix}xx: ${formatPesos(summary.stakeCentavos)} staked`}
          onClick={() => onChange(summary.prefix)}
        >
          {summary.prefix}xx
          {summary.level > 0 ? (
            <span className={`heat-cell heat-${summary.level} ms-1 d-inline-block w-auto px-1`} />
          ) : null}
        </button>
      ))}
    </fieldset>
  );
}

function HeatLegend() {
  return (
    <div className="heat-legend small text-body-secondary d-flex align-items-center gap-1" aria-hidden="true">
      <span>0%</span>
      {LEVELS.map((level) => (
        <span key={level} className={`heat-cell heat-${level}`} />
      ))}
      <span>of cap</span>
      <span className="heat-cell heat-listed ms-2" />
      <span>not accepted</span>
    </div>
  );
}
