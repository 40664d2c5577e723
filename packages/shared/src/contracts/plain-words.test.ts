import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLabelOf, plainIssueMessage, plural } from "./plain-words.ts";

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected issues");
  return parsed.error.issues;
};

describe("plainIssueMessage", () => {
  const schema = z.object({
    name: z.string().max(120),
    lastCallSeconds: z.number().int().min(1).max(600),
    drawTimes: z.array(z.string()).min(1),
    status: z.enum(["UPCOMING", "OPEN"]),
    minStakeCentavos: z.number(),
    note: z.string().min(1),
    reason: z.string().min(3, "Give a reason of at least 3 characters"),
  });
  const messages = issuesOf(schema, {
    name: "x".repeat(121),
    lastCallSeconds: 0,
    drawTimes: [],
    status: "LATER",
    minStakeCentavos: Number.NaN,
    note: "",
    reason: "no",
  }).map((issue) => plainIssueMessage(issue));

  it("never shows zod's own wording, and shows every issue", () => {
    expect(messages).toEqual([
      "Name must be at most 120 characters",
      "Last call seconds must be at least 1",
      "Draw times needs at least 1 item",
      "Choose one of the offered values for status",
      "Min stake must be a number",
      "Note is required",
      "Give a reason of at least 3 characters",
    ]);
    for (const message of messages) expect(message).not.toMatch(/Too (big|small)|expected|Invalid input|[<>]=/);
  });

  it("asks for a whole number where a fraction was given", () => {
    const [issue] = issuesOf(z.object({ pageSize: z.number().int() }), { pageSize: 1.5 });
    if (!issue) throw new Error("no issue");
    expect(plainIssueMessage(issue)).toBe("Page size must be a whole number");
  });

  it("takes the screen's label for the field", () => {
    const [issue] = issuesOf(z.object({ lastCallSeconds: z.number().max(600) }), { lastCallSeconds: 900 });
    if (!issue) throw new Error("no issue");
    expect(plainIssueMessage(issue, "Last call (seconds)")).toBe("Last call (seconds) must be at most 600");
  });

  it("reads a field's label from its key", () => {
    expect(fieldLabelOf("eventDate")).toBe("Event date");
    expect(fieldLabelOf("maxStakeCentavos")).toBe("Max stake");
    expect(fieldLabelOf(undefined)).toBe("This value");
  });
});

describe("plural", () => {
  it.each([
    [0, "0 tickets"],
    [1, "1 ticket"],
    [2, "2 tickets"],
    [1_500, "1,500 tickets"],
  ])("%d → %s", (count, text) => {
    expect(plural(count, "ticket")).toBe(text);
  });

  it("takes an irregular plural", () => {
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(plural(3, "entry", "entries")).toBe("3 entries");
  });
});
