import { useRefreshPlayers } from "./refresh-players.ts";

/** Asks for confirmation, then reloads every player's site. */
export function RefreshPlayersButton({ className = "btn btn-outline-danger" }: { className?: string }) {
  const refresh = useRefreshPlayers();
  return (
    <button type="button" className={className} onClick={refresh.run} disabled={refresh.isPending}>
      Refresh players' site
    </button>
  );
}
