import { describe, expect, it } from "vitest";
import {
  changeHistoryFilter,
  historyFiltersFromSearch,
  searchOfHistoryFilters,
  searchTerm,
} from "./history-filters.ts";

describe("history filters in the URL", () => {
  it("reads every game of the registry, number games included, and drops unknown values", () => {
    const filters = historyFiltersFromSearch(
      new URLSearchParams("game=pick3&status=WON&from=2026-11-01&to=bad&q=007&page=2&username=Gold"),
    );
    expect(filters).toEqual({
      page: 2,
      game: "pick3",
      status: "WON",
      from: "2026-11-01",
      to: undefined,
      q: "007",
      username: "gold",
    });
    expect(historyFiltersFromSearch(new URLSearchParams("game=poker&status=MAYBE&page=0"))).toMatchObject({
      page: 1,
      game: undefined,
      status: undefined,
    });
  });

  it("keeps a combination's leading zeros and takes a ticket number with its #", () => {
    expect(searchTerm(" 007 ")).toBe("007");
    expect(searchTerm("#42")).toBe("42");
    expect(searchTerm("12a")).toBeUndefined();
    expect(searchTerm("")).toBeUndefined();
  });

  it("writes only what is set and starts again from page 1 when a filter changes", () => {
    const next = changeHistoryFilter({ page: 3, game: "sabong", q: "12" }, { game: "suertres", q: undefined });
    expect(next).toEqual({ page: 1, game: "suertres" });
    expect(searchOfHistoryFilters(next).toString()).toBe("game=suertres");
    expect(searchOfHistoryFilters({ page: 2, q: "007" }).toString()).toBe("page=2&q=007");
  });
});
