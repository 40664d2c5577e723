import { GAME_REGISTRY, NUMBER_GAMES, type NumberGameEntry } from "@sabong/shared/games";
import { Link } from "react-router";
import { PageTitle } from "../../components/PageTitle.tsx";

const gamesWith = (result: NumberGameEntry["result"]) =>
  NUMBER_GAMES.map((game) => GAME_REGISTRY[game])
    .filter((entry) => entry.result === result)
    .map((entry) => entry.label)
    .join(", ");

/**
 * The public fairness page (issue 23): how each kind of game gets its result and how anyone can check it, in plain
 * words. Open to everyone, signed in or not; every game screen and the results history link here.
 */
export function FairnessPage() {
  const drawn = gamesWith("platform-draw");
  const official = gamesWith("official-draw");
  const scored = gamesWith("scores");
  return (
    <article className="fairness-page small">
      <PageTitle title="Fairness" />
      <h1 className="h4">Fairness: how results are checked</h1>
      <p>Every result is decided the same way for everyone, and every step staff take is recorded.</p>

      <h2 className="h6 mt-3">
        {GAME_REGISTRY.sabong.label} and {GAME_REGISTRY.apple.label}
      </h2>
      <p>
        Betting closes before the fight; no bet is taken after the close. The operator declares the winner shown on the
        live video. Each open, close, declaration and correction is kept in a log that cannot be changed without it
        showing.
      </p>

      {drawn ? (
        <>
          <h2 className="h6 mt-3">{drawn}: drawn by the platform</h2>
          <p>
            Before betting closes we publish a fingerprint (SHA-256) of a secret seed. After the draw we reveal the
            seed, and the result follows from it by a fixed rule (HMAC-SHA256 of the seed and the draw number). On the
            results history, "Check" reruns that rule in your browser: the seed must match the fingerprint and give the
            same result. Nobody can change the seed after the fingerprint is out.
          </p>
        </>
      ) : null}
      {official ? (
        <>
          <h2 className="h6 mt-3">{official}: the official draw</h2>
          <p>
            The result is the official national 3D draw. Betting closes before the draw time. Staff enter the result
            and, when the game asks for it, a second staff account confirms it before anyone is paid.
          </p>
        </>
      ) : null}
      {scored ? (
        <>
          <h2 className="h6 mt-3">{scored}: the game's final scores</h2>
          <p>Betting closes before the period ends. Staff enter the final scores; the result follows from them.</p>
        </>
      ) : null}

      <h2 className="h6 mt-3">Watching for foul play</h2>
      <p className="mb-3">
        We watch for bets that look arranged: money rushing in just before the close, linked accounts all on one side,
        staff or their friends betting on games they run, and bets placed after a result was known. Our compliance team
        reviews each case.
      </p>
      <p className="mb-0 d-flex flex-wrap gap-3">
        <Link to="/player/results">Results history</Link>
        <Link to="/player/home">Back to the games</Link>
      </p>
    </article>
  );
}
