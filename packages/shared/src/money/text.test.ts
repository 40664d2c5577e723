import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTAVOS } from "./centavos.ts";
import {
  basisPointsToText,
  centavosToPesosText,
  formatBasisPoints,
  PESOS_REFUSAL_MESSAGES,
  parsePercent,
  parsePesos,
  percentToBasisPoints,
} from "./text.ts";

const centavos = (text: string, max?: number) => {
  const parsed = parsePesos(text, max);
  if (!parsed.ok) throw new Error(`refused ${text}: ${parsed.message}`);
  return parsed.centavos;
};
const reason = (text: string, max?: number) => {
  const parsed = parsePesos(text, max);
  return parsed.ok ? null : parsed.reason;
};

describe("parsePesos: pesos typed → whole centavos", () => {
  it.each([
    ["500", 50_000],
    ["1000", 100_000],
    ["1,000", 100_000],
    ["1000.5", 100_050],
    ["1,583.30", 158_330],
    ["1,234,567.89", 123_456_789],
    ["12,345,678", 1_234_567_800],
    ["₱ 2,500.05", 250_005],
    [" ₱ 2,500.75 ", 250_075],
    ["PHP 20", 2_000],
    ["php20", 2_000],
    [" 100 ", 10_000],
    [".5", 50],
    [".05", 5],
    ["0.01", 1],
    ["007", 700],
    ["0,001", 100],
    ["00.50", 50],
  ])("reads %j as %i centavos", (text, expected) => {
    expect(parsePesos(text)).toEqual({ ok: true, centavos: expected });
  });

  it("does no float arithmetic (0.29 pesos is 29 centavos, not 28.999…)", () => {
    expect(centavos("0.29")).toBe(29);
    expect(centavos("1.15")).toBe(115);
    expect(centavos("4.35")).toBe(435);
    expect(centavos("9999999999.99")).toBe(999_999_999_999);
    for (let c = 1; c < 5_000; c += 7) expect(centavos(centavosToPesosText(c))).toBe(c);
  });

  it("takes the API's largest amount and refuses one centavo more, however many digits", () => {
    expect(centavos("10,000,000,000")).toBe(MAX_AMOUNT_CENTAVOS);
    expect(reason("10000000000.01")).toBe("TOO_LARGE");
    expect(reason("99999999999")).toBe("TOO_LARGE");
    expect(reason("999999999999999999")).toBe("TOO_LARGE");
    expect(reason("9".repeat(400))).toBe("TOO_LARGE");
    expect(centavos(`${"0".repeat(30)}1`)).toBe(100);
  });

  it("honours a lower cap", () => {
    expect(centavos("50", 5_000)).toBe(5_000);
    expect(reason("50.01", 5_000)).toBe("TOO_LARGE");
    expect(reason("100", 5_000)).toBe("TOO_LARGE");
  });

  it.each([
    ["", "EMPTY"],
    ["   ", "EMPTY"],
    ["₱", "EMPTY"],
    ["0", "NOT_POSITIVE"],
    ["0.00", "NOT_POSITIVE"],
    [".0", "NOT_POSITIVE"],
    ["000", "NOT_POSITIVE"],
    ["-5", "NOT_POSITIVE"],
    ["-100", "NOT_POSITIVE"],
    ["10.005", "TOO_PRECISE"],
    ["1.005", "TOO_PRECISE"],
    ["12.345", "TOO_PRECISE"],
    ["1,000.123", "TOO_PRECISE"],
    ["1e3", "MALFORMED"],
    ["12abc", "MALFORMED"],
    ["abc", "MALFORMED"],
    ["1,00", "MALFORMED"],
    ["1,0000", "MALFORMED"],
    ["10,0000", "MALFORMED"],
    ["1.2.3", "MALFORMED"],
    ["1.", "MALFORMED"],
    ["10.", "MALFORMED"],
    [".", "MALFORMED"],
    ["+5", "MALFORMED"],
    ["Infinity", "MALFORMED"],
    ["0x10", "MALFORMED"],
    [",100", "MALFORMED"],
  ] as const)("refuses %j (%s) with its message", (text, why) => {
    expect(parsePesos(text)).toEqual({ ok: false, reason: why, message: PESOS_REFUSAL_MESSAGES[why] });
  });

  it("says what is wrong in words", () => {
    expect(PESOS_REFUSAL_MESSAGES).toEqual({
      EMPTY: "Enter an amount",
      NOT_POSITIVE: "The amount must be more than zero",
      TOO_PRECISE: "Use at most 2 decimals (centavos)",
      MALFORMED: "Enter an amount in pesos, like 1,000.50",
      TOO_LARGE: "The amount is too large",
    });
  });
});

describe("centavosToPesosText: centavos → field text", () => {
  it.each([
    [50_000, "500"],
    [150_050, "1500.50"],
    [100_050, "1000.50"],
    [5, "0.05"],
    [7, "0.07"],
    [10, "0.10"],
    [0, "0"],
    [-250, "-2.50"],
    [-200, "-2"],
    [MAX_AMOUNT_CENTAVOS, "10000000000"],
  ])("%i → %j", (value, text) => {
    expect(centavosToPesosText(value)).toBe(text);
  });
});

describe("parsePercent: percentages typed → basis points", () => {
  const bp = (text: string, max?: number) => parsePercent(text, max);

  it.each([
    ["2.5", 250],
    ["2.5%", 250],
    [" 5.25 % ", 525],
    ["5.25%", 525],
    ["5", 500],
    ["0.07", 7],
    [".5", 50],
    ["0", 0],
    ["10", 1000],
    ["100", 10_000],
    ["007", 700],
  ])("reads %j as %i bp", (text, value) => {
    expect(bp(text)).toEqual({ ok: true, bp: value });
  });

  it("refuses empty, negative, malformed, too precise and above the cap, each with its reason", () => {
    expect(bp("")).toMatchObject({ ok: false, reason: "EMPTY" });
    expect(bp(" % ")).toMatchObject({ ok: false, reason: "EMPTY" });
    expect(bp("-1")).toEqual({ ok: false, reason: "NEGATIVE", message: "A percentage cannot be negative" });
    for (const text of ["2.555", "1.234", "abc", "x", "1e2", "5.", "1,000", "1000"]) {
      expect(bp(text)).toEqual({
        ok: false,
        reason: "MALFORMED",
        message: "Enter a percentage like 2.5 (at most 2 decimals)",
      });
    }
    expect(bp("100.01")).toEqual({ ok: false, reason: "ABOVE_MAX", message: "At most 100%" });
    expect(bp("4.01", 400)).toEqual({ ok: false, reason: "ABOVE_MAX", message: "At most 4%" });
    expect(bp("4", 400)).toEqual({ ok: true, bp: 400 });
    expect(bp("2.51", 250)).toMatchObject({ reason: "ABOVE_MAX", message: "At most 2.5%" });
  });
});

describe("basis points ↔ text", () => {
  it.each([
    [250, "2.5", "2.5%"],
    [525, "5.25", "5.25%"],
    [500, "5", "5%"],
    [7, "0.07", "0.07%"],
    [10, "0.1", "0.1%"],
    [0, "0", "0%"],
    [10_000, "100", "100%"],
    [400, "4", "4%"],
    [1005, "10.05", "10.05%"],
  ])("%i bp is %j in a field and %j on screen", (value, field, shown) => {
    expect(basisPointsToText(value)).toBe(field);
    expect(formatBasisPoints(value)).toBe(shown);
    const parsed = parsePercent(field);
    expect(parsed.ok && parsed.bp).toBe(value);
  });

  it("round-trips every rate through its field text", () => {
    for (let value = 0; value <= 10_000; value += 13)
      expect(parsePercent(basisPointsToText(value))).toEqual({ ok: true, bp: value });
  });

  it("reads the user detail's percentages exactly", () => {
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(percentToBasisPoints(2.5)).toBe(250);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(4.35)).toBe(435);
    expect(percentToBasisPoints(null)).toBe(0);
    expect(percentToBasisPoints(undefined)).toBe(0);
    expect(percentToBasisPoints(Number.NaN)).toBe(0);
  });
});
