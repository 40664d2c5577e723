import { z } from "zod";
import { isCalendarDate } from "../time/manila.ts";
import { normalizeMobile } from "./mobile.ts";

// The two identity fields registration asks too, apart from the identity contracts so the sign-in page's bundle
// carries these alone (apps/web/build/budget.ts).

/** A date of birth, YYYY-MM-DD (the age is the server's: a contract has no clock). Also registration's. */
export const birthDateSchema = z
  .string({ error: () => "Date of birth is required" })
  .refine(isCalendarDate, "Date of birth must look like 2001-01-31")
  .refine((date) => date >= "1900-01-01", "Check the year of birth");

/** A Philippine mobile number in any usual writing, answered in its canonical form (+639171234567). */
export const mobileSchema = z
  .string({ error: () => "Mobile number is required" })
  .max(40, "Give a Philippine mobile number, like 0917 123 4567")
  .refine((m) => normalizeMobile(m) !== null, "Give a Philippine mobile number, like 0917 123 4567")
  .transform((m) => normalizeMobile(m) as string);
