import { earnsCommission } from "@sabong/shared/users";
import type { ReactNode } from "react";
import { lazyPage } from "../../lib/lazy-page.ts";
import { useSession } from "../../lib/session.ts";

// Fetched when first shown, like every screen (app/routes.tsx): the cashier's screens stay out of the entry chunk.
const CashierDeskPage = lazyPage(() => import("./CashierDeskPage.tsx").then((module) => module.CashierDeskPage));
const CashierSummaryPage = lazyPage(() =>
  import("./CashierSummaryPage.tsx").then((module) => module.CashierSummaryPage),
);
const NoCommissionPage = lazyPage(() => import("./NoCommissionPage.tsx").then((module) => module.NoCommissionPage));
const ReceiptPage = lazyPage(() => import("./ReceiptPage.tsx").then((module) => module.ReceiptPage));

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

/** A commission screen for accounts that earn commission; the loader and the cashier see why there is none. */
export function ForCommissionEarner({ title, children }: { title: string; children: ReactNode }) {
  const { type, role } = useSession((session) => session.identity);
  return earnsCommission(type, role) ? children : <NoCommissionPage title={title} />;
}
