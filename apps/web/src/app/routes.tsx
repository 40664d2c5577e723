import { AREA_GUARDS, type Area } from "@sabong/shared/auth";
import { GAME_REGISTRY, NUMBER_GAMES } from "@sabong/shared/games";
import { type ComponentType, type ReactNode, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import { Spinner } from "../components/Spinner.tsx";
import { LoginPage } from "../features/auth/LoginPage.tsx";
import { CASHIER_SCREENS, ForCashier, ForCommissionEarner, receiptRoute } from "../features/cashier/cashier-pages.tsx";
import { LoungePage } from "../features/lounge/LoungePage.tsx";
import { drawListPath } from "../features/number-games/console/draw-paths.ts";
import { NumberGameCards } from "../features/number-games/player/NumberGameCards.tsx";
import { lazyPage } from "../lib/lazy-page.ts";
import { useSession } from "../lib/session.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { activeDownlinesTitle, downlineTypeLabel } from "./agent-menu.ts";
import { RedirectSignedIn, RequireGuard, ToLogin } from "./RequireGuard.tsx";
import { PlayerShell } from "./shells/PlayerShell.tsx";

// Each screen is its own chunk, fetched when first shown (lib/lazy-page.ts), and so is every area's shell but the
// player's: the entry holds what a player needs for /player/home (its size is checked by the build, build/budget.ts),
// the lounge's screens included: a lazy lounge made the first screen after "Sign in" wait for its chunks, a round trip
// each (on a Fast 3G phone the lounge took 4.1 s after signing in instead of 1.5 s, docs/performance.md); and so is
// the login form (2 KB): lazy, its chunk cost another round trip and, at times, a layout shift of the auth card.
const AdminShell = lazyPage(() => import("./shells/AdminShell.tsx").then((module) => module.AdminShell));
const AgentShell = lazyPage(() => import("./shells/AgentShell.tsx").then((module) => module.AgentShell));
const OperatorShell = lazyPage(() => import("./shells/OperatorShell.tsx").then((module) => module.OperatorShell));
const StaffShell = lazyPage(() => import("./shells/StaffShell.tsx").then((module) => module.StaffShell));
const RegisterPage = lazyPage(() => import("../features/auth/RegisterPage.tsx").then((module) => module.RegisterPage));
const AllUsersPage = lazyPage(() =>
  import("../features/accounts/AllUsersPage.tsx").then((module) => module.AllUsersPage),
);
const ApprovalsPage = lazyPage(() =>
  import("../features/accounts/ApprovalsPage.tsx").then((module) => module.ApprovalsPage),
);
const DownlinesPage = lazyPage(() =>
  import("../features/accounts/DownlinesPage.tsx").then((module) => module.DownlinesPage),
);
const FairnessPage = lazyPage(() =>
  import("../features/fairness/FairnessPage.tsx").then((module) => module.FairnessPage),
);
const AlertsPage = lazyPage(() => import("../features/integrity/AlertsPage.tsx").then((module) => module.AlertsPage));
const AlertCasePage = lazyPage(() =>
  import("../features/integrity/AlertCasePage.tsx").then((module) => module.AlertCasePage),
);
const ResponsibleGamingListPage = lazyPage(() =>
  import("../features/accounts/ResponsibleGamingListPage.tsx").then((module) => module.ResponsibleGamingListPage),
);
const PlayersPage = lazyPage(() => import("../features/accounts/PlayersPage.tsx").then((module) => module.PlayersPage));
const SummaryPage = lazyPage(() => import("../features/accounts/SummaryPage.tsx").then((module) => module.SummaryPage));
const AgentSummaryPage = lazyPage(() =>
  import("../features/agent-summary/AgentSummaryPage.tsx").then((module) => module.AgentSummaryPage),
);
const AllBetsPage = lazyPage(() => import("../features/bets/AllBetsPage.tsx").then((module) => module.AllBetsPage));
const PlayerHistoryPage = lazyPage(() =>
  import("../features/bets/HistoryPage.tsx").then((module) => module.PlayerHistoryPage),
);
const AgentHistoryPage = lazyPage(() =>
  import("../features/bets/HistoryPage.tsx").then((module) => module.AgentHistoryPage),
);
const AdminHistoryPage = lazyPage(() =>
  import("../features/bets/HistoryPage.tsx").then((module) => module.AdminHistoryPage),
);
const TicketReceiptPage = lazyPage(() =>
  import("../features/bets/TicketReceiptPage.tsx").then((module) => module.TicketReceiptPage),
);
const NumberGamesPage = lazyPage(() =>
  import("../features/number-games/player/NumberGamesPage.tsx").then((module) => module.NumberGamesPage),
);
const ResultsHistoryPage = lazyPage(() =>
  import("../features/number-games/player/ResultsHistoryPage.tsx").then((module) => module.ResultsHistoryPage),
);
const CashRequestQueuePage = lazyPage(() =>
  import("../features/cash-requests/CashRequestQueuePage.tsx").then((module) => module.CashRequestQueuePage),
);
const PlayerCashRequestsPage = lazyPage(() =>
  import("../features/cash-requests/PlayerCashRequestsPage.tsx").then((module) => module.PlayerCashRequestsPage),
);
const CommissionLogPage = lazyPage(() =>
  import("../features/commission/CommissionLogPage.tsx").then((module) => module.CommissionLogPage),
);
const SelfConvertCommissionPage = lazyPage(() =>
  import("../features/commission/SelfConvertCommissionPage.tsx").then((module) => module.SelfConvertCommissionPage),
);
const AdminDashboardPage = lazyPage(() =>
  import("../features/dashboard/AdminDashboardPage.tsx").then((module) => module.AdminDashboardPage),
);
const DashboardPage = lazyPage(() =>
  import("../features/dashboard/DashboardPage.tsx").then((module) => module.DashboardPage),
);
const NoticesPage = lazyPage(() => import("../features/notices/NoticesPage.tsx").then((module) => module.NoticesPage));
const PlayerAccountPage = lazyPage(() =>
  import("../features/dashboard/PlayerAccountPage.tsx").then((module) => module.PlayerAccountPage),
);
const DrawConsolePage = lazyPage(() =>
  import("../features/number-games/console/DrawConsolePage.tsx").then((module) => module.DrawConsolePage),
);
const DrawListPage = lazyPage(() =>
  import("../features/number-games/console/DrawListPage.tsx").then((module) => module.DrawListPage),
);
const EventScreenPage = lazyPage(() =>
  import("../features/lounge/EventScreenPage.tsx").then((module) => module.EventScreenPage),
);
const MasterRevertPage = lazyPage(() =>
  import("../features/master-revert/MasterRevertPage.tsx").then((module) => module.MasterRevertPage),
);
const SettingsPage = lazyPage(() =>
  import("../features/settings/SettingsPage.tsx").then((module) => module.SettingsPage),
);
const NumberGameSettingsPage = lazyPage(() =>
  import("../features/number-games/settings/NumberGameSettingsPage.tsx").then(
    (module) => module.NumberGameSettingsPage,
  ),
);
const NumberGamePage = lazyPage(() =>
  import("../features/number-games/player/NumberGamePage.tsx").then((module) => module.NumberGamePage),
);
const EventConsolePage = lazyPage(() =>
  import("../features/operator-events/EventConsolePage.tsx").then((module) => module.EventConsolePage),
);
const EventListPage = lazyPage(() =>
  import("../features/operator-events/EventListPage.tsx").then((module) => module.EventListPage),
);
const ChangePasswordPage = lazyPage(() =>
  import("../features/password/ChangePasswordPage.tsx").then((module) => module.ChangePasswordPage),
);
const AccountingReportsPage = lazyPage(() =>
  import("../features/reports/AccountingReportsPage.tsx").then((module) => module.AccountingReportsPage),
);
const ReconciliationPage = lazyPage(() =>
  import("../features/reports/ReconciliationPage.tsx").then((module) => module.ReconciliationPage),
);
const AccountProtection = lazyPage(() =>
  import("../features/protection/AccountProtection.tsx").then((module) => module.AccountProtection),
);
const DownlineLimitsPage = lazyPage(() =>
  import("../features/protection/DownlineLimitsPage.tsx").then((module) => module.DownlineLimitsPage),
);
const ResponsibleGamingPage = lazyPage(() =>
  import("../features/protection/ResponsibleGamingPage.tsx").then((module) => module.ResponsibleGamingPage),
);
const IdentityCard = lazyPage(() =>
  import("../features/identity/IdentityCard.tsx").then((module) => module.IdentityCard),
);
const IdentityPage = lazyPage(() =>
  import("../features/identity/IdentityPage.tsx").then((module) => module.IdentityPage),
);
const ComplianceQueuePage = lazyPage(() =>
  import("../features/compliance/ComplianceQueuePage.tsx").then((module) => module.ComplianceQueuePage),
);
const ExclusionListPage = lazyPage(() =>
  import("../features/compliance/ExclusionListPage.tsx").then((module) => module.ExclusionListPage),
);
const RefreshPlayersButton = lazyPage(() =>
  import("../features/site-refresh/RefreshPlayersButton.tsx").then((module) => module.RefreshPlayersButton),
);
const WalletLogPage = lazyPage(() =>
  import("../features/wallet/WalletLogPage.tsx").then((module) => module.WalletLogPage),
);
const WalletStationPage = lazyPage(() =>
  import("../features/wallet/WalletStationPage.tsx").then((module) => module.WalletStationPage),
);
const WhitelistPage = lazyPage(() =>
  import("../features/whitelist/WhitelistPage.tsx").then((module) => module.WhitelistPage),
);

const toLogin = <ToLogin />;

/** Shown while a lazy shell or auth screen arrives (the shells hold their own boundary for their screens). */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

/** The agent's downlines, titled like its menu group ('Active {type}'). */
function AgentDownlinesPage() {
  const role = useSession((session) => session.identity.role);
  return <DownlinesPage title={activeDownlinesTitle(role)} accounts={downlineTypeLabel(role)} />;
}

/**
 * One area of the product: its shell behind the area's guard; the bare area path goes to `home`, unknown paths
 * inside it to /auth/login.
 */
function area(path: Area, Shell: ComponentType, home: string, pages: RouteObject[]): RouteObject {
  return {
    path,
    element: (
      <RequireGuard guard={AREA_GUARDS[path]}>
        <Loading>
          <Shell />
        </Loading>
      </RequireGuard>
    ),
    children: [{ index: true, element: <Navigate to={home} replace /> }, ...pages, { path: "*", element: toLogin }],
  };
}

/** The screens agents and staff share (the same paths in both areas). */
const agentAndStaffPages: RouteObject[] = [
  { path: "dashboard", element: <DashboardPage /> },
  { path: "wallet-station", element: <WalletStationPage /> },
  { path: "wallet-log", element: <WalletLogPage /> },
  {
    path: "commission",
    element: (
      <ForCommissionEarner title="Self Convert Commission">
        <SelfConvertCommissionPage />
      </ForCommissionEarner>
    ),
  },
  {
    path: "commission-log",
    element: (
      <ForCommissionEarner title="Commission Logs">
        <CommissionLogPage />
      </ForCommissionEarner>
    ),
  },
];

/** The cashier (staff2) sees its cash desk where staff see the shared screen (features/cashier). */
function withCashierScreen(page: RouteObject): RouteObject {
  const cashier = page.path ? CASHIER_SCREENS[page.path] : undefined;
  return cashier ? { ...page, element: <ForCashier cashier={cashier} other={page.element} /> } : page;
}

/** The number games' screens, at each game's `routes.player` (/player/pick2, …): one screen read from the entry. */
const numberGamePages: RouteObject[] = NUMBER_GAMES.map((game) => ({
  path: GAME_REGISTRY[game].routes.player.replace(/^\/player\//, ""),
  element: <NumberGamePage game={game} />,
}));

/** The operator's number-game screens: per game, its draw list and a console per draw (features/draw-console). */
const drawPages: RouteObject[] = NUMBER_GAMES.flatMap((game) => {
  const path = drawListPath(game).replace(/^\/operator\//, "");
  return [
    { path, element: <DrawListPage game={game} /> },
    { path: `${path}/:drawId`, element: <DrawConsolePage game={game} /> },
  ];
});

/** Every route of the product (spec section 2). Root and unknown paths, also inside an area, go to /auth/login. */
export const routes: RouteObject[] = [
  { path: "/", element: toLogin },
  {
    path: "auth",
    element: <AuthLayout />,
    children: [
      { index: true, element: toLogin },
      {
        path: "login",
        element: (
          <RedirectSignedIn>
            <LoginPage />
          </RedirectSignedIn>
        ),
      },
      {
        path: "register",
        element: (
          <Loading>
            <RegisterPage />
          </Loading>
        ),
      },
      { path: "*", element: toLogin },
    ],
  },
  // Public: how results are decided and checked, linked from every game screen and the results history.
  {
    path: "fairness",
    element: <AuthLayout />,
    children: [
      {
        index: true,
        element: (
          <Loading>
            <FairnessPage />
          </Loading>
        ),
      },
    ],
  },
  area("admin", AdminShell, "dashboard", [
    { path: "dashboard", element: <AdminDashboardPage actions={<RefreshPlayersButton />} /> },
    { path: "accounting", element: <AccountingReportsPage /> },
    { path: "accounting/reconciliation", element: <ReconciliationPage /> },
    { path: "walletstation", element: <WalletStationPage /> },
    { path: "wallet-log", element: <WalletLogPage /> },
    { path: "users", element: <AllUsersPage /> },
    { path: "downlines", element: <DownlinesPage title="Active INCORPORATOR" accounts="INCORPORATOR" /> },
    { path: "approvals", element: <ApprovalsPage /> },
    { path: "bets", element: <AdminHistoryPage /> },
    { path: "bets/by-event", element: <AllBetsPage /> },
    { path: "whitelist", element: <WhitelistPage /> },
    { path: "number-games", element: <NumberGameSettingsPage /> },
    { path: "responsible-gaming", element: <ResponsibleGamingListPage /> },
    { path: "compliance", element: <ComplianceQueuePage /> },
    { path: "exclusions", element: <ExclusionListPage /> },
    { path: "alerts", element: <AlertsPage /> },
    { path: "alerts/:alertId", element: <AlertCasePage /> },
    { path: "settings", element: <SettingsPage /> },
    { path: "change-password", element: <ChangePasswordPage /> },
  ]),
  area("agent", AgentShell, "dashboard", [
    ...agentAndStaffPages,
    // The overview (balances, counts), then the report of the agent's downlines.
    {
      path: "summary",
      element: (
        <>
          <SummaryPage />
          <AgentSummaryPage />
        </>
      ),
    },
    { path: "players", element: <PlayersPage title="Players" /> },
    { path: "players/:userId/limits", element: <DownlineLimitsPage /> },
    { path: "bets", element: <AgentHistoryPage /> },
    { path: "downlines", element: <AgentDownlinesPage /> },
    { path: "approvals", element: <ApprovalsPage /> },
    { path: "cash-requests", element: <CashRequestQueuePage /> },
    { path: "notices", element: <NoticesPage /> },
    { path: "change-password", element: <ChangePasswordPage /> },
  ]),
  area("staff", StaffShell, "dashboard", [
    ...agentAndStaffPages.map(withCashierScreen),
    withCashierScreen({ path: "summary", element: <SummaryPage /> }),
    receiptRoute,
    // The cashiers' desk of requests (staff2 only: the menu shows it to cashiers, the server refuses staff).
    { path: "cash-requests", element: <CashRequestQueuePage /> },
    { path: "players", element: <PlayersPage title="All Players" /> },
    { path: "compliance", element: <ComplianceQueuePage /> },
    { path: "change-password", element: <ChangePasswordPage /> },
  ]),
  area("operator", OperatorShell, "arena", [
    { path: "arena", element: <EventListPage game="sabong" /> },
    { path: "arena/:eventId", element: <EventConsolePage game="sabong" /> },
    { path: "master-revert", element: <MasterRevertPage game="sabong" /> },
    { path: "applepulaputi/event-list", element: <EventListPage game="apple" /> },
    { path: "applepulaputi/event-list/:eventId", element: <EventConsolePage game="apple" /> },
    { path: "apple-master-revert", element: <MasterRevertPage game="apple" /> },
    ...drawPages,
  ]),
  area("player", PlayerShell, "home", [
    { path: "home", element: <LoungePage game="sabong" aside={<NumberGameCards />} /> },
    { path: "home/:eventId", element: <EventScreenPage game="sabong" /> },
    { path: "applepulaputi/list", element: <LoungePage game="apple" /> },
    { path: "applepulaputi/list/:eventId", element: <EventScreenPage game="apple" /> },
    ...numberGamePages,
    { path: "notices", element: <NoticesPage /> },
    { path: "bets-history", element: <PlayerHistoryPage /> },
    { path: "tickets/:ticketId", element: <TicketReceiptPage /> },
    { path: "number-games", element: <NumberGamesPage /> },
    { path: "results", element: <ResultsHistoryPage /> },
    // Player protection lives under Account: the player's menu keeps the items the spec names.
    {
      path: "account",
      element: (
        <PlayerAccountPage
          protection={
            <Suspense fallback={null}>
              <IdentityCard />
              <AccountProtection />
            </Suspense>
          }
        />
      ),
    },
    { path: "account/responsible-gaming", element: <ResponsibleGamingPage /> },
    { path: "cash-requests", element: <PlayerCashRequestsPage /> },
    { path: "identity", element: <IdentityPage /> },
    { path: "change-password", element: <ChangePasswordPage /> },
  ]),
  { path: "*", element: toLogin },
];
