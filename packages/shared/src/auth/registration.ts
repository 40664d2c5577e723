import { z } from "zod";
import { birthDateSchema, mobileSchema } from "../identity/person-fields.ts";
import { passwordSchema, usernameSchema } from "./contracts.ts";

// Registration apart from the sign-in contracts: the sign-in page's bundle does not carry its identity fields.

export const registrationSchema = z.object({
  username: usernameSchema,
  name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  password: passwordSchema,
  refCode: z
    .string({ error: () => "A referral code is required to register" })
    .trim()
    .min(1, "A referral code is required to register")
    .max(32, "A referral code has at most 32 characters"),
  /** YYYY-MM-DD; under 21 in Manila time is refused by the server (it has the clock). */
  birthDate: birthDateSchema,
  /** Any usual writing of a Philippine mobile; stored canonical (+639171234567). */
  mobile: mobileSchema,
});
export type Registration = z.infer<typeof registrationSchema>;
