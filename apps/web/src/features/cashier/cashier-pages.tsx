import type { ReactNode } from "react";
import { useSession } from "../../lib/session.ts";
import { CashierDeskPage } from "./CashierDeskPage.tsx";
import { CashierSummaryPage } from "./CashierSummaryPage.tsx";
import { NoCommissionPage } from "./NoCommissionPage.tsx";
import { ReceiptPage } from "./ReceiptPage.tsx";

/**
 * The staff area's screens that the cashier (staff2) sees as its own, by path; staff (the operator type) keep the
 * shared screens. The menu is the same for both (spec section 2).
 */
export const CASHIER_SCREENS: Readonly<Record<string, ReactNode>> = {
  dashboard: <CashierDeskPage />,
  summary: <CashierSummaryPage />,
  commission: <NoCommissionPage title="Self Convert Commission" />,
  "commission-log": <NoCommissionPage title="Commission Logs" />,
};

/** The cashier's screen when the signed-in account is a cashier, else the shared one. */
export function ForCashier({ cashier, other }: { cashier: ReactNode; other: ReactNode }) {
  const isCashier = useSession((session) => session.identity.type) === "staff2";
  return <>{isCashier ? cashier : other}</>;
}

/** The receipt screen, under the staff area. */
export const receiptRoute = { path: "receipts/:transferId", element: <ReceiptPage /> };
