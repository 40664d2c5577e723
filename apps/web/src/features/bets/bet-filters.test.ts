import { describe, expect, it } from "vitest";
import { changeFilter, filtersFromSearch, searchFromFilters } from "./bet-filters.ts";

describe("bet list filters", () => {
  it("read the URL, ignoring anything malformed", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        "page=3&eventId=12&status=WON&from=2025-05-01&to=bad&game=apple&username=No%20Such!&fightId=x",
      ),
    );
    expect(filters).toEqual({
      page: 3,
      eventId: 12,
      fightId: undefined,
      username: undefined,
      status: "WON",
      from: "2025-05-01",
      to: undefined,
      game: "apple",
    });
    expect(filtersFromSearch(new URLSearchParams("status=MAYBE&page=0")).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams("status=MAYBE")).status).toBeUndefined();
  });

  it("write only what is set, without page 1", () => {
    expect(searchFromFilters({ page: 1, status: "LOST", eventId: undefined }).toString()).toBe("status=LOST");
    expect(searchFromFilters({ page: 2, eventId: 5 }).toString()).toBe("page=2&eventId=5");
  });

  it("go back to page 1 on any change, and drop the fight when the event changes", () => {
    expect(changeFilter({ page: 4, eventId: 5, fightId: 9 }, { status: "WON" })).toEqual({
      page: 1,
      eventId: 5,
      fightId: 9,
      status: "WON",
    });
    expect(changeFilter({ page: 4, eventId: 5, fightId: 9 }, { eventId: 6 })).toEqual({ page: 1, eventId: 6 });
    expect(changeFilter({ page: 2, game: "sabong", eventId: 5 }, { game: "apple" })).toEqual({
      page: 1,
      game: "apple",
    });
  });
});
