import { describe, expect, it } from "vitest";
import { dateRangeError, hasFilters, logQueryFromParams, logSearch, transferCodeLabel } from "./wallet-log.ts";

const fromUrl = (search: string) => logQueryFromParams(new URLSearchParams(search));

describe("wallet log filters → query string", () => {
  it("sends every set filter with the page to the API, and nothing empty", () => {
    expect(
      logSearch({
        from: "2025-01-01",
        to: "2025-01-31",
        code: "LOAD",
        counterparty: " gold ",
        account: "points",
        page: 3,
        pageSize: 50,
      }),
    ).toBe("from=2025-01-01&to=2025-01-31&code=LOAD&counterparty=gold&account=points&page=3&pageSize=50");
    expect(logSearch({ counterparty: "  ", account: "all", page: 1, pageSize: 20 })).toBe("page=1&pageSize=20");
    expect(logSearch({})).toBe("page=1&pageSize=20");
  });

  it("keeps the address bar plain: defaults left out", () => {
    expect(logSearch({ page: 1, pageSize: 20 }, true)).toBe("");
    expect(logSearch({ code: "MINT", page: 2, pageSize: 20 }, true)).toBe("code=MINT&page=2");
    expect(logSearch({ userId: 7, pageSize: 50 }, true)).toBe("userId=7&pageSize=50");
  });

  it("encodes what people type in the counterparty box", () => {
    expect(logSearch({ counterparty: "a&b=c d" }, true)).toBe("counterparty=a%26b%3Dc+d");
  });

  it("reads the address bar back with the shared contract, dropping bad values", () => {
    expect(fromUrl("from=2025-01-01&to=2025-02-01&code=WITHDRAW&counterparty=bank&account=commission&page=2")).toEqual({
      from: "2025-01-01",
      to: "2025-02-01",
      code: "WITHDRAW",
      counterparty: "bank",
      account: "commission",
      userId: undefined,
      page: 2,
      pageSize: 20,
    });
    expect(fromUrl("from=yesterday&to=2025-13-45&code=STEAL&account=bank&page=-1&pageSize=1000&userId=x")).toEqual({
      from: undefined,
      to: undefined,
      code: undefined,
      counterparty: undefined,
      account: undefined,
      userId: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(fromUrl("account=all&userId=12&pageSize=100").account).toBeUndefined();
    expect(fromUrl("userId=12&pageSize=100")).toMatchObject({ userId: 12, pageSize: 100 });
  });

  it("round-trips: URL → query → URL", () => {
    const search = "from=2025-03-01&code=COMMISSION_CONVERT&counterparty=gold&userId=4&page=5&pageSize=50";
    expect(logSearch(fromUrl(search), true)).toBe(search);
  });

  it("says when the range is backwards, and whether anything is filtered", () => {
    expect(dateRangeError({ from: "2025-02-01", to: "2025-01-31" })).not.toBeNull();
    expect(dateRangeError({ from: "2025-01-31", to: "2025-01-31" })).toBeNull();
    expect(dateRangeError({ from: "2025-01-31" })).toBeNull();
    expect(hasFilters({ userId: 3 })).toBe(false);
    expect(hasFilters({ code: "BET" })).toBe(true);
  });

  it("labels codes for people", () => {
    expect(transferCodeLabel("COMMISSION_CONVERT")).toBe("Commission convert");
    expect(transferCodeLabel("SOMETHING_NEW")).toBe("SOMETHING_NEW");
  });
});
