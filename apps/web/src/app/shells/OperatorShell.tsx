import { useCallback, useMemo, useState } from "react";
import { AnnouncementModal } from "../../features/announcements/AnnouncementModal.tsx";
import { useRefreshPlayers } from "../../features/site-refresh/refresh-players.ts";
import { useSession } from "../../lib/session.ts";
import { group, link, type MenuEntry } from "../menu.ts";
import { UserMenu } from "../ui/UserMenu.tsx";
import { logoutAction } from "./logout-action.ts";
import { ShellLayout, SidebarBrand } from "./ShellLayout.tsx";

/** /operator/* (staff only): events and reverts per game, the site announcement and the players' refresh. */
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
    ],
    [refresh.run, refresh.isPending],
  );

  return (
    <>
      <ShellLayout
        variant="console"
        menu={menu}
        menuLabel="Operator menu"
        sidebarHeader={<SidebarBrand caption="Operator / Staff" />}
        title={
          <div className="lh-sm">
            <span className="d-block fw-semibold fs-5">Operator</span>
            <span className="d-block small text-body-secondary">Staff</span>
          </div>
        }
        headerEnd={<UserMenu username={username} detail="Operator" />}
      />
      {announcing ? <AnnouncementModal onClose={closeAnnouncement} /> : null}
    </>
  );
}
