import {
  type BettingEvent,
  entriesLockedReason,
  entryDetail,
  type FightView,
  type Game,
  SIDE_LABELS,
} from "@sabong/shared/betting";
import { liveGame } from "@sabong/shared/games";
import { useId, useState } from "react";
import { sideTone } from "../../games/betting.ts";
import { FightEntriesForm } from "./FightEntriesForm.tsx";

type Props = { game: Game; event: Pick<BettingEvent, "status">; fight: FightView };

/**
 * The current fight's two entries (side colour, rooster, owner, weight) and "Edit entries", offered only before
 * betting opens on an event not ended (the shared rule the server applies), with the reason beside it otherwise.
 * Nothing for a game without entries.
 */
export function ConsoleEntries({ game, event, fight }: Props) {
  const hintId = useId();
  const [editing, setEditing] = useState(false);
  if (!fight.entries) return null;
  const locked = entriesLockedReason(fight.state, event.status);
  return (
    <div className="console-entries mb-3" data-testid="console-entries">
      {liveGame(game).sides.map((side) => {
        const entry = fight.entries?.[side] ?? null;
        return (
          <div key={side} className={`console-entry ${sideTone(side)}`} data-testid={`console-entry-${side}`}>
            <span className="console-entry-side">{SIDE_LABELS[side]}</span>
            {entry ? (
              <>
                <span className="console-entry-name">{entry.rooster}</span>
                <span className="small text-body-secondary tabular">{entryDetail(entry)}</span>
              </>
            ) : (
              <span className="small text-body-secondary">Not entered</span>
            )}
          </div>
        );
      })}
      <div className={`console-entries-edit${locked ? " is-locked" : ""}`}>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={locked !== null}
          aria-describedby={locked ? hintId : undefined}
          onClick={() => setEditing(true)}
        >
          Edit entries
        </button>
        {locked ? (
          <div
            className="console-entries-hint small text-body-secondary"
            id={hintId}
            data-testid="console-entries-hint"
          >
            {locked}
          </div>
        ) : null}
      </div>
      {editing ? <FightEntriesForm game={game} fight={fight} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
