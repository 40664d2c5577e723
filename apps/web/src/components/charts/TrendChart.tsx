import type { AccountingPoint } from "@sabong/shared/accounting";
import { LazyMoneyChart } from "./LazyMoneyChart.tsx";
import { accountingSeries } from "./money-chart-data.ts";

type Props = {
  /** Oldest first: one point per day (AccountingReport.byDay, AdminDashboard.last30Days). */
  points: readonly AccountingPoint[];
  title?: string;
  /** Bars read better for a week, a line for a month or more. Default: bars up to 14 points. */
  type?: "bar" | "line";
  heightPx?: number;
  testId?: string;
};

/** "27 Nov 2026" → "27 Nov": the axis has no room for the year (the table and tooltips keep it). */
const withoutYear = (label: string) => label.replace(/ \d{4}$/, "");

/** Turnover and house result over days. */
export function TrendChart({ points, title = "Turnover and house result by day", type, heightPx, testId }: Props) {
  return (
    <LazyMoneyChart
      title={title}
      categories={points}
      series={accountingSeries(points)}
      type={type ?? (points.length > 14 ? "line" : "bar")}
      categoryLabel="Day"
      axisLabel={withoutYear}
      heightPx={heightPx}
      testId={testId}
    />
  );
}
