import {
  ID_NUMBER_HINTS,
  type IdentitySubmissionBody,
  type IdType,
  identitySubmissionBodySchema,
  isAdult,
  isIdType,
  MINIMUM_AGE_YEARS,
  normalizeIdNumber,
} from "@sabong/shared/identity";
import { isCalendarDate, manilaDateOf } from "@sabong/shared/time";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "../../lib/zod-resolver.ts";

export type YesNo = "yes" | "no" | "";

/** The identity form as typed: every field text, the three questions answered "yes" or "no". */
export type IdentityFormValues = {
  fullName: string;
  birthDate: string;
  address: string;
  nationality: string;
  occupation: string;
  governmentEmployee: YesNo;
  militaryOrPolice: YesNo;
  operatorEmployee: YesNo;
  mobile: string;
  idType: IdType | "";
  idNumber: string;
};

export const EMPTY_IDENTITY: IdentityFormValues = {
  fullName: "",
  birthDate: "",
  address: "",
  nationality: "Filipino",
  occupation: "",
  governmentEmployee: "",
  militaryOrPolice: "",
  operatorEmployee: "",
  mobile: "",
  idType: "",
  idNumber: "",
};

/** The barred categories, asked as plain questions (issue 21). */
export const BARRED_QUESTIONS = [
  { field: "governmentEmployee", question: "Do you work for the government (an official or an employee)?" },
  { field: "militaryOrPolice", question: "Are you a member of the military or the police?" },
  { field: "operatorEmployee", question: "Do you work for Sabong Live or its operator?" },
] as const;

const answer = (value: YesNo) => (value === "yes" ? true : value === "no" ? false : undefined);

/** The form's values as the contract's input: an empty field is a missing one (its message says "is required"). */
function toBodyInput(values: IdentityFormValues): Record<string, unknown> {
  const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text);
  return {
    fullName: blankToUndefined(values.fullName),
    birthDate: blankToUndefined(values.birthDate),
    address: blankToUndefined(values.address),
    nationality: blankToUndefined(values.nationality),
    occupation: blankToUndefined(values.occupation),
    governmentEmployee: answer(values.governmentEmployee),
    militaryOrPolice: answer(values.militaryOrPolice),
    operatorEmployee: answer(values.operatorEmployee),
    mobile: blankToUndefined(values.mobile),
    idType: values.idType === "" ? undefined : values.idType,
    idNumber: blankToUndefined(values.idNumber),
  };
}

const contract = zodResolver(
  identitySubmissionBodySchema as unknown as z.ZodType<IdentitySubmissionBody, Record<string, unknown>>,
);

/**
 * Every problem of the form at once, in the contract's plain words. The contract checks the ID number against its
 * type only once every other field is right, and has no clock; so the number's format and the age of 21 (on the
 * Manila calendar, `isAdult`) are added here, to show with the rest.
 */
export function identityResolver(
  nowMs: () => number = Date.now,
): Resolver<IdentityFormValues, unknown, IdentitySubmissionBody> {
  return async (values, context, options) => {
    const result = await contract(toBodyInput(values), context, options as never);
    const errors = { ...result.errors } as FieldErrors<IdentityFormValues>;
    if (!errors.idNumber && isIdType(values.idType) && values.idNumber.trim() !== "") {
      if (normalizeIdNumber(values.idType, values.idNumber) === null) {
        errors.idNumber = { type: "custom", message: ID_NUMBER_HINTS[values.idType] };
      }
    }
    if (!errors.birthDate && isCalendarDate(values.birthDate)) {
      const problem = ageProblem(values.birthDate, nowMs());
      if (problem) errors.birthDate = { type: "custom", message: problem };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as IdentitySubmissionBody, errors: {} };
  };
}

/** Why a birth date cannot be right or cannot play, on the Manila calendar; null when it can. */
export function ageProblem(birthDate: string, atMs: number): string | null {
  if (birthDate > manilaDateOf(new Date(atMs))) return "The date of birth is after today: check it";
  return isAdult(birthDate, atMs) ? null : `You must be ${MINIMUM_AGE_YEARS} or over to play`;
}
