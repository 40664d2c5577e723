import { describe, expect, it } from "vitest";
import { ageProblem, EMPTY_IDENTITY, type IdentityFormValues, identityResolver } from "./identity-form.ts";

const NOW = Date.parse("2026-11-27T06:00:00Z");
const resolve = (values: IdentityFormValues) =>
  identityResolver(() => NOW)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const FILLED: IdentityFormValues = {
  fullName: "Juan Dela Cruz",
  birthDate: "1990-05-01",
  address: "12 Rizal St, Quezon City",
  nationality: "Filipino",
  occupation: "Driver",
  governmentEmployee: "no",
  militaryOrPolice: "no",
  operatorEmployee: "no",
  mobile: "0917 123 4567",
  idType: "passport",
  idNumber: "P1234567A",
};

describe("identityResolver", () => {
  it("shows every problem of an empty form at once, in plain words", async () => {
    const { errors } = await resolve({ ...EMPTY_IDENTITY, nationality: "" });
    const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
    expect(messages).toMatchObject({
      fullName: "Full name is required",
      birthDate: "Date of birth is required",
      address: "Address is required",
      governmentEmployee: "Answer yes or no: do you work for the government?",
      militaryOrPolice: "Answer yes or no: are you in the military or the police?",
      operatorEmployee: "Answer yes or no: do you work for this operator?",
      mobile: "Mobile number is required",
      idNumber: "ID number is required",
    });
    expect(messages.idType).toMatch(/^Choose PhilSys/);
  });

  it("says what an ID number of its type looks like, beside the other problems", async () => {
    const { errors } = await resolve({ ...FILLED, fullName: "", idNumber: "12" });
    expect(errors.idNumber?.message).toBe("A passport number looks like P1234567A");
    expect(errors.fullName?.message).toBe("Full name is required");
  });

  it("gives the contract's body when all is right: yes/no as booleans, the mobile and number normalised", async () => {
    const { values, errors } = await resolve({ ...FILLED, idNumber: "p1234567a", governmentEmployee: "yes" });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ mobile: "+639171234567", idNumber: "P1234567A", governmentEmployee: true });
  });

  it("refuses a player under 21 on the Manila calendar", async () => {
    const { errors } = await resolve({ ...FILLED, birthDate: "2006-01-01" });
    expect(errors.birthDate?.message).toBe("You must be 21 or over to play");
  });
});

describe("ageProblem", () => {
  it("counts the 21st birthday from 00:00 Manila", () => {
    expect(ageProblem("2005-11-27", Date.parse("2026-11-26T15:59:59Z"))).toBe("You must be 21 or over to play");
    expect(ageProblem("2005-11-27", Date.parse("2026-11-26T16:00:00Z"))).toBeNull();
    expect(ageProblem("2027-01-01", NOW)).toBe("The date of birth is after today: check it");
  });
});
