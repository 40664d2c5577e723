import {
  type AccountingFigures,
  type AccountingReport,
  type AccountingRow,
  REPORT_GROUPING_LABELS,
} from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { type ReactNode, useId, useState } from "react";
import { EndTh, TableCard } from "../../components/TableCard.tsx";
import { signedMoneyClass } from "../../lib/format.ts";

/** The money columns, in the order a reader follows the money: staked, returned, paid, earned, funded, not yet settled. */
const MONEY_COLUMNS = [
  ["turnoverCentavos", "Turnover"],
  ["refundsCentavos", "Refunds"],
  ["payoutsCentavos", "Payouts"],
  ["commissionCentavos", "Commission"],
  ["plasadaCentavos", "Plasada"],
  ["drawFundingCentavos", "Draw funding"],
  ["openStakesCentavos", "Open stakes"],
] as const satisfies readonly (readonly [keyof AccountingFigures, string])[];

type Level = { role: string; label: string };

type Props = {
  report: AccountingReport;
  /** An agent row was chosen: report that downline's subtree. */
  onDrillDown: (agentId: number) => void;
  dim?: boolean;
};

/** Every figure of every group, a TOTAL row, and on request the commission by the earner's level. */
export function ReportTable({ report, onDrillDown, dim }: Props) {
  const id = useId();
  const [byLevel, setByLevel] = useState(false);
  const levels = levelsOf(report);
  const grouping = REPORT_GROUPING_LABELS[report.criteria.groupBy];

  return (
    <section aria-label="Report figures">
      <div className="form-check form-switch mb-2">
        <input
          id={`${id}-levels`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          aria-checked={byLevel}
          checked={byLevel}
          onChange={(event) => setByLevel(event.target.checked)}
        />
        <label htmlFor={`${id}-levels`} className="form-check-label small">
          Show commission by level
        </label>
      </div>
      <TableCard
        caption={`Accounting figures by ${grouping.toLowerCase()}`}
        // Small type, wrapping names and headings: every column fits a 1366 px desktop; a phone scrolls the table.
        tableClassName="table table-sm table-hover align-middle mb-0 small"
        wrapClassName="table-responsive"
        testId="report-table"
        dim={dim}
        head={
          <>
            <th scope="col" style={{ minWidth: "8rem" }}>
              {grouping}
            </th>
            <EndTh>Bets</EndTh>
            {MONEY_COLUMNS.map(([, label]) => (
              <EndTh key={label}>{label}</EndTh>
            ))}
            {byLevel ? levels.map((level) => <EndTh key={level.role}>{`Commission · ${level.label}`}</EndTh>) : null}
            <EndTh>House result</EndTh>
          </>
        }
      >
        {report.rows.length === 0 ? (
          <tr>
            <td colSpan={MONEY_COLUMNS.length + 3 + (byLevel ? levels.length : 0)} className="text-body-secondary">
              No activity matches these criteria.
            </td>
          </tr>
        ) : (
          report.rows.map((row) => (
            <FiguresRow
              key={row.key}
              name={<RowName row={row} onDrillDown={onDrillDown} />}
              figures={row}
              levels={byLevel ? levels : []}
              testId={`report-row-${row.key}`}
            />
          ))
        )}
        <FiguresRow name="TOTAL" figures={report.totals} levels={byLevel ? levels : []} total testId="report-total" />
      </TableCard>
      <ColumnNotes />
    </section>
  );
}

/** What the less obvious columns mean, in plain words (a reader should not need the docs to read the table). */
function ColumnNotes() {
  return (
    <dl className="report-notes small mt-2 mb-0" data-testid="report-notes">
      <dt>Draw funding</dt>
      <dd>
        Money the house adds from its own funds when a pool cannot pay what its rules promise: a DRAW paid at its fixed
        odds beyond the stakes in the pool, the stake back to the winners of a one-sided pool, a number-game hit beyond
        the draw&apos;s sales, or commission beyond the house&apos;s share of a fight or draw. It is part of the payouts
        and commission, not an extra cost on top.
      </dd>
      <dt>Open stakes</dt>
      <dd>
        Stakes on fights and draws not settled or cancelled yet. They are in the turnover but not in the house result:
        nobody knows yet whether they are won or lost.
      </dd>
      <dt>House result</dt>
      <dd>
        Turnover − refunds − payouts − commission of the settled fights and draws: what players and agents left with the
        operator.
      </dd>
    </dl>
  );
}

function RowName({ row, onDrillDown }: { row: AccountingRow; onDrillDown: (agentId: number) => void }) {
  if (row.agentId === null) return row.label;
  const agentId = row.agentId;
  return (
    <button
      type="button"
      className="btn btn-link btn-sm p-0 text-start"
      title="Report this agent's downlines"
      onClick={() => onDrillDown(agentId)}
    >
      {row.label}
    </button>
  );
}

function FiguresRow({
  name,
  figures,
  levels,
  total,
  testId,
}: {
  name: ReactNode;
  figures: AccountingFigures;
  levels: Level[];
  total?: boolean;
  testId: string;
}) {
  return (
    <tr className={total ? "table-group-divider fw-semibold" : undefined} data-testid={testId}>
      <th scope="row" className={total ? undefined : "fw-normal"}>
        {name}
      </th>
      <td className="text-end tabular text-nowrap" data-col="stakeCount">
        {figures.stakeCount.toLocaleString("en-PH")}
      </td>
      {MONEY_COLUMNS.map(([key]) => (
        <td key={key} className="text-end tabular text-nowrap" data-col={key}>
          {formatPesos(figures[key])}
        </td>
      ))}
      {levels.map((level) => (
        <td key={level.role} className="text-end tabular text-nowrap" data-col={`commission-${level.role}`}>
          {formatPesos(figures.commissionByLevel.find((item) => item.role === level.role)?.centavos ?? 0)}
        </td>
      ))}
      <td
        className={`text-end tabular text-nowrap ${signedMoneyClass(figures.houseResultCentavos)}`}
        data-col="houseResultCentavos"
      >
        {formatPesos(figures.houseResultCentavos)}
      </td>
    </tr>
  );
}

/** Every earner level with commission anywhere in the report, in the totals' order. */
function levelsOf(report: AccountingReport): Level[] {
  const levels = new Map<string, string>();
  for (const figures of [report.totals, ...report.rows]) {
    for (const level of figures.commissionByLevel) if (!levels.has(level.role)) levels.set(level.role, level.label);
  }
  return [...levels].map(([role, label]) => ({ role, label }));
}
