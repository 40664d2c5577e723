import { describe, expect, it } from "vitest";
import {
  centavosToPesos,
  formatPesos,
  formatPesosOrDash,
  isCentavos,
  MAX_AMOUNT_CENTAVOS,
  pesosToCentavos,
} from "./centavos.ts";

describe("formatPesos: the one way amounts are shown", () => {
  it.each([
    [0, "0.00"],
    [-0, "0.00"],
    [1, "0.01"],
    [158_330, "1,583.30"],
    [100_000, "1,000.00"],
    [123_456_789, "1,234,567.89"],
    [-25_000, "-250.00"],
    [MAX_AMOUNT_CENTAVOS, "10,000,000,000.00"],
  ])("%i → %j", (value, text) => {
    expect(formatPesos(value)).toBe(text);
  });

  it("puts the peso sign in front when asked", () => {
    expect(formatPesos(400, { symbol: true })).toBe("₱4.00");
    expect(formatPesos(-400, { symbol: true })).toBe("-₱4.00");
  });

  it("writes a movement with its sign: + received, − (a true minus) paid, none for 0", () => {
    expect(formatPesos(100_000, { signed: true })).toBe("+1,000.00");
    expect(formatPesos(-25_000, { signed: true })).toBe("−250.00");
    expect(formatPesos(0, { signed: true })).toBe("0.00");
    expect(formatPesos(-25_000, { signed: true, symbol: true })).toBe("−₱250.00");
  });

  it("leaves out .00 on whole pesos only when asked", () => {
    expect(formatPesos(10_000, { dropZeroCentavos: true })).toBe("100");
    expect(formatPesos(100_000, { dropZeroCentavos: true })).toBe("1,000");
    expect(formatPesos(500_000, { dropZeroCentavos: true, symbol: true })).toBe("₱5,000");
    expect(formatPesos(100_050, { dropZeroCentavos: true })).toBe("1,000.50");
    expect(formatPesos(-20_000, { dropZeroCentavos: true })).toBe("-200");
  });

  it("writes a dash for an amount not known yet", () => {
    expect(formatPesosOrDash(null)).toBe("—");
    expect(formatPesosOrDash(15_833)).toBe("158.33");
    expect(formatPesosOrDash(0)).toBe("0.00");
  });
});

describe("pesos ↔ centavos numbers", () => {
  it("converts at the edges", () => {
    expect(pesosToCentavos(10.1)).toBe(1010);
    expect(pesosToCentavos(0.29)).toBe(29);
    expect(centavosToPesos(1010)).toBe(10.1);
    expect(() => pesosToCentavos(1e300)).toThrow(RangeError);
    expect(isCentavos(5)).toBe(true);
    expect(isCentavos(0.5)).toBe(false);
  });
});
