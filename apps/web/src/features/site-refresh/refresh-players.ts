import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { postRefreshPlayers } from "../../api/announcements.ts";
import { notify } from "../../lib/toast.tsx";

export const REFRESH_PLAYERS_CONFIRM =
  "Refresh every player's site now? Their pages will show a standby notice and reload.";

/** The confirmed action behind the "Refresh players' site" buttons. */
export function useRefreshPlayers() {
  const mutation = useMutation({
    mutationFn: postRefreshPlayers,
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => notify.error(error.message),
  });
  const { mutate } = mutation;
  const run = useCallback(() => {
    if (window.confirm(REFRESH_PLAYERS_CONFIRM)) mutate();
  }, [mutate]);
  return { run, isPending: mutation.isPending };
}
