import {
  type CommissionConvertRequest,
  type CommissionConvertResponse,
  commissionConvertResponseSchema,
} from "@sabong/shared/wallet";
import { api } from "../lib/api-client.ts";
import type { LogQuery } from "../lib/wallet-log.ts";
import { commissionKeys } from "./keys.ts";
import { pagedQuery } from "./paged-query.ts";
import { fetchLogPage } from "./wallet.ts";

/** The caller's commission wallets (/api/points/commission). */
export { commissionKeys };

/**
 * GET /api/points/commission/logs: the movements of the caller's commission wallets only: commission credited on
 * the bets below them (COMMISSION) and conversions into points (COMMISSION_CONVERT). Same query as the wallet log.
 */
export const commissionLogQuery = (query: LogQuery) =>
  pagedQuery(commissionKeys.log(query), (signal) => fetchLogPage("commission/logs", query, signal));

/**
 * POST /api/points/commission/convert {game, amountCentavos, idempotencyKey}: the caller's commission wallet of that
 * game → the caller's points. Answers the new points and the game's remaining commission.
 */
export function postConvertCommission(body: CommissionConvertRequest): Promise<CommissionConvertResponse> {
  return api.post("points", "commission/convert", body, { schema: commissionConvertResponseSchema });
}
