import { z } from "zod";

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

export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1, "Current password is required").max(128),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
