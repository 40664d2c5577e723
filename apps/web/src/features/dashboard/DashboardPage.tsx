import type { ReactNode } from "react";
import { PageHeader } from "../../components/PageHeader.tsx";
import { AccountOverview } from "./AccountOverview.tsx";

/** The dashboards of the admin, agent and staff areas: the signed-in account at a glance. */
export function DashboardPage({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <PageHeader title="Dashboard" actions={actions} />
      <AccountOverview />
    </>
  );
}
