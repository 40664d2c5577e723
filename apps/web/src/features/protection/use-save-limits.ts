import type { ChangeLimitBody, LimitKey } from "@sabong/shared/protection";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { sendPress } from "../../lib/idempotency.ts";
import { usePressKeys } from "../../lib/use-press-keys.ts";
import type { LimitChange } from "./limit-form.ts";

/** A change the server refused (or never answered): which limit, and its words. The ones before it were saved. */
export class LimitSaveError extends Error {
  readonly key: LimitKey;
  readonly saved: readonly LimitChange[];

  constructor(key: LimitKey, saved: readonly LimitChange[], cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "LimitSaveError";
    this.key = key;
    this.saved = saved;
  }
}

export type SendLimit = (key: LimitKey, body: ChangeLimitBody) => Promise<unknown>;

/**
 * Sends the planned changes one after another (their order keeps daily ≤ weekly ≤ monthly true at every step). Each
 * change carries its own key, kept until answered: saving again after a lost answer sends the same key, so a change
 * is never applied twice. The view is refetched whatever happened.
 */
export function useSaveLimits(send: SendLimit, viewKey: QueryKey) {
  const keys = usePressKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly LimitChange[]) => {
      const saved: LimitChange[] = [];
      for (const change of changes) {
        try {
          await sendPress(keys, `${change.key}=${change.value}`, (idempotencyKey) =>
            send(change.key, { value: change.value, idempotencyKey }),
          );
        } catch (error) {
          throw new LimitSaveError(change.key, saved, error);
        }
        saved.push(change);
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewKey }),
  });
}
