import { type BettingEvent, GAME_LABELS, GAMES } from "@sabong/shared/betting";
import type { BetListFilters } from "../../api/betting/keys.ts";
import {
  EventFilter,
  GameFilter,
  idOrAll,
  SelectFilter,
  StatusAndDayFilters,
  UsernameFilter,
} from "./bet-list-parts.tsx";

type Patch = Partial<Omit<BetListFilters, "page">>;

type AllBetsFiltersProps = {
  filters: BetListFilters;
  events: readonly BettingEvent[];
  /** The chosen event is one of the listed ones: only then can a fight be chosen. */
  eventChosen: boolean;
  fights: readonly { id: number; number: number }[];
  /** The game's word for a fight, the fight filter's label. */
  contest: string;
  onChange: (patch: Patch) => void;
};

/** All bets' filters: game, event, its fights, username, status and days. */
export function AllBetsFilters(props: AllBetsFiltersProps) {
  const { filters, onChange } = props;
  return (
    <form className="card border-0 shadow-sm mb-3" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
      <div className="card-body row g-2">
        <GameFilter
          id="all-bets-game"
          className="col-6 col-lg-2"
          value={filters.game}
          games={GAMES}
          labelOf={(g) => GAME_LABELS[g]}
          onChange={(game) => onChange({ game })}
        />
        <EventAndFightFilters {...props} />
        <UsernameFilter
          id="all-bets-user"
          className="col-6 col-lg-1"
          value={filters.username}
          onChange={(username) => onChange({ username })}
        />
        <StatusAndDayFilters
          idPrefix="all-bets"
          statusClassName="col-6 col-lg-1"
          dayClassName="col-6 col-lg-2"
          filters={filters}
          onChange={onChange}
        />
      </div>
    </form>
  );
}

/** The event (each named with its day, and its game while every game is listed) and that event's fights. */
function EventAndFightFilters({ filters, events, eventChosen, fights, contest, onChange }: AllBetsFiltersProps) {
  return (
    <>
      <EventFilter
        id="all-bets-event"
        className="col-12 col-lg-3"
        value={filters.eventId}
        onChange={(eventId) => onChange({ eventId })}
      >
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name} · {event.eventDate}
            {filters.game ? "" : ` · ${GAME_LABELS[event.game]}`}
          </option>
        ))}
      </EventFilter>
      <SelectFilter
        id="all-bets-fight"
        label={contest}
        className="col-6 col-lg-1"
        value={filters.fightId}
        disabled={!eventChosen}
        onChange={(id) => onChange({ fightId: idOrAll(id) })}
      >
        <option value="">All</option>
        {fights.map((f) => (
          <option key={f.id} value={f.id}>
            #{f.number}
          </option>
        ))}
      </SelectFilter>
    </>
  );
}
