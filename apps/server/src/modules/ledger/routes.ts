import { adminGuard } from "@sabong/shared/auth";
import { z } from "zod";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { checkLedger } from "./check.ts";

/** The report of `checkLedger`, as `npm run ledger:check` prints it. */
const ledgerCheckReportSchema = z.object({
  ok: z.boolean(),
  violations: z.array(z.string()),
  transfers: z.number().int(),
  accounts: z.number().int(),
  userTotalCentavos: z.number().int(),
  systemTotalCentavos: z.number().int(),
  bankCentavos: z.number().int(),
  openDebtCentavos: z.number().int(),
});

/**
 * GET /api/admin/ledger/check: the ledger check on the live database. With PGlite the server process holds the
 * database, so `npm run ledger:check` cannot open it while the server runs; this route runs the same check there.
 * Read-only, one snapshot; answers 200 with `ok: false` and the violations when the ledger is broken.
 */
export function registerLedgerRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/admin/ledger/check",
    {
      preHandler: requireGuard(ctx, adminGuard),
      schema: {
        tags: ["ledger"],
        summary: "Verify every ledger invariant (read-only)",
        response: { 200: ledgerCheckReportSchema },
      },
    },
    async () => checkLedger(ctx.db),
  );
}
