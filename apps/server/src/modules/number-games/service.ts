/** The draws module's public face: what other modules (seed, simulate, bench) and main.ts may call. */

export { drawAvailability } from "./availability.ts";
export { updateCapOverrides } from "./caps.ts";
export { type ClockReport, type DrawClock, runClockOnce, startDrawClock } from "./clock.ts";
export { cancelGameDraw, closeDraw, createDraw, revertGameDraw } from "./lifecycle.ts";
export {
  type DrawName,
  drawNames,
  ensureNumberGameSettings,
  findDraw,
  gameSettings,
  listGameSettings,
} from "./repository.ts";
export { confirmResult, enterResult, rejectResult, settlePlatformDraw } from "./results.ts";
export { ensureScheduledDraws } from "./schedule.ts";
export { updateGameSettings } from "./settings.ts";
export type { DrawRow } from "./table.ts";
export { drawTally } from "./tally.ts";
export { drawsOfDay, historyTickets, ticketHistoryKeyPage } from "./ticket-history.ts";
export { myTickets, placeTicket } from "./tickets.ts";
export { drawView, drawViews, playerDrawView } from "./views.ts";
