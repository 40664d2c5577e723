import { describe, expect, it } from "vitest";
import { listSearch } from "./list-search.ts";

describe("list filters → query string", () => {
  it("leaves out empty filters and trims text", () => {
    expect(listSearch({ q: " gold ", status: "", role: undefined, upline: null, page: 2, pageSize: 20 })).toBe(
      "q=gold&page=2&pageSize=20",
    );
    expect(listSearch({ q: "a&b", status: "active" })).toBe("q=a%26b&status=active");
    expect(listSearch({})).toBe("");
  });
});
