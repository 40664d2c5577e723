import { Link } from "react-router";

/** The public page that says how each game's results are decided and checked (features/fairness). */
export const FAIRNESS_PATH = "/fairness";

/** The link every game screen and the results history carry to the fairness page: a plain link, no page code. */
export function FairnessLink({ className }: { className?: string }) {
  return (
    <Link to={FAIRNESS_PATH} className={className} data-testid="fairness-link">
      Fairness: how results are checked
    </Link>
  );
}
