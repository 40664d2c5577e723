import type { NumberGame } from "@sabong/shared/games";
import {
  type NumberGameSettings,
  type NumberGameSettingsEntry,
  numberGameSettingsEntrySchema,
  numberGameSettingsListSchema,
} from "@sabong/shared/number-games";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { drawKeys } from "./keys.ts";

/** Admin's number-game settings: /api/admin/number-games (every change is audited by the server). */

/** GET admin/number-games → every game's settings. */
export function fetchNumberGameSettings(signal?: AbortSignal): Promise<NumberGameSettingsEntry[]> {
  return api.get("admin", "number-games", { schema: numberGameSettingsListSchema, signal });
}

export const numberGameSettingsQuery = () =>
  queryOptions({ queryKey: drawKeys.settings(), queryFn: ({ signal }) => fetchNumberGameSettings(signal) });

/** PUT admin/number-games/:game → the saved settings (draws still SCHEDULED take them; open draws keep theirs). */
export function putNumberGameSettings(
  game: NumberGame,
  settings: NumberGameSettings,
): Promise<NumberGameSettingsEntry> {
  return api.put("admin", `number-games/${game}`, settings, { schema: numberGameSettingsEntrySchema });
}
