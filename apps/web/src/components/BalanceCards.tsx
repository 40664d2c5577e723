import { formatPesos, pesosToCentavos } from "@sabong/shared/money";
import { totalCommissionCentavos, type UserDetail } from "@sabong/shared/users";
import type { ReactNode } from "react";
import { StatCard } from "./StatCard.tsx";

type Props = {
  /** The user detail; while it loads the figures read "…". */
  detail: UserDetail | undefined;
  /** The column classes of each card ("col-6 col-lg-3"). */
  column: string;
  /** Test ids of the two figures (none unless given). */
  testIds?: { points: string; commission: string };
  size?: "md" | "lg";
  /** A line under the total commission (e.g. a link to its log). */
  commissionNote?: ReactNode;
  /** Show the total commission (false for accounts that earn none: the loader, the cashier). */
  commission?: boolean;
};

/** The user's own points and total commission, side by side (two columns of a row). */
export function BalanceCards({ detail, column, testIds, size, commissionNote, commission = true }: Props) {
  const cards = [
    {
      label: "Points",
      accent: "points",
      testId: testIds?.points,
      centavos: detail && pesosToCentavos(detail.account.points),
    },
    {
      label: "Total commission",
      accent: "commission",
      testId: testIds?.commission,
      centavos: detail && totalCommissionCentavos(detail.account),
      note: commissionNote,
    },
  ] as const;
  return cards
    .filter((card) => commission || card.accent !== "commission")
    .map(({ centavos, ...card }) => (
      <div className={column} key={card.label}>
        <StatCard {...card} size={size} value={centavos === undefined ? "…" : formatPesos(centavos)} />
      </div>
    ));
}
