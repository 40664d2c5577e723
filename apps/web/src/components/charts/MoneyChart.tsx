import { formatPesos } from "@sabong/shared/money";
import type { ChartData, ChartOptions } from "chart.js";
import { useId, useState } from "react";
import { Chart } from "react-chartjs-2";
import "./register.ts";
import { type MoneySeries, pesoTick } from "./money-chart-data.ts";

type Props = {
  /** What the chart shows, read by screen readers and used as the data table's caption. */
  title: string;
  /** The categories along the axis (a day, a game), each with a stable key. */
  categories: readonly { key: string; label: string }[];
  series: MoneySeries[];
  type: "bar" | "line";
  /** Heading of the category column in the data table. */
  categoryLabel: string;
  /** A shorter label for the axis ("27 Nov" for "27 Nov 2026"); the tooltip and the table keep the full one. */
  axisLabel?: (label: string) => string;
  /** Canvas height in pixels (the width follows the container). */
  heightPx?: number;
  testId?: string;
};

type TableProps = Pick<Props, "title" | "categories" | "series" | "categoryLabel">;

/**
 * A chart of peso amounts (values in centavos) with its figures as a table: hidden from sight but read by screen
 * readers, and shown on request for anyone who prefers numbers to bars.
 */
export function MoneyChart({
  title,
  categories,
  series,
  type,
  categoryLabel,
  axisLabel,
  heightPx = 260,
  testId,
}: Props) {
  const id = useId();
  // Without a 2D canvas (canvas blocked by a privacy setting, some test DOMs) the table is the chart.
  const [drawable] = useState(canDrawCharts);
  const [showTable, setShowTable] = useState(false);
  const tableShown = showTable || !drawable;
  const { data, options } = chartConfig(categories, series, axisLabel);
  return (
    <figure className="card border-0 shadow-sm mb-0" data-testid={testId}>
      <figcaption className="card-header bg-transparent d-flex align-items-center justify-content-between gap-2">
        <span className="fw-semibold">{title}</span>
        {drawable ? (
          <button
            type="button"
            className="btn btn-sm btn-link p-0"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? "Hide table" : "Show table"}
          </button>
        ) : null}
      </figcaption>
      <div className="card-body">
        {drawable ? (
          <div style={{ position: "relative", height: heightPx }}>
            <Chart
              type={type}
              data={data}
              options={options}
              role="img"
              aria-label={`${title}: chart of ${series.map((s) => s.label.toLowerCase()).join(" and ")} by ${categoryLabel.toLowerCase()}`}
              fallbackContent={<p>{title}: see the table of figures.</p>}
            />
          </div>
        ) : null}
        <div
          id={`${id}-table`}
          className={tableShown ? `table-responsive${drawable ? " mt-3" : ""}` : "visually-hidden"}
        >
          <FiguresTable title={title} categories={categories} series={series} categoryLabel={categoryLabel} />
        </div>
      </div>
    </figure>
  );
}

/** Chart.js data and options: peso ticks and tooltips, at most ~10 category labels along the axis. */
function chartConfig(categories: Props["categories"], series: MoneySeries[], axisLabel: Props["axisLabel"]) {
  const labels = categories.map((category) => category.label);
  const data: ChartData<"bar" | "line", number[], string> = {
    labels,
    datasets: series.map((s) => ({
      label: s.label,
      data: s.values,
      backgroundColor: s.color,
      borderColor: s.color,
      pointRadius: labels.length > 40 ? 0 : 3,
      tension: 0.2,
    })),
  };
  const options: ChartOptions<"bar" | "line"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: "index", intersect: false },
    scales: {
      y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => pesoTick(value) } },
      // At most ~10 labels with room between them: 30 days of dates stay readable on a 1366 px screen.
      x: {
        ticks: {
          autoSkip: true,
          autoSkipPadding: 12,
          maxRotation: 0,
          maxTicksLimit: 10,
          // A category tick's value is its category's index.
          callback: (value) => {
            const label = labels[Number(value)] ?? "";
            return axisLabel ? axisLabel(label) : label;
          },
        },
      },
    },
    plugins: {
      legend: { position: "bottom" },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ""}: ${formatPesos(Number(item.raw), { symbol: true })}`,
        },
      },
    },
  };
  return { data, options };
}

/** The chart's figures: a category a row, a series a column. */
function FiguresTable({ title, categories, series, categoryLabel }: TableProps) {
  return (
    <table className="table table-sm mb-0">
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((s) => (
            <th key={s.label} scope="col" className="text-end">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map(({ key, label }, index) => (
          <tr key={key}>
            <th scope="row" className="fw-normal">
              {label}
            </th>
            {series.map((s) => (
              <td key={s.label} className="text-end tabular">
                {formatPesos(s.values[index] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Whether this browser gives a 2D canvas to draw on. */
function canDrawCharts(): boolean {
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}
