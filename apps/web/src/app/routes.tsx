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
import { useSession } from "../lib/session.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { activeDownlinesTitle, downlineTypeLabel } from "./agent-menu.ts";
import {
  AccountingReportsPage,
  AccountProtection,
  AdminDashboardPage,
  AdminHistoryPage,
  AdminShell,
  AgentHistoryPage,
  AgentShell,
  AgentSummaryPage,
  AlertCasePage,
  AlertsPage,
  AllBetsPage,
  AllUsersPage,
  ApprovalsPage,
  CashRequestQueuePage,
  ChangePasswordPage,
  CommissionLogPage,
  ComplianceQueuePage,
  DashboardPage,
  DownlineLimitsPage,
  DownlinesPage,
  DrawConsolePage,
  DrawListPage,
  EventConsolePage,
  EventListPage,
  EventScreenPage,
  ExclusionListPage,
  FairnessPage,
  IdentityCard,
  IdentityPage,
  MasterRevertPage,
  NoticesPage,
  NumberGamePage,
  NumberGameSettingsPage,
  NumberGamesPage,
  OperatorShell,
  PlayerAccountPage,
  PlayerCashRequestsPage,
  PlayerHistoryPage,
  PlayersPage,
  ReconciliationPage,
  RefreshPlayersButton,
  RegisterPage,
  ResponsibleGamingListPage,
  ResponsibleGamingPage,
  ResultsHistoryPage,
  SelfConvertCommissionPage,
  SettingsPage,
  StaffShell,
  SummaryPage,
  TicketReceiptPage,
  WalletLogPage,
  WalletStationPage,
  WhitelistPage,
} from "./lazy-pages.ts";
import { RedirectSignedIn, RequireGuard, ToLogin } from "./RequireGuard.tsx";
import { PlayerShell } from "./shells/PlayerShell.tsx";

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
