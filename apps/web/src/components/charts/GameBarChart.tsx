import type { AccountingPoint } from "@sabong/shared/accounting";
import { LazyMoneyChart } from "./LazyMoneyChart.tsx";
import { accountingSeries } from "./money-chart-data.ts";

type Props = {
  /** One point per game (AccountingReport.byGame). */
  points: readonly AccountingPoint[];
  title?: string;
  heightPx?: number;
  testId?: string;
};

/** Turnover and house result of each game, side by side. */
export function GameBarChart({ points, title = "Turnover and house result by game", heightPx, testId }: Props) {
  return (
    <LazyMoneyChart
      title={title}
      categories={points}
      series={accountingSeries(points)}
      type="bar"
      categoryLabel="Game"
      heightPx={heightPx}
      testId={testId}
    />
  );
}
