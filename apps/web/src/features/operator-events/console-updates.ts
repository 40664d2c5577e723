import type { BettingEvent, EventConsole, FightTotalsPush, FightView } from "@sabong/shared";
import { nextCurrentFight, withTotals } from "../../lib/betting-pushes.ts";

/** Pure updates of the cached console from pushes and from the answers of the operator's own actions. */

export function consoleWithFight(screen: EventConsole, pushed: FightView): EventConsole {
  const fight = nextCurrentFight(screen.fight, pushed);
  return fight === screen.fight ? screen : { ...screen, fight };
}

export function consoleWithTotals(screen: EventConsole, push: FightTotalsPush): EventConsole {
  if (push.eventId !== screen.event.id || push.fightId !== screen.fight.id) return screen;
  return { ...screen, fight: withTotals(screen.fight, push) };
}

export function consoleWithEvent(screen: EventConsole, event: BettingEvent): EventConsole {
  return event.id === screen.event.id ? { ...screen, event } : screen;
}
