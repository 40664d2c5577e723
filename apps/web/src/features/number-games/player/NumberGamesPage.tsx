import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { NumberGameCards } from "./NumberGameCards.tsx";

/** /player/number-games: the player menu's "Number games": every game's card, and where past draws are listed. */
export function NumberGamesPage() {
  return (
    <>
      <PageHeader
        title="Number games"
        subtitle="Pick 2, Pick 3, Suertres and Game Ending"
        actions={
          <Link className="btn btn-outline-secondary btn-sm" to="/player/results">
            Results history
          </Link>
        }
      />
      <NumberGameCards />
    </>
  );
}
