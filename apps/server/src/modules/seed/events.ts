import { type BettingEventInput, DEMO_STREAM_URL, type FightEntries, type Game } from "@sabong/shared/betting";
import { hasEntries } from "@sabong/shared/games";
import { manilaDateOf } from "@sabong/shared/time";
import type { DbOrTx } from "../../db/client.ts";
import { createEvent, setFightEntries } from "../betting/service.ts";

/** One live event per live game, on the server's looping demo stream, so the video plays out of the box. */
const DEMO_EVENTS: { game: Game; name: string }[] = [
  { game: "sabong", name: "Demo Derby" },
  { game: "apple", name: "Demo Apple Night" },
];

/** Who fights in the demo derby's first fight (games whose contests have entries). */
const DEMO_ENTRIES: FightEntries = {
  MERON: { rooster: "Bulik", owner: "Jun Santos", weightGrams: 2150 },
  WALA: { rooster: "Sweater Talisay", owner: "Ramon Cruz", weightGrams: 2140 },
};

/** Created by the demo operator as the console would (audited); fight 1 waits in STANDBY for the operator. */
export async function seedDemoEvents(db: DbOrTx, operator: { id: number; username: string }, now = new Date()) {
  const actor = { userId: operator.id, username: operator.username, ip: null };
  for (const { game, name } of DEMO_EVENTS) {
    const input: BettingEventInput = {
      name,
      eventDate: manilaDateOf(now),
      videoUrl: DEMO_STREAM_URL,
      minStakeCentavos: 2_000,
      maxStakeCentavos: 5_000_000,
      status: "LIVE",
    };
    const { fight } = await createEvent(db, game, input, actor);
    if (hasEntries(game)) await setFightEntries(db, game, fight.id, { entries: DEMO_ENTRIES, previous: {} }, actor);
  }
}
