import { entryDetail, type FightView, type Game, SIDE_LABELS } from "@sabong/shared/betting";
import { liveGame } from "@sabong/shared/games";
import { sideTone } from "../../games/betting.ts";

/** The id of a side's entry cell, for its button's aria-describedby. */
export const entryCellId = (idPrefix: string, side: string) => `${idPrefix}-entry-${side}`;

type Props = { game: Game; fight: Pick<FightView, "entries">; idPrefix: string };

/**
 * Who fights on each side (rooster, owner, weight), one cell above each side's button. Nothing for a game without
 * entries or a fight not entered yet; a side not entered keeps an empty cell, hidden from screen readers, so the other
 * stays above its own button.
 */
export function SideEntries({ game, fight, idPrefix }: Props) {
  const { entries } = fight;
  const sides = liveGame(game).sides;
  if (!entries || sides.every((side) => !entries[side])) return null;
  return (
    <ul className="side-entries" aria-label="Entries">
      {sides.map((side) => {
        const entry = entries[side];
        return entry ? (
          <li
            key={side}
            className={`side-entry ${sideTone(side)}`}
            id={entryCellId(idPrefix, side)}
            data-testid={`entry-${side}`}
          >
            <span className="visually-hidden">{SIDE_LABELS[side]}: </span>
            <strong className="side-entry-name">{entry.rooster}</strong>
            <span className="side-entry-detail tabular">{entryDetail(entry)}</span>
          </li>
        ) : (
          <li key={side} className="side-entry" aria-hidden="true" data-testid={`entry-${side}`} />
        );
      })}
    </ul>
  );
}
