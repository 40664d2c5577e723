import { lazyPage } from "../lib/lazy-page.ts";

// The screens of routes.tsx. Each is its own chunk, fetched when first shown (lib/lazy-page.ts), and so is every
// area's shell but the player's: the entry holds what a player needs for /player/home (its size is checked by the
// build, build/budget.ts), the lounge's screens included: a lazy lounge made the first screen after "Sign in" wait for
// its chunks, a round trip each (on a Fast 3G phone the lounge took 4.1 s after signing in instead of 1.5 s,
// docs/performance.md); and so is the login form (2 KB): lazy, its chunk cost another round trip and, at times, a
// layout shift of the auth card.
export const AdminShell = lazyPage(() => import("./shells/AdminShell.tsx").then((module) => module.AdminShell));
export const AgentShell = lazyPage(() => import("./shells/AgentShell.tsx").then((module) => module.AgentShell));
export const OperatorShell = lazyPage(() =>
  import("./shells/OperatorShell.tsx").then((module) => module.OperatorShell),
);
export const StaffShell = lazyPage(() => import("./shells/StaffShell.tsx").then((module) => module.StaffShell));
export const RegisterPage = lazyPage(() =>
  import("../features/auth/RegisterPage.tsx").then((module) => module.RegisterPage),
);
export const AllUsersPage = lazyPage(() =>
  import("../features/accounts/AllUsersPage.tsx").then((module) => module.AllUsersPage),
);
export const ApprovalsPage = lazyPage(() =>
  import("../features/accounts/ApprovalsPage.tsx").then((module) => module.ApprovalsPage),
);
export const DownlinesPage = lazyPage(() =>
  import("../features/accounts/DownlinesPage.tsx").then((module) => module.DownlinesPage),
);
export const FairnessPage = lazyPage(() =>
  import("../features/fairness/FairnessPage.tsx").then((module) => module.FairnessPage),
);
export const AlertsPage = lazyPage(() =>
  import("../features/integrity/AlertsPage.tsx").then((module) => module.AlertsPage),
);
export const AlertCasePage = lazyPage(() =>
  import("../features/integrity/AlertCasePage.tsx").then((module) => module.AlertCasePage),
);
export const ResponsibleGamingListPage = lazyPage(() =>
  import("../features/accounts/ResponsibleGamingListPage.tsx").then((module) => module.ResponsibleGamingListPage),
);
export const PlayersPage = lazyPage(() =>
  import("../features/accounts/PlayersPage.tsx").then((module) => module.PlayersPage),
);
export const SummaryPage = lazyPage(() =>
  import("../features/accounts/SummaryPage.tsx").then((module) => module.SummaryPage),
);
export const AgentSummaryPage = lazyPage(() =>
  import("../features/agent-summary/AgentSummaryPage.tsx").then((module) => module.AgentSummaryPage),
);
export const AllBetsPage = lazyPage(() =>
  import("../features/bets/AllBetsPage.tsx").then((module) => module.AllBetsPage),
);
export const PlayerHistoryPage = lazyPage(() =>
  import("../features/bets/HistoryPage.tsx").then((module) => module.PlayerHistoryPage),
);
export const AgentHistoryPage = lazyPage(() =>
  import("../features/bets/HistoryPage.tsx").then((module) => module.AgentHistoryPage),
);
export const AdminHistoryPage = lazyPage(() =>
  import("../features/bets/HistoryPage.tsx").then((module) => module.AdminHistoryPage),
);
export const TicketReceiptPage = lazyPage(() =>
  import("../features/bets/TicketReceiptPage.tsx").then((module) => module.TicketReceiptPage),
);
export const NumberGamesPage = lazyPage(() =>
  import("../features/number-games/player/NumberGamesPage.tsx").then((module) => module.NumberGamesPage),
);
export const ResultsHistoryPage = lazyPage(() =>
  import("../features/number-games/player/ResultsHistoryPage.tsx").then((module) => module.ResultsHistoryPage),
);
export const CashRequestQueuePage = lazyPage(() =>
  import("../features/cash-requests/CashRequestQueuePage.tsx").then((module) => module.CashRequestQueuePage),
);
export const PlayerCashRequestsPage = lazyPage(() =>
  import("../features/cash-requests/PlayerCashRequestsPage.tsx").then((module) => module.PlayerCashRequestsPage),
);
export const CommissionLogPage = lazyPage(() =>
  import("../features/commission/CommissionLogPage.tsx").then((module) => module.CommissionLogPage),
);
export const SelfConvertCommissionPage = lazyPage(() =>
  import("../features/commission/SelfConvertCommissionPage.tsx").then((module) => module.SelfConvertCommissionPage),
);
export const AdminDashboardPage = lazyPage(() =>
  import("../features/dashboard/AdminDashboardPage.tsx").then((module) => module.AdminDashboardPage),
);
export const DashboardPage = lazyPage(() =>
  import("../features/dashboard/DashboardPage.tsx").then((module) => module.DashboardPage),
);
export const NoticesPage = lazyPage(() =>
  import("../features/notices/NoticesPage.tsx").then((module) => module.NoticesPage),
);
export const PlayerAccountPage = lazyPage(() =>
  import("../features/dashboard/PlayerAccountPage.tsx").then((module) => module.PlayerAccountPage),
);
export const DrawConsolePage = lazyPage(() =>
  import("../features/number-games/console/DrawConsolePage.tsx").then((module) => module.DrawConsolePage),
);
export const DrawListPage = lazyPage(() =>
  import("../features/number-games/console/DrawListPage.tsx").then((module) => module.DrawListPage),
);
export const EventScreenPage = lazyPage(() =>
  import("../features/lounge/EventScreenPage.tsx").then((module) => module.EventScreenPage),
);
export const MasterRevertPage = lazyPage(() =>
  import("../features/master-revert/MasterRevertPage.tsx").then((module) => module.MasterRevertPage),
);
export const SettingsPage = lazyPage(() =>
  import("../features/settings/SettingsPage.tsx").then((module) => module.SettingsPage),
);
export const NumberGameSettingsPage = lazyPage(() =>
  import("../features/number-games/settings/NumberGameSettingsPage.tsx").then(
    (module) => module.NumberGameSettingsPage,
  ),
);
export const NumberGamePage = lazyPage(() =>
  import("../features/number-games/player/NumberGamePage.tsx").then((module) => module.NumberGamePage),
);
export const EventConsolePage = lazyPage(() =>
  import("../features/operator-events/EventConsolePage.tsx").then((module) => module.EventConsolePage),
);
export const EventListPage = lazyPage(() =>
  import("../features/operator-events/EventListPage.tsx").then((module) => module.EventListPage),
);
export const ChangePasswordPage = lazyPage(() =>
  import("../features/password/ChangePasswordPage.tsx").then((module) => module.ChangePasswordPage),
);
export const AccountingReportsPage = lazyPage(() =>
  import("../features/reports/AccountingReportsPage.tsx").then((module) => module.AccountingReportsPage),
);
export const ReconciliationPage = lazyPage(() =>
  import("../features/reports/ReconciliationPage.tsx").then((module) => module.ReconciliationPage),
);
export const AccountProtection = lazyPage(() =>
  import("../features/protection/AccountProtection.tsx").then((module) => module.AccountProtection),
);
export const DownlineLimitsPage = lazyPage(() =>
  import("../features/protection/DownlineLimitsPage.tsx").then((module) => module.DownlineLimitsPage),
);
export const ResponsibleGamingPage = lazyPage(() =>
  import("../features/protection/ResponsibleGamingPage.tsx").then((module) => module.ResponsibleGamingPage),
);
export const IdentityCard = lazyPage(() =>
  import("../features/identity/IdentityCard.tsx").then((module) => module.IdentityCard),
);
export const IdentityPage = lazyPage(() =>
  import("../features/identity/IdentityPage.tsx").then((module) => module.IdentityPage),
);
export const ComplianceQueuePage = lazyPage(() =>
  import("../features/compliance/ComplianceQueuePage.tsx").then((module) => module.ComplianceQueuePage),
);
export const ExclusionListPage = lazyPage(() =>
  import("../features/compliance/ExclusionListPage.tsx").then((module) => module.ExclusionListPage),
);
export const RefreshPlayersButton = lazyPage(() =>
  import("../features/site-refresh/RefreshPlayersButton.tsx").then((module) => module.RefreshPlayersButton),
);
export const WalletLogPage = lazyPage(() =>
  import("../features/wallet/WalletLogPage.tsx").then((module) => module.WalletLogPage),
);
export const WalletStationPage = lazyPage(() =>
  import("../features/wallet/WalletStationPage.tsx").then((module) => module.WalletStationPage),
);
export const WhitelistPage = lazyPage(() =>
  import("../features/whitelist/WhitelistPage.tsx").then((module) => module.WhitelistPage),
);
