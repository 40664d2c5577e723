import { describe, expect, it } from "vitest";
import { ticketPayoutCentavos, ticketStatus } from "./status.ts";

const line = (outcome: "PENDING" | "WON" | "LOST" | "REFUNDED", paidCentavos = 0) => ({ outcome, paidCentavos });

describe("ticketStatus", () => {
  it("is pending until every line is decided", () => {
    expect(ticketStatus([line("PENDING"), line("PENDING")])).toBe("PENDING");
    expect(ticketPayoutCentavos([line("PENDING")])).toBeNull();
    expect(ticketStatus([])).toBe("PENDING");
  });
  it("won when one line of several won, paying that line", () => {
    const lines = [line("LOST"), line("WON", 45_000), line("LOST")];
    expect(ticketStatus(lines)).toBe("WON");
    expect(ticketPayoutCentavos(lines)).toBe(45_000);
  });
  it("lost when every line lost, paying nothing", () => {
    expect(ticketStatus([line("LOST"), line("LOST")])).toBe("LOST");
    expect(ticketPayoutCentavos([line("LOST")])).toBe(0);
  });
  it("refunded when the draw was cancelled, paying the stakes back", () => {
    const lines = [line("REFUNDED", 1_000), line("REFUNDED", 2_500)];
    expect(ticketStatus(lines)).toBe("REFUNDED");
    expect(ticketPayoutCentavos(lines)).toBe(3_500);
  });
});
