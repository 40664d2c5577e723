import { type SetStakeBack, type StakeBackSetting, stakeBackSettingSchema } from "@sabong/shared/betting";
import { messageBodySchema } from "@sabong/shared/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The admin's stake-back setting (/api/admin/settings/stake-back; every change is audited by the server). */
export const stakeBackKeys = {
  all: ["stake-back"] as const,
  setting: () => [...stakeBackKeys.all, "setting"] as const,
};

/** GET admin/settings/stake-back → the current choice and the sentence players see. */
export function fetchStakeBackSetting(signal?: AbortSignal): Promise<StakeBackSetting> {
  return api.get("admin", "settings/stake-back", { schema: stakeBackSettingSchema, signal });
}

export const stakeBackSettingQuery = () =>
  queryOptions({ queryKey: stakeBackKeys.setting(), queryFn: ({ signal }) => fetchStakeBackSetting(signal) });

/** POST admin/settings/stake-back {stakeBack} → {message}; the next close or settlement applies it. */
export function postStakeBackSetting(body: SetStakeBack) {
  return api.post("admin", "settings/stake-back", body, { schema: messageBodySchema });
}
