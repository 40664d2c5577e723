import type { AccountingPoint } from "@sabong/shared/accounting";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameBarChart } from "./GameBarChart.tsx";
import { pesoTick } from "./money-chart-data.ts";
import { TrendChart } from "./TrendChart.tsx";
import { stubCanvas } from "./test-support.ts";

const week: AccountingPoint[] = Array.from({ length: 7 }, (_, index) => ({
  key: `2025-01-2${index + 1}`,
  label: `2${index + 1} Jan`,
  turnoverCentavos: (index + 1) * 100_000,
  houseResultCentavos: index === 3 ? -25_050 : 10_000,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("money charts", () => {
  it("draw a canvas named for screen readers, with the figures in a hidden table shown on request", async () => {
    stubCanvas();
    render(<TrendChart points={week} testId="trend" />);
    const chart = await screen.findByRole("img");
    expect(chart.tagName).toBe("CANVAS");
    expect(chart.getAttribute("aria-label")).toBe(
      "Turnover and house result by day: chart of turnover and house result by day",
    );
    const table = screen.getByRole("table", { name: "Turnover and house result by day" });
    expect(table.parentElement?.className).toBe("visually-hidden");
    expect(within(table).getByRole("row", { name: "24 Jan 4,000.00 -250.50" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Show table" }));
    expect(table.parentElement?.className).toContain("table-responsive");
    fireEvent.click(screen.getByRole("button", { name: "Hide table" }));
    expect(table.parentElement?.className).toBe("visually-hidden");
  });

  it("show the table itself where no canvas can be drawn", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    render(
      <GameBarChart points={[{ key: "pick3", label: "Pick 3", turnoverCentavos: 500, houseResultCentavos: 0 }]} />,
    );
    const table = await screen.findByRole("table", { name: "Turnover and house result by game" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show table" })).toBeNull();
    expect(table.parentElement?.className).toBe("table-responsive");
    expect(within(table).getByRole("row", { name: "Pick 3 5.00 0.00" })).toBeTruthy();
  });

  it("label the money axis in pesos", () => {
    expect(pesoTick(150_000)).toBe("₱1,500");
    expect(pesoTick(-2_550)).toBe("-₱25.50");
    expect(pesoTick("0")).toBe("₱0");
  });
});
