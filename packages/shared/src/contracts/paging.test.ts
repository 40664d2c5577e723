import { describe, expect, it } from "vitest";
import { z } from "zod";
import { betHistoryQuerySchema } from "../betting/bet-contracts.ts";
import { pageQuerySchema } from "../users/hierarchy-contracts.ts";
import { walletLogQuerySchema } from "../wallet/contracts.ts";
import {
  BET_PAGE_SIZE_MAX,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  pageOf,
  pageQueryFields,
  pageSizeOrDefault,
} from "./paging.ts";

describe("page limits", () => {
  it("defaults to page 1 of 20 and caps page sizes", () => {
    const schema = z.object(pageQueryFields());
    expect(schema.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(schema.parse({ page: "3", pageSize: "50" })).toEqual({ page: 3, pageSize: 50 });
    expect(schema.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(schema.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(schema.safeParse({ page: 0 }).success).toBe(false);
    expect(schema.safeParse({ page: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ page: 10_000_000 }).success).toBe(true);
  });

  it("lets a list set its own largest page and page number", () => {
    const schema = z.object(pageQueryFields({ maxPageSize: 200, maxPage: 5 }));
    expect(schema.parse({ pageSize: 200 }).pageSize).toBe(200);
    expect(schema.safeParse({ pageSize: 201 }).success).toBe(false);
    expect(schema.safeParse({ page: 6 }).success).toBe(false);
  });

  it("is what every list contract uses", () => {
    expect(betHistoryQuerySchema.parse({}).pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(betHistoryQuerySchema.safeParse({ pageSize: BET_PAGE_SIZE_MAX }).success).toBe(true);
    expect(betHistoryQuerySchema.safeParse({ pageSize: BET_PAGE_SIZE_MAX + 1 }).success).toBe(false);
    expect(walletLogQuerySchema.parse({}).pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(walletLogQuerySchema.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: 100_001 }).success).toBe(false);
    expect(Math.max(...PAGE_SIZE_OPTIONS)).toBe(MAX_PAGE_SIZE);
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PAGE_SIZE);
  });

  it.each([
    ["50", 100, 50],
    ["100", 100, 100],
    ["101", 100, DEFAULT_PAGE_SIZE],
    ["200", 200, 200],
    ["0", 100, DEFAULT_PAGE_SIZE],
    ["-5", 100, DEFAULT_PAGE_SIZE],
    ["2.5", 100, DEFAULT_PAGE_SIZE],
    ["abc", 100, DEFAULT_PAGE_SIZE],
    ["", 100, DEFAULT_PAGE_SIZE],
    [null, 100, DEFAULT_PAGE_SIZE],
    [30, 100, 30],
  ])("reads a page size %j (max %i) as %i", (value, max, expected) => {
    expect(pageSizeOrDefault(value, max)).toBe(expected);
  });

  it("describes a page of rows", () => {
    const page = pageOf(z.object({ id: z.number() }));
    expect(page.parse({ items: [{ id: 1 }], total: 1, page: 1, pageSize: 20 }).items).toEqual([{ id: 1 }]);
    expect(page.safeParse({ items: [], total: 1.5, page: 1, pageSize: 20 }).success).toBe(false);
  });
});
