import { useCallback, useMemo, useState } from "react";
import { UserMenu } from "../../components/UserMenu.tsx";
import { AnnouncementModal } from "../../features/announcements/AnnouncementModal.tsx";
import { numberGameMenuLinks } from "../../features/number-games/console/draw-paths.ts";
import { useRefreshPlayers } from "../../features/site-refresh/refresh-players.ts";
import { useSession } from "../../lib/session.ts";
import { group, link, type MenuEntry } from "../menu.ts";
import { logoutAction } from "./logout-action.ts";
import { consoleFrame, ShellLayout } from "./ShellLayout.tsx";

/** /operator/* (staff only): events and reverts per game, the number games' draws, the site announcement and the players' refresh. */
export function OperatorShell() {
  const username = useSession((session) => session.identity.username);
  const [announcing, setAnnouncing] = useState(false);
  const closeAnnouncement = useCallback(() => setAnnouncing(false), []);
  const refresh = useRefreshPlayers();

  const menu = useMemo<MenuEntry[]>(
    () => [
      group("sabong", "Sabong", [
        link("/operator/arena", "Event List"),
        link("/operator/master-revert", "Master Revert"),
      ]),
      group("apple", "Apple na pula/puti", [
        link("/operator/applepulaputi/event-list", "Event List"),
        link("/operator/apple-master-revert", "Master Revert"),
      ]),
      { kind: "action", id: "announcement", label: "Set announcement", onSelect: () => setAnnouncing(true) },
      {
        kind: "action",
        id: "refresh",
        label: "Refresh players' site",
        onSelect: refresh.run,
        disabled: refresh.isPending,
      },
      logoutAction(),
      // Issue 10: "after the specified items" (spec section 2 ends the operator menu with Logout): one draw list per
      // number game, so every specified item keeps its place.
      group(
        "numbers",
        "Number games",
        numberGameMenuLinks().map((entry) => link(entry.to, entry.label)),
      ),
    ],
    [refresh.run, refresh.isPending],
  );

  return (
    <>
      <ShellLayout
        {...consoleFrame("Operator / Staff", "Operator", "Staff")}
        menu={menu}
        menuLabel="Operator menu"
        headerEnd={<UserMenu username={username} detail="Operator" />}
      />
      {announcing ? <AnnouncementModal onClose={closeAnnouncement} /> : null}
    </>
  );
}
