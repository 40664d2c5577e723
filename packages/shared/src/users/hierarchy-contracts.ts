import { z } from "zod";
import { passwordSchema, usernameSchema } from "../auth/contracts.ts";
import { AGENT_TYPES, TOKEN_TYPES } from "../auth/token.ts";
import { COMMISSION_BALANCE_LIST, type CommissionBalance } from "../commission/balances.ts";
import { queryIdSchema } from "../contracts/common.ts";
import { centavosSchema } from "../contracts/fields.ts";
import { pageOf, pageQueryFields } from "../contracts/paging.ts";
import { KYC_STATUSES } from "../identity/status.ts";
import { playerRestrictionSchema } from "../protection/player-restriction.ts";
import { agentTypeLabel } from "./labels.ts";

/** The percentage columns of a user, in basis points (250 = 2.5%): one per commission balance. */
export type RateField = CommissionBalance["rateField"];
export const RATE_FIELDS: readonly RateField[] = COMMISSION_BALANCE_LIST.map((b) => b.rateField);
export type Rates = Record<RateField, number>;

export const MAX_RATE_BP = 10_000;

const rateBpSchema = (field: RateField) =>
  z
    .number({ error: `${field} must be a number of basis points` })
    .int(`${field} must be a whole number of basis points (100 = 1%)`)
    .min(0, `${field} cannot be negative`)
    .max(MAX_RATE_BP, `${field} cannot be above ${MAX_RATE_BP} (100%)`);

export const ratesSchema = z.object({
  sabongBp: rateBpSchema("sabongBp"),
  pick2Bp: rateBpSchema("pick2Bp"),
  pick3Bp: rateBpSchema("pick3Bp"),
  gameEndingBp: rateBpSchema("gameEndingBp"),
  suertresBp: rateBpSchema("suertresBp"),
});

/** What a user may be created as, or filtered by: the token type, or the agent type for agents. */
export const USER_ROLES = ["admin", "staff", "staff2", "player", ...AGENT_TYPES] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ["pending", "active", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Roles a downline may be created as: every agent type and player. */
export const DOWNLINE_ROLES = [...AGENT_TYPES, "player"] as const;
export type DownlineRole = (typeof DOWNLINE_ROLES)[number];

/**
 * Who creates whom (docs/roles.md): each level creates the next one; every agent, loaders included, may also
 * create players directly under itself (players can register with any agent's referral link anyway).
 */
export function allowedDownlineRoles(creatorRole: string | null | undefined): readonly DownlineRole[] {
  switch (creatorRole) {
    case "admin":
      return ["incorporator"];
    case "incorporator":
      return ["sub-operator", "player"];
    case "sub-operator":
      return ["master-agent", "player"];
    case "master-agent":
      return ["gold-agent", "player"];
    case "gold-agent":
      return ["loader", "player"];
    case "loader":
      return ["player"];
    default:
      return [];
  }
}

/** The role of a user row: the agent type for agents, the token type otherwise. */
export function userRole(type: string, agentType: string | null | undefined): string {
  return type === "user" ? (agentType ?? "loader") : type;
}

/**
 * The label lists show: the spec's shown labels (one level above the stored type) for every agent, the loader
 * placeholder included (the spec's catch-all GOLD-AGENT, as its header says: one label for it everywhere).
 */
export function userRoleLabel(type: string, agentType: string | null | undefined): string {
  if (type !== "user") return type.toUpperCase();
  return agentTypeLabel(agentType);
}

const idSchema = queryIdSchema("id");
export const idParamsSchema = z.object({ id: idSchema });

export const pageQuerySchema = z.object(pageQueryFields({ maxPage: 100_000 }));

const searchSchema = z.string().trim().max(64, "Search text must be at most 64 characters").optional();

export const balancesSchema = z.object({
  pointsCentavos: centavosSchema,
  /** The five commission wallets summed. */
  commissionCentavos: centavosSchema,
});

export const hierarchyUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  type: z.enum(TOKEN_TYPES),
  role: z.string(),
  roleLabel: z.string(),
  status: z.enum(USER_STATUSES),
  uplineId: z.number().int().nullable(),
  uplineUsername: z.string().nullable(),
  refCode: z.string(),
  rates: ratesSchema,
  balances: balancesSchema,
  /** Direct downlines of this user. */
  downlineCounts: z.object({ agents: z.number().int(), players: z.number().int() }),
  createdAt: z.string(),
  /** A player's running time-out or self-exclusion (null: none; absent on other users). */
  restriction: playerRestrictionSchema.optional(),
  /** A player's identity status (issue 21: agents see it on their players' rows; absent on other users). */
  kycStatus: z.enum(KYC_STATUSES).optional(),
  /** A staff account's "compliance" permission (the identity review; absent on other users). */
  compliance: z.boolean().optional(),
});
export type HierarchyUser = z.infer<typeof hierarchyUserSchema>;
export const hierarchyUserPageSchema = pageOf(hierarchyUserSchema);
export type HierarchyUserPage = z.infer<typeof hierarchyUserPageSchema>;

/** GET /api/user/downlines: direct downlines of the caller, or of `uplineId` when it lies in the caller's tree. */
export const downlineQuerySchema = pageQuerySchema.extend({
  uplineId: queryIdSchema("uplineId").optional(),
  q: searchSchema,
  status: z.enum(USER_STATUSES).optional(),
});
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;

/** POST /api/user/downlines. Percentages left out are 0. */
export const createDownlineSchema = ratesSchema.partial().extend({
  username: usernameSchema,
  name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  password: passwordSchema,
  role: z.enum(DOWNLINE_ROLES, { error: `role must be one of ${DOWNLINE_ROLES.join(", ")}` }),
});
export type CreateDownline = z.infer<typeof createDownlineSchema>;

/** PATCH /api/user/downlines/:id: the percentages to change (at least one). */
export const updateRatesSchema = ratesSchema
  .partial()
  .refine((rates) => RATE_FIELDS.some((field) => rates[field] !== undefined), {
    message: `Give at least one of ${RATE_FIELDS.join(", ")}`,
  });
export type UpdateRates = z.infer<typeof updateRatesSchema>;

/** Suspend and reject may carry a reason; it is kept in the audit record. No body at all is fine (Fastify: null). */
export const reasonBodySchema = z
  .object({ reason: z.string().trim().max(200, "Reason must be at most 200 characters").optional() })
  .nullish();

/** GET /api/user/approvals: pending registrations in the caller's tree (everyone's for admins). */
export const approvalQuerySchema = pageQuerySchema.extend({ q: searchSchema });
export const approvalSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  referrerId: z.number().int().nullable(),
  referrerUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalPageSchema = pageOf(approvalSchema);

/** GET /api/user/players: players in the caller's tree; every player for admins, staff and staff2 (read only). */
export const playerQuerySchema = pageQuerySchema.extend({ q: searchSchema, status: z.enum(USER_STATUSES).optional() });

/** GET /api/admin/users. `upline` is the upline's username. */
export const adminUserQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(", ")}` }).optional(),
  upline: z.string().trim().toLowerCase().max(64).optional(),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;
export const adminUserPageSchema = hierarchyUserPageSchema;

/** POST /api/admin/users/:id/reset-password */
export const resetPasswordSchema = z.object({ newPassword: passwordSchema });

/** GET /api/admin/audit */
export const auditQuerySchema = pageQuerySchema.extend({
  entityType: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(64).optional(),
  /** The actor's username. */
  actor: z.string().trim().toLowerCase().max(64).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageSchema = pageOf(auditRowSchema);
