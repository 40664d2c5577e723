import { useUserDetail } from "../../api/user-detail.ts";
import { AnnouncementMarquee } from "../../features/announcements/AnnouncementMarquee.tsx";
import { SITE_REFRESH_MESSAGE } from "../../lib/config.ts";
import { usePush } from "../../lib/realtime.ts";
import { link, type MenuEntry } from "../menu.ts";
import { logoutAction } from "./logout-action.ts";
import { PointsBalance } from "./PointsBalance.tsx";
import { ShellLayout, SidebarBrand } from "./ShellLayout.tsx";

const MENU: MenuEntry[] = [
  link("/player/home", "Sabong Lounge"),
  link("/player/applepulaputi/list", "Apple to Apple"),
  link("/player/bets-history", "Bets"),
  link("/player/account", "Account"),
  link("/player/change-password", "Change Password"),
  logoutAction("Log Out"),
];

/** The server's 'refresh' push: tell the player, then reload (spec section 4). */
function reloadSite() {
  window.alert(SITE_REFRESH_MESSAGE);
  window.location.reload();
}

/** /player/*: top nav with the points, side menu on black, and the live announcement marquee. */
export function PlayerShell() {
  useUserDetail();
  usePush("refresh", reloadSite);

  return (
    <ShellLayout
      variant="player"
      menu={MENU}
      menuLabel="Player menu"
      sidebarHeader={<SidebarBrand caption="Player" />}
      title={
        <div className="lh-sm min-w-0">
          <span className="d-block fw-bold brand-text">Sabong Live</span>
          <span className="d-block small text-warning text-truncate">Welcome player!</span>
        </div>
      }
      headerEnd={<PointsBalance />}
      banner={<AnnouncementMarquee />}
    />
  );
}
