import { z } from "zod";
import { manilaDaySchema } from "../accounting/contracts.ts";
import { SIGNAL_KINDS } from "./signal.ts";

export const ALERT_STATUSES = ["new", "assigned", "benign", "confirmed"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Plain words for each signal, as the queue and the exports show them. */
export const SIGNAL_LABELS: Record<(typeof SIGNAL_KINDS)[number], string> = {
  "late-money": "Late money on one side",
  concentration: "Stakes from linked accounts",
  "staff-circle": "Staff's circle betting",
  "result-timing": "Winning stakes after the result was known",
  "cash-cycling": "Loaded, barely staked, withdrawn through another agent",
  structuring: "Many loads just under the reporting threshold",
  "large-transaction": "Large single movement",
  "large-daily-total": "Large daily total",
  "other-agent": "Winnings through another agent",
};

export const alertRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SIGNAL_KINDS),
  subject: z.string(),
  score: z.number().int(),
  contest: z.string().nullable(),
  accountIds: z.array(z.number().int()),
  accounts: z.array(z.object({ id: z.number().int(), username: z.string(), status: z.string() })),
  status: z.enum(ALERT_STATUSES),
  assignedTo: z.string().nullable(),
  raisedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRowSchema>;

export const alertListSchema = z.object({ alerts: z.array(alertRowSchema), openCount: z.number().int() });
export type AlertList = z.infer<typeof alertListSchema>;

export const alertNoteSchema = z.object({ id: z.number().int(), author: z.string(), body: z.string(), at: z.string() });
export const alertDetailSchema = alertRowSchema.extend({
  evidence: z.unknown(),
  notes: z.array(alertNoteSchema),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

export const alertListQuerySchema = z.object({
  status: z.enum(["open", "closed", "all"], { error: () => "Choose open, closed or all alerts" }).default("open"),
  kind: z.enum(SIGNAL_KINDS, { error: () => "Unknown kind of alert" }).optional(),
});

const note = z
  .string({ error: () => "Write a note" })
  .trim()
  .min(1, { error: "Write a note" })
  .max(2_000, { error: "Keep the note under 2,000 characters" });

export const alertNoteBodySchema = z.object({ body: note });
export const alertCloseBodySchema = z.object({
  outcome: z.enum(["benign", "confirmed"], { error: () => "Say whether the alert was benign or confirmed" }),
  note,
});
export const alertSuspendBodySchema = z.object({
  accountId: z
    .number({ error: () => "Choose the account to suspend" })
    .int()
    .positive(),
  reason: note,
});

/** The large-transactions report's day (a Manila calendar day). */
export const largeTransactionsQuerySchema = z.object({ day: manilaDaySchema });
