import { describe, expect, it } from "vitest";
import { listSearch, pageParam } from "./query-string.ts";

describe("list filters → query string", () => {
  it("leaves out empty filters and trims text", () => {
    expect(listSearch({ q: " gold ", status: "", role: undefined, upline: null, page: 2, pageSize: 20 })).toBe(
      "q=gold&page=2&pageSize=20",
    );
    expect(listSearch({ q: "a&b", status: "active" })).toBe("q=a%26b&status=active");
    expect(listSearch({})).toBe("");
  });

  it("reads a page number, falling back on junk", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("2.5")).toBe(1);
    expect(pageParam("x", 4)).toBe(4);
  });
});
