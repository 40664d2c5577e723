import { describe, expect, it } from "vitest";
import {
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  centavosToPesosInput,
  parsePercentInput,
  parsePesosInput,
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
