import { formatAmount } from "../../lib/format.ts";
import { useSession } from "../../lib/session.ts";

/** The signed-in user's points (app state; follows the user detail). */
export function PointsBalance() {
  const points = useSession((session) => session.points);
  return (
    <span className="points-balance" title="Points balance">
      <span className="points-label">Points</span>
      <span className="points-value tabular" data-testid="points-balance">
        {formatAmount(points)}
      </span>
    </span>
  );
}
