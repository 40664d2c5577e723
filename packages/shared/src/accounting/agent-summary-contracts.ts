import { z } from "zod";
import { queryIdSchema } from "../contracts/common.ts";
import { centavosSchema } from "../contracts/fields.ts";
import { GAME_IDS } from "../games/registry.ts";
import { manilaDaySchema, rangeChecks } from "./contracts.ts";

/** `GET /api/user/summary`: an agent's downlines over a range (`agentId`: drill down into a downline's subtree). */
export const agentSummaryQuerySchema = rangeChecks(
  z.object({ from: manilaDaySchema, to: manilaDaySchema, agentId: queryIdSchema("agentId").optional() }),
);
export type AgentSummaryQuery = z.infer<typeof agentSummaryQuerySchema>;

export const gameFiguresSchema = z.object({
  game: z.enum(GAME_IDS),
  turnoverCentavos: centavosSchema,
  commissionCentavos: centavosSchema,
});

export const agentSummaryRowSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Shown type label (GOLD-AGENT, PLAYER, …). */
  label: z.string(),
  /** Has downlines of its own: the row drills down. */
  hasDownlines: z.boolean(),
  /** Stakes of the downline and everyone below it. */
  turnoverCentavos: centavosSchema,
  /** Commission the downline itself earned. */
  commissionCentavos: centavosSchema,
  byGame: z.array(gameFiguresSchema),
});
export type AgentSummaryRow = z.infer<typeof agentSummaryRowSchema>;

export const agentSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The agent whose downlines are listed, and the way down to it from the caller (breadcrumbs). */
  root: z.object({ userId: z.number().int(), username: z.string(), label: z.string() }),
  path: z.array(z.object({ userId: z.number().int(), username: z.string() })),
  rows: z.array(agentSummaryRowSchema),
  /**
   * The root's own figures over the range: its own stakes (a referring player's bets, an agent that plays) and the
   * commission it earned (what the caller earned, when the root is the caller), by game.
   */
  rootOwn: z.object({
    turnoverCentavos: centavosSchema,
    commissionCentavos: centavosSchema,
    byGame: z.array(gameFiguresSchema),
  }),
  /**
   * The lines of the table: turnover = the rows' plus the root's own stakes (the whole subtree, as the root's row one
   * level up); commission = the rows' (the root's own is `rootOwn`).
   */
  totals: z.object({
    turnoverCentavos: centavosSchema,
    commissionCentavos: centavosSchema,
    byGame: z.array(gameFiguresSchema),
  }),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

/** The root's own stakes as a line of the table (turnover only: its commission is reported on its own). */
export function ownBetsLine(summary: AgentSummary): AgentSummary["totals"] {
  return {
    turnoverCentavos: summary.rootOwn.turnoverCentavos,
    commissionCentavos: 0,
    byGame: summary.rootOwn.byGame.map((figures) => ({ ...figures, commissionCentavos: 0 })),
  };
}
