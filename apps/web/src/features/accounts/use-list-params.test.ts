import { describe, expect, it } from "vitest";
import { pageParam } from "./use-list-params.ts";

describe("list page from the address bar", () => {
  it("reads a page number, falling back on junk", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("2.5")).toBe(1);
    expect(pageParam("x", 4)).toBe(4);
  });
});
