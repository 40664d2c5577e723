/**
 * The betting module's public face for other modules and tools (the simulation CLI, benchmarks): the same
 * functions the routes call. Writes record domain events on their transaction; the publisher pushes them.
 */
export { gameAccounts } from "./accounts.ts";
export { type PlacedBet, placeBet } from "./bets.ts";
export { setFightEntries } from "./entries.ts";
export { createEvent, editEvent } from "./events.ts";
export { type BettingWindowAction, moveBettingWindow, nextFight, setFightSidePaused } from "./fights.ts";
export {
  type BetFilters,
  betHistoryKeyPage,
  betPage,
  eventResultsOfDay,
  historyBets,
  searchedId,
} from "./history.ts";
export { closeEndedLastCalls, startLastCallClock } from "./last-call-clock.ts";
export { type FightName, fightNames } from "./repository.ts";
export { previewRevert, type RevertOutcome, revertFight } from "./revert.ts";
export { BETTING_PREFIXES, registerBettingRoutes } from "./routes.ts";
export { eventConsole, eventScreen, eventView, fightList, fightViewById, liveEvents } from "./screens.ts";
export { type DeclareOutcome, declareFight } from "./settlement.ts";
