import { type BettingEvent, GAME_LABELS, GAMES, type Game } from "@sabong/shared/betting";
import type { BetListFilters } from "../../api/betting/keys.ts";
import { EventFilter, idOrAll, SelectFilter, StatusAndDayFilters, TextFilter } from "./bet-list-parts.tsx";

type Patch = Partial<Omit<BetListFilters, "page">>;

/** All bets' filters: game, event, its fights, username, status and days. */
export function AllBetsFilters({
  filters,
  events,
  eventChosen,
  fights,
  contest,
  onChange,
}: {
  filters: BetListFilters;
  events: readonly BettingEvent[];
  /** The chosen event is one of the listed ones: only then can a fight be chosen. */
  eventChosen: boolean;
  fights: readonly { id: number; number: number }[];
  /** The game's word for a fight, the fight filter's label. */
  contest: string;
  onChange: (patch: Patch) => void;
}) {
  return (
    <form className="card border-0 shadow-sm mb-3" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
      <div className="card-body row g-2">
        <SelectFilter
          id="all-bets-game"
          label="Game"
          className="col-6 col-lg-2"
          value={filters.game}
          onChange={(game) => onChange({ game: (game || undefined) as Game | undefined })}
        >
          <option value="">All games</option>
          {GAMES.map((g) => (
            <option key={g} value={g}>
              {GAME_LABELS[g]}
            </option>
          ))}
        </SelectFilter>
        <EventAndFightFilters {...{ filters, events, eventChosen, fights, contest, onChange }} />
        <TextFilter
          id="all-bets-user"
          label="Username"
          className="col-6 col-lg-1"
          value={filters.username}
          placeholder="any"
          onCommit={(value) => onChange({ username: value.trim().toLowerCase() || undefined })}
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
function EventAndFightFilters({
  filters,
  events,
  eventChosen,
  fights,
  contest,
  onChange,
}: Parameters<typeof AllBetsFilters>[0]) {
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
