import { isCalendarDate, manilaDateOf } from "@sabong/shared/time";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { cashierDayQuery } from "../../api/cashier.ts";
import { DayCard } from "../../components/DayCard.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { DeskFigures, MovementsTable } from "./CashDesk.tsx";
import { DeskSection } from "./CashierDeskPage.tsx";

/** The server refuses days before 2000 (contracts/paging.ts, isSaneDate). */
const FIRST_DAY = "2000-01-01";

const dayFormat = new Intl.DateTimeFormat("en-PH", { dateStyle: "medium", timeZone: "UTC" });

/** "2025-01-31" → "Jan 31, 2025" (a calendar day: no time zone shift). */
const dayLabelOf = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * /staff/summary for the cashier (staff2): the cash desk of any day (`?day=`, today by default): cash in and out,
 * float given and taken back, and that day's loads and withdrawals with their receipts.
 */
export function CashierSummaryPage() {
  const [params, setParams] = useSearchParams();
  const today = manilaDateOf(new Date());
  const asked = params.get("day") ?? "";
  const day = isCalendarDate(asked) && asked >= FIRST_DAY && asked <= today ? asked : today;
  const desk = useQuery(cashierDayQuery(day));
  const pick = (next: string) => {
    if (isCalendarDate(next) && next >= FIRST_DAY && next <= today) setParams(next === today ? {} : { day: next });
  };

  return (
    <>
      <PageHeader title="Summary Reports" subtitle="Your cash desk, day by day." />
      <DayCard day={day} today={today} min={FIRST_DAY} onPick={pick}>
        {day === today ? null : (
          <button type="button" className="btn btn-outline-secondary" onClick={() => pick(today)}>
            Today
          </button>
        )}
      </DayCard>
      <QueryView query={desk} loading="Loading the cash desk…" what="the cash desk">
        {(data) => (
          <div className={desk.isPlaceholderData ? "opacity-50" : undefined} aria-busy={desk.isPlaceholderData}>
            <DeskFigures day={data} dayLabel={day === today ? "today" : dayLabelOf(day)} />
            <DeskSection
              title={`Loads and withdrawals · ${dayLabelOf(day)}`}
              action={
                <Link to={`/staff/wallet-log?from=${day}&to=${day}`} className="small">
                  Full wallet log of the day
                </Link>
              }
            >
              <MovementsTable movements={data.movements} />
            </DeskSection>
          </div>
        )}
      </QueryView>
    </>
  );
}
