import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cashierDayQuery } from "../../api/cashier.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { DeskFigures, MovementsTable } from "./CashDesk.tsx";

/**
 * /staff/dashboard for the cashier (staff2): the float, today's cash in and cash out, the float the admin gave and
 * took back, and today's latest loads and withdrawals with their receipts. Cashiers earn no commission: none shown.
 */
export function CashierDeskPage() {
  const desk = useQuery(cashierDayQuery());
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Your cash desk today: the float, cash received and cash paid out."
        link={{ to: "/staff/wallet-station", label: "Load or withdraw", className: "btn btn-primary" }}
      />
      <QueryView query={desk} loading="Loading your cash desk…" what="your cash desk">
        {(day) => (
          <>
            <DeskFigures day={day} dayLabel="today" />
            <DeskSection
              title="Today's loads and withdrawals"
              action={
                <Link to="/staff/summary" className="small">
                  Other days
                </Link>
              }
            >
              <MovementsTable movements={day.movements} />
            </DeskSection>
          </>
        )}
      </QueryView>
    </>
  );
}

/** A titled part of the desk's screens. */
export function DeskSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div className="d-flex justify-content-between align-items-baseline mb-2">
        <h2 className="h6 text-uppercase text-body-secondary mb-0">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
