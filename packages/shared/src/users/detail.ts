import { z } from "zod";

/** Commission fields of the user detail's account (spec section 3). */
export const COMMISSION_FIELDS = [
  "commission",
  "pick2Commission",
  "pick3Commission",
  "gameEndingCommission",
  "suertresCommission",
] as const;
export type CommissionField = (typeof COMMISSION_FIELDS)[number];

/** Amounts in the user detail are pesos with centavos (2 decimals), as shown to users. */
export const userAccountSchema = z.object({
  points: z.number(),
  commission: z.number(),
  pick2Commission: z.number(),
  pick3Commission: z.number(),
  gameEndingCommission: z.number(),
  suertresCommission: z.number(),
});

export const userDetailSchema = z.object({
  percentage: z.number(),
  refCode: z.string(),
  username: z.string(),
  type: z.string(),
  pick2Percentage: z.number(),
  pick3Percentage: z.number(),
  gameEndingPercentage: z.number(),
  suertresPercentage: z.number(),
  account: userAccountSchema,
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Sum of the five commission fields; a missing value counts as 0 (spec section 3). */
export function totalCommission(
  account: Partial<Record<CommissionField, number | null | undefined>> | null | undefined,
): number {
  if (!account) return 0;
  // Sum in centavos so that 0.1 + 0.2 style float drift never shows.
  const centavos = COMMISSION_FIELDS.reduce((sum, field) => sum + Math.round((Number(account[field]) || 0) * 100), 0);
  return centavos / 100;
}

/** The registration link plus the referral code (spec section 3). */
export function refUrl(registrationLink: string, refCode: string): string {
  return `${registrationLink}${refCode}`;
}

/** The registration link of this deployment: /auth/register?ref= on the given origin. */
export function registrationLink(origin: string): string {
  return `${origin.replace(/\/$/, "")}/auth/register?ref=`;
}

/** Who can bring players in through a referral link: admins, agents (token type `user`) and players; staff cannot. */
export function canRefer(type: string | null | undefined): boolean {
  return type === "admin" || type === "user" || type === "player" || isAgentStoredType(type);
}

/** The user detail's `type` carries an agent's stored type (incorporator, …) rather than `user`. */
function isAgentStoredType(type: string | null | undefined): boolean {
  return ["incorporator", "sub-operator", "master-agent", "gold-agent", "loader"].includes(type ?? "");
}
