import { describe, expect, it } from "vitest";
import { betListQuery } from "./bet-list-query.ts";

describe("bet list query", () => {
  it("sends the filters that are set with the page size; the player's game is in the path", () => {
    expect(betListQuery({ page: 2, eventId: 5, status: "PENDING", game: "apple" }, { includeGame: false })).toBe(
      "page=2&pageSize=20&eventId=5&status=PENDING",
    );
    expect(betListQuery({ page: 1, game: "apple", username: "juan" }, { includeGame: true })).toBe(
      "page=1&pageSize=20&username=juan&game=apple",
    );
  });
});
