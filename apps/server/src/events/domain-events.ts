import type { FightResult, FightView, Game } from "@sabong/shared/betting";
import type { CashRequestState } from "@sabong/shared/cash-requests";
import type { NumberGame } from "@sabong/shared/games";

/**
 * What happened, as services record it on their transaction (see transact.ts). The publisher turns each committed
 * event into pushes (packages/shared contracts/pushes.ts); services never push and routes never push by hand.
 * Events carry ids and facts, not payloads shaped for a screen: the publisher builds those.
 */
export type DomainEventMap = {
  /** Any wallet of these users changed (points, commission, debt). */
  "balance.changed": { userIds: readonly number[] };
  /**
   * Money someone else moved reached these users' points (a win, a refund, a correction, a load, a withdrawal):
   * transfers `fromTransferId`..`toTransferId` of one posting hold them. Their notices are read from those transfers.
   */
  "transfers.notable": { userIds: readonly number[]; fromTransferId: number; toTransferId: number };
  /** A service recorded a notice for the user (limits changed, an approval, an account suspended). */
  "notice.recorded": { userId: number; noticeId: number };
  /** Bets were placed on a fight: its pool (totals, odds) changed. */
  "bets.placed": { game: Game; eventId: number; fightId: number };
  /** A fight was created, opened, called, closed, paused or unpaused on a side. */
  "fight.changed": { game: Game; eventId: number; fightId: number };
  /** A result was declared or the fight cancelled, and its bets settled at these odds. */
  "fight.settled": {
    game: Game;
    eventId: number;
    fightId: number;
    number: number;
    result: FightResult;
    odds: FightView["odds"];
  };
  /** A settlement was reversed: the fight is CLOSED again. */
  "fight.reverted": { game: Game; eventId: number; fightId: number; number: number };
  /** An event was created or edited, or one of its fights opened (the lobby shows the current fight). */
  "event.changed": { game: Game; eventId: number };
  /** Something the operators must see (a low payout). */
  "operator.warning": { eventId: number; fightId: number; message: string };
  /** The integrity watch raised alerts on a fight (0016-integrity-watch.md): its console shows them at once. */
  "integrity.alert": { eventId: number; fightId: number; message: string; alertIds: readonly number[] };
  "announcement.set": { value: string };
  /**
   * A number-game draw was created, opened, closed (cut-off or early), got, confirmed or lost a result, settled,
   * cancelled or reverted, or its caps changed: its screens and the game's draw lists show it again.
   */
  "draw.changed": { game: NumberGame; drawId: number };
  /** Tickets were accepted on a draw: these combinations' liability changed (availability, tally). */
  "tickets.placed": { game: NumberGame; drawId: number; combinations: readonly string[] };
  /** An operator asked every player's page to reload. */
  "players.refresh": Record<never, never>;
  /** A cash-in or cash-out request was made, approved, rejected or cancelled (its player and handler are told). */
  "cash-request.changed": {
    requestId: number;
    state: CashRequestState;
    playerId: number;
    handlerId: number | null;
    cashierDesk: boolean;
  };
};

export type DomainEventType = keyof DomainEventMap;
export type DomainEvent = { [K in DomainEventType]: { type: K } & DomainEventMap[K] }[DomainEventType];

/** Every event type, for the publisher's check that each has one handler (the type below keeps it complete). */
export const DOMAIN_EVENT_TYPES = [
  "balance.changed",
  "transfers.notable",
  "notice.recorded",
  "bets.placed",
  "fight.changed",
  "fight.settled",
  "fight.reverted",
  "event.changed",
  "operator.warning",
  "integrity.alert",
  "announcement.set",
  "draw.changed",
  "tickets.placed",
  "players.refresh",
  "cash-request.changed",
] as const satisfies readonly DomainEventType[];
type Unlisted = Exclude<DomainEventType, (typeof DOMAIN_EVENT_TYPES)[number]>;
/** Fails to compile when an event type is missing from DOMAIN_EVENT_TYPES. */
export const EVERY_EVENT_TYPE_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
