import { MAX_AMOUNT_CENTAVOS } from "@sabong/shared";
import { describe, expect, it } from "vitest";
import {
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  bpToInput,
  centavosToInput,
  centavosToPesosInput,
  formatBp,
  parsePercentInput,
  parsePercentRate,
  parsePesosAmount,
  parsePesosInput,
  percentToBp,
} from "./money-input.ts";

describe("parsePesosInput", () => {
  it.each([
    ["500", 50_000],
    ["1,000", 100_000],
    ["1000.5", 100_050],
    ["1,583.30", 158_330],
    ["₱ 2,500.05", 250_005],
    [" 100 ", 10_000],
    [".5", 50],
    ["0.01", 1],
    ["12,345,678", 1_234_567_800],
    ["10.", 1_000],
  ])("reads %j as %i centavos", (text, centavos) => {
    expect(parsePesosInput(text)).toEqual({ ok: true, centavos });
  });

  it("does no float arithmetic (0.29 pesos is 29 centavos, not 28.999…)", () => {
    expect(parsePesosInput("0.29")).toEqual({ ok: true, centavos: 29 });
    expect(parsePesosInput("1.15")).toEqual({ ok: true, centavos: 115 });
  });

  it.each(["-100", "1.005", "abc", "1,00", "10,0000", "1.2.3", "1e3", "0", "0.00", "+5"])("refuses %j", (text) => {
    expect(parsePesosInput(text)).toEqual({ ok: false, message: AMOUNT_INVALID_MESSAGE });
  });

  it("asks for an amount when the field is empty", () => {
    expect(parsePesosInput("   ")).toEqual({ ok: false, message: AMOUNT_REQUIRED_MESSAGE });
  });

  it("refuses amounts beyond safe integers", () => {
    expect(parsePesosInput("999999999999999999").ok).toBe(false);
  });
});

describe("form conversions", () => {
  it("shows centavos as editable pesos", () => {
    expect(centavosToPesosInput(50_000)).toBe("500");
    expect(centavosToPesosInput(150_050)).toBe("1500.50");
    expect(centavosToPesosInput(5)).toBe("0.05");
  });

  it("reads percents as basis points", () => {
    expect(parsePercentInput("5")).toBe(500);
    expect(parsePercentInput("5.25%")).toBe(525);
    expect(parsePercentInput("0")).toBe(0);
    expect(parsePercentInput("x")).toBeNull();
    expect(parsePercentInput("1.234")).toBeNull();
  });
});

const centavos = (text: string) => {
  const parsed = parsePesosAmount(text);
  if (!parsed.ok) throw new Error(`refused ${text}: ${parsed.error}`);
  return parsed.value;
};
const refusal = (text: string) => {
  const parsed = parsePesosAmount(text);
  return parsed.ok ? null : parsed.error;
};

describe("pesos typed → centavos", () => {
  it("reads whole pesos, centavos and thousands separators", () => {
    expect(centavos("1000")).toBe(100_000);
    expect(centavos("1,000")).toBe(100_000);
    expect(centavos("1,234,567.89")).toBe(123_456_789);
    expect(centavos("1000.5")).toBe(100_050);
    expect(centavos("0.01")).toBe(1);
    expect(centavos(".5")).toBe(50);
    expect(centavos(" ₱ 2,500.75 ")).toBe(250_075);
    expect(centavos("PHP 20")).toBe(2_000);
  });

  it("is exact where floating point is not (0.29 × 100 = 28.999…)", () => {
    expect(centavos("0.29")).toBe(29);
    expect(centavos("1.15")).toBe(115);
    expect(centavos("4.35")).toBe(435);
    expect(centavos("9999999999.99")).toBe(999_999_999_999);
    expect(centavos("10,000,000,000")).toBe(MAX_AMOUNT_CENTAVOS);
    for (let c = 1; c < 2_000; c += 7) expect(centavos(centavosToInput(c))).toBe(c);
  });

  it("refuses anything that is not exactly an amount, instead of guessing", () => {
    expect(refusal("")).toBe("Enter an amount");
    expect(refusal("   ")).toBe("Enter an amount");
    expect(refusal("0")).toBe("The amount must be more than zero");
    expect(refusal("0.00")).toBe("The amount must be more than zero");
    expect(refusal("-5")).toBe("The amount must be more than zero");
    expect(refusal("10.005")).toBe("Use at most 2 decimals (centavos)");
    expect(refusal("1e3")).not.toBeNull();
    expect(refusal("12abc")).not.toBeNull();
    expect(refusal("1,00")).not.toBeNull();
    expect(refusal("1,0000")).not.toBeNull();
    expect(refusal("1.")).not.toBeNull();
    expect(refusal("Infinity")).not.toBeNull();
    expect(refusal("0x10")).not.toBeNull();
  });

  it("refuses amounts above the API's largest movement, however many digits", () => {
    expect(refusal("10000000000.01")).toBe("The amount is too large");
    expect(refusal("99999999999")).toBe("The amount is too large");
    expect(refusal("9".repeat(400))).toBe("The amount is too large");
  });

  it("writes centavos back as field text", () => {
    expect(centavosToInput(100_050)).toBe("1000.50");
    expect(centavosToInput(7)).toBe("0.07");
    expect(centavosToInput(0)).toBe("0.00");
  });
});

describe("percentages typed → basis points", () => {
  const bp = (text: string, max?: number) => parsePercentRate(text, max);

  it("reads percentages with up to 2 decimals; empty is 0", () => {
    expect(bp("2.5")).toEqual({ ok: true, value: 250 });
    expect(bp("2.5%")).toEqual({ ok: true, value: 250 });
    expect(bp("0.07")).toEqual({ ok: true, value: 7 });
    expect(bp(".5")).toEqual({ ok: true, value: 50 });
    expect(bp("10")).toEqual({ ok: true, value: 1000 });
    expect(bp("100")).toEqual({ ok: true, value: 10_000 });
    expect(bp("")).toEqual({ ok: true, value: 0 });
  });

  it("refuses negative, malformed, too precise and above the cap", () => {
    expect(bp("-1").ok).toBe(false);
    expect(bp("2.555").ok).toBe(false);
    expect(bp("abc").ok).toBe(false);
    expect(bp("100.01").ok).toBe(false);
    expect(bp("4.01", 400)).toEqual({ ok: false, error: "At most 4%" });
    expect(bp("4", 400)).toEqual({ ok: true, value: 400 });
  });

  it("formats and round-trips basis points", () => {
    expect(formatBp(250)).toBe("2.5%");
    expect(formatBp(7)).toBe("0.07%");
    expect(bpToInput(250)).toBe("2.5");
    expect(bpToInput(7)).toBe("0.07");
    expect(bpToInput(400)).toBe("4");
    expect(bpToInput(1005)).toBe("10.05");
    for (let value = 0; value <= 10_000; value += 13) expect(bp(bpToInput(value))).toEqual({ ok: true, value });
    expect(percentToBp(2.5)).toBe(250);
    expect(percentToBp(0.29)).toBe(29);
    expect(percentToBp(undefined)).toBe(0);
  });
});
