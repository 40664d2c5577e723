import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN, idempotencyKeySchema } from "./idempotency.ts";

const issue = (input: unknown) => idempotencyKeySchema.safeParse(input).error?.issues[0]?.message;

describe("idempotencyKeySchema", () => {
  it("accepts 8 to 100 letters, digits and _ - : .", () => {
    for (const key of [
      "12345678",
      "a".repeat(100),
      "3f2b8c1e-9d4a-4e6f-8a7b-1c2d3e4f5a6b",
      "f12-b3-0af:x_y.z",
      "sim-load-1-0",
    ]) {
      expect(idempotencyKeySchema.parse(key)).toBe(key);
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    }
  });

  it("refuses keys too short, too long, with other characters or surrounding spaces", () => {
    for (const key of [
      "1234567",
      "a".repeat(101),
      "bad key!",
      " 12345678",
      "12345678 ",
      "clé-accentuée",
      "a/b/c/d/e",
      "",
    ]) {
      expect(issue(key)).toBe(IDEMPOTENCY_KEY_MESSAGE);
    }
  });

  it("says what is missing or of the wrong type", () => {
    expect(issue(undefined)).toBe("idempotencyKey is required");
    expect(issue(12345678)).toBe("idempotencyKey must be text");
    expect(issue(null)).toBe("idempotencyKey must be text");
  });
});
