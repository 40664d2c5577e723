import { describe, expect, it } from "vitest";
import { type IdentitySubmissionInput, identitySubmissionBodySchema, reviewDecisionBodySchema } from "./contracts.ts";

const valid: IdentitySubmissionInput = {
  fullName: "  José Dela Cruz ",
  birthDate: "1990-04-15",
  address: "12 Rizal St, Quiapo, Manila",
  nationality: "Filipino",
  occupation: "Jeepney driver",
  governmentEmployee: false,
  militaryOrPolice: false,
  operatorEmployee: false,
  mobile: "0917 123 4567",
  idType: "passport",
  idNumber: "p1234567a",
};

/** The first message a body gets, or null when it passes. */
function messageOf(body: unknown): string | null {
  const parsed = identitySubmissionBodySchema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "?");
}

describe("the identity submission body", () => {
  it("a complete submission passes, trimmed, with the mobile and ID number in their canonical forms", () => {
    expect(identitySubmissionBodySchema.parse(valid)).toEqual({
      ...valid,
      fullName: "José Dela Cruz",
      mobile: "+639171234567",
      idNumber: "P1234567A",
    });
  });

  it("the barred questions are answered as they were (the server decides what a yes means)", () => {
    const body = identitySubmissionBodySchema.parse({ ...valid, governmentEmployee: true, operatorEmployee: true });
    expect(body).toMatchObject({ governmentEmployee: true, militaryOrPolice: false, operatorEmployee: true });
  });

  it.each([
    [{ fullName: undefined }, "Full name is required"],
    [{ fullName: "   " }, "Full name is required"],
    [{ fullName: "- 123 -" }, "Full name must have letters"],
    [{ fullName: "x".repeat(121) }, "Full name must be at most 120 characters"],
    [{ birthDate: undefined }, "Date of birth is required"],
    [{ birthDate: "15/04/1990" }, "Date of birth must look like 2001-01-31"],
    [{ birthDate: "1990-02-30" }, "Date of birth must look like 2001-01-31"],
    [{ birthDate: "1890-01-01" }, "Check the year of birth"],
    [{ address: "Here" }, "Address must be at least 5 characters"],
    [{ nationality: undefined }, "Nationality is required"],
    [{ occupation: 42 }, "Occupation must be text"],
    [{ governmentEmployee: undefined }, "Answer yes or no: do you work for the government?"],
    [{ militaryOrPolice: "no" }, "Answer yes or no: are you in the military or the police?"],
    [{ operatorEmployee: null }, "Answer yes or no: do you work for this operator?"],
    [{ mobile: "02 8123 4567" }, "Give a Philippine mobile number, like 0917 123 4567"],
    [{ mobile: undefined }, "Mobile number is required"],
    [{ idType: "sss" }, "Choose PhilSys, passport, driver's licence, UMID, PRC, postal or voter's ID"],
    [{ idNumber: "" }, "ID number is required"],
    [{ idNumber: "1234567" }, "A passport number looks like P1234567A"],
    [{ idType: "umid", idNumber: "P1234567A" }, "A UMID number has 12 digits, like 0111-2345678-9"],
  ])("%o is refused: %j", (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it("refuses what is not an object", () => {
    expect(identitySubmissionBodySchema.safeParse(null).success).toBe(false);
    expect(identitySubmissionBodySchema.safeParse("José").success).toBe(false);
  });
});

describe("a reviewer's decision body", () => {
  it("approve, reject with a reason, ask for more with a request, close with a reason", () => {
    expect(reviewDecisionBodySchema.parse({ kind: "approve" })).toEqual({ kind: "approve" });
    expect(reviewDecisionBodySchema.parse({ kind: "reject", reason: " Blurred " })).toEqual({
      kind: "reject",
      reason: "Blurred",
    });
    expect(reviewDecisionBodySchema.parse({ kind: "ask-for-more", request: "The back of the ID" })).toMatchObject({
      kind: "ask-for-more",
    });
  });

  it.each([
    [{ kind: "reject" }, "A reason the player will see is required"],
    [{ kind: "reject", reason: " " }, "A reason the player will see is required"],
    [{ kind: "ask-for-more", request: "x".repeat(501) }, "What the player should send must be at most 500 characters"],
    [{ kind: "close" }, "The reason for closing is required"],
    [{ kind: "maybe" }, "Choose approve, reject, ask for more or close"],
  ])("%o is refused: %j", (body, message) => {
    const parsed = reviewDecisionBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(message);
  });
});
