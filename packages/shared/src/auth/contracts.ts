import { z } from "zod";
import { birthDateSchema, mobileSchema } from "../identity/contracts.ts";

export const USERNAME_PATTERN = /^[a-z0-9_.-]+$/;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(USERNAME_PATTERN, "Username may only use letters, digits, '.', '_' and '-'");

export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const credentialsSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(128),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string() });

export const registrationSchema = z.object({
  username: usernameSchema,
  name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  password: passwordSchema,
  refCode: z.string().trim().min(1, "A referral code is required to register").max(32),
  /** YYYY-MM-DD; under 21 in Manila time is refused by the server (it has the clock). */
  birthDate: birthDateSchema,
  /** Any usual writing of a Philippine mobile; stored canonical (+639171234567). */
  mobile: mobileSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1, "Current password is required").max(128),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
