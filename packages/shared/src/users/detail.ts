import { z } from "zod";
import { COMMISSION_BALANCE_LIST, type CommissionBalance, type CommissionGame } from "../commission/balances.ts";
import { pesosToCentavos } from "../money/centavos.ts";
import { percentToBasisPoints } from "../money/text.ts";
import { playerRestrictionSchema } from "../protection/player-restriction.ts";

/** Commission fields of the user detail's account (spec section 3), one per commission balance. */
export type CommissionField = CommissionBalance["amountField"];
export const COMMISSION_FIELDS: readonly CommissionField[] = COMMISSION_BALANCE_LIST.map((b) => b.amountField);
/** Percentage fields of the user detail, one per commission balance (2.5 means 2.5%). */
export type PercentageField = CommissionBalance["percentageField"];

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
  /** A player's running time-out or self-exclusion (null: none), so the web shows the restricted view. */
  restriction: playerRestrictionSchema.optional(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** A user-detail amount (pesos, 2 decimals; missing is 0) → centavos, exactly. */
const detailCentavos = (pesos: number | null | undefined) => pesosToCentavos(Number(pesos) || 0);

/**
 * totalCommission (spec section 3): the five commission fields summed, a missing value as 0, in centavos. Summed
 * in centavos so that 0.1 + 0.2 style float drift never shows.
 */
export function totalCommissionCentavos(
  account: Partial<Record<CommissionField, number | null | undefined>> | null | undefined,
): number {
  if (!account) return 0;
  return COMMISSION_FIELDS.reduce((sum, field) => sum + detailCentavos(account[field]), 0);
}

export type GameCommission = { game: CommissionGame; label: string; rateBp: number; centavos: number };

/** The user's commission per balance (the detail carries pesos and percentages), with its rate and label. */
export function commissionByGame(
  detail: Pick<UserDetail, PercentageField> & { account: Pick<UserDetail["account"], CommissionField> },
): GameCommission[] {
  return COMMISSION_BALANCE_LIST.map((balance) => ({
    game: balance.game,
    label: balance.label,
    rateBp: percentToBasisPoints(detail[balance.percentageField]),
    centavos: detailCentavos(detail.account[balance.amountField]),
  }));
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
