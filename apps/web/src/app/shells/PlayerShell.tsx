import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { identityQuery } from "../../api/identity-status.ts";
import { useUserDetail } from "../../api/user-detail.ts";
import { AnnouncementMarquee } from "../../features/announcements/AnnouncementMarquee.tsx";
import { IDENTITY_PATH } from "../../features/identity/paths.ts";
import { NoticeBell } from "../../features/notices/NoticeBell.tsx";
import { RealityCheckGate } from "../../features/protection/RealityCheckGate.tsx";
import { allowedWhileRestricted, useRunningRestriction } from "../../features/protection/restriction-state.ts";
import { SITE_REFRESH_MESSAGE } from "../../lib/config.ts";
import { lazyPage } from "../../lib/lazy-page.ts";
import { usePush } from "../../lib/realtime.ts";
import { link, type MenuEntry } from "../menu.ts";
import { logoutAction } from "./logout-action.ts";
import { PointsBalance } from "./PointsBalance.tsx";
import { ShellLayout, SidebarBrand } from "./ShellLayout.tsx";

// Fetched after the shell shows (not in the entry the lounge's budget counts): the restricted view only while a
// time-out or self-exclusion runs (the reality check's dialog is fetched by its gate, only when due).
const RestrictedNotice = lazyPage(() =>
  import("../../features/protection/RestrictedView.tsx").then((module) => module.RestrictedNotice),
);
// Over the betting screens only while the player may not bet yet (issue 21): a verified player never fetches it.
const KycBanner = lazyPage(() => import("../../features/identity/KycBanner.tsx").then((module) => module.KycBanner));
const BettingPaused = lazyPage(() =>
  import("../../features/protection/RestrictedView.tsx").then((module) => module.BettingPaused),
);

const MENU: MenuEntry[] = [
  link("/player/home", "Sabong Lounge"),
  link("/player/applepulaputi/list", "Apple to Apple"),
  link("/player/bets-history", "Bets"),
  link("/player/account", "Account"),
  link("/player/change-password", "Change Password"),
  logoutAction("Log Out"),
  // Not the spec's, so after the items it names (issues 21 and 22); the number games are also on the lounge's cards.
  link("/player/number-games", "Number games"),
  link(IDENTITY_PATH, "Identity"),
  link("/player/cash-requests", "Cash in / Cash out"),
];

/** The betting screens, where the identity banner shows (not Account, Bets, the identity screen itself…). */
function isBettingScreen(pathname: string): boolean {
  return !allowedWhileRestricted(pathname) && pathname !== IDENTITY_PATH && pathname !== "/player/change-password";
}

/** During a time-out or self-exclusion: only what the player may still use (issue 20, the restricted view). */
const RESTRICTED_MENU: MenuEntry[] = [
  link("/player/bets-history", "Bets"),
  link("/player/account", "Account"),
  logoutAction("Log Out"),
];

/** The server's 'refresh' push: tell the player, then reload (spec section 4). */
function reloadSite() {
  window.alert(SITE_REFRESH_MESSAGE);
  window.location.reload();
}

/**
 * /player/*: top nav with the points, side menu on black, and the live announcement marquee; the reality check over
 * every screen. While a time-out or self-exclusion runs: a notice with its end, only Bets and Account, and the
 * betting screens say that betting is paused. The screens do not wait for the user detail (the lounge's first paint
 * would wait a round trip more): a restricted player may glimpse the lounge while it loads, and the server refuses
 * any bet anyway.
 */
export function PlayerShell() {
  const detail = useUserDetail();
  const restriction = useRunningRestriction(detail.data?.restriction ?? undefined);
  const identity = useQuery(identityQuery());
  const { pathname } = useLocation();
  usePush("refresh", reloadSite);

  return (
    <ShellLayout
      variant="player"
      menu={restriction ? RESTRICTED_MENU : MENU}
      menuLabel="Player menu"
      sidebarHeader={<SidebarBrand caption="Player" />}
      title={
        <div className="lh-sm min-w-0">
          <span className="d-block fw-bold brand-text">Sabong Live</span>
          <span className="d-block small text-warning text-truncate">Welcome player!</span>
        </div>
      }
      headerEnd={
        <>
          <NoticeBell to="/player/notices" />
          <PointsBalance />
        </>
      }
      banner={
        restriction ? (
          <Suspense fallback={null}>
            <RestrictedNotice restriction={restriction} />
          </Suspense>
        ) : (
          <>
            <AnnouncementMarquee />
            {identity.data && !identity.data.allows.bet && isBettingScreen(pathname) ? (
              <Suspense fallback={null}>
                <KycBanner view={identity.data} />
              </Suspense>
            ) : null}
          </>
        )
      }
      screen={
        restriction && !allowedWhileRestricted(pathname) ? <BettingPaused restriction={restriction} /> : undefined
      }
      overlay={
        // Once the detail says there is no restriction (a restricted player has no play session to check).
        detail.data && !restriction ? <RealityCheckGate /> : null
      }
    />
  );
}
