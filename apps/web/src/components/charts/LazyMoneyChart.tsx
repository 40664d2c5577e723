import { type ComponentProps, lazy, Suspense } from "react";
import { Spinner } from "../Spinner.tsx";
import type { MoneyChart as MoneyChartType } from "./MoneyChart.tsx";

// Chart.js is fetched with the first chart on screen, so the screens without one do not download it.
const MoneyChart = lazy(() => import("./MoneyChart.tsx").then((module) => ({ default: module.MoneyChart })));

/** MoneyChart, loaded on first use. */
export function LazyMoneyChart(props: ComponentProps<typeof MoneyChartType>) {
  return (
    <Suspense fallback={<Spinner label="Loading the chart…" />}>
      <MoneyChart {...props} />
    </Suspense>
  );
}
