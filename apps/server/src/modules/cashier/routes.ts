import { cashierDayQuerySchema, cashierDaySchema, receiptSchema } from "@sabong/shared/accounting";
import { staff2OnlyGuard } from "@sabong/shared/auth";
import { authenticate, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { cashierDay, receiptFor } from "./service.ts";

const tags = ["cashier"];

/** The cashier's desk (staff2) and the receipts of loads and withdrawals of players (docs/roles.md, "Wallets"). */
export function registerCashierRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/staff/cashier",
    {
      preValidation: requireGuard(ctx, staff2OnlyGuard),
      schema: {
        tags,
        summary: "The cashier's float and a day's cash in and cash out",
        querystring: cashierDayQuerySchema,
        response: { 200: cashierDaySchema, ...errorResponses },
      },
    },
    async (request) => cashierDay(ctx.db, caller(request).userId, request.query.day),
  );

  app.get(
    "/points/receipts/:id",
    {
      preValidation: authenticate(ctx),
      schema: {
        tags,
        summary: "A load or withdrawal of a player's points, as a receipt",
        params: idParams("id"),
        response: { 200: receiptSchema, ...errorResponses },
      },
    },
    async (request) => receiptFor(ctx.db, caller(request), request.params.id),
  );
}
