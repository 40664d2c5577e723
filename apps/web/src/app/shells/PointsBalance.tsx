import { formatPesos } from "@sabong/shared/money";
import { useSession } from "../../lib/session.ts";

/** The signed-in user's points (app state; follows the user detail). */
export function PointsBalance() {
  const pointsCentavos = useSession((session) => session.pointsCentavos);
  return (
    <span className="points-balance" title="Points balance">
      <span className="points-label">Points</span>
      <span className="points-value tabular" data-testid="points-balance">
        {formatPesos(pointsCentavos)}
      </span>
    </span>
  );
}
