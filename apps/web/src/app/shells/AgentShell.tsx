import { agentTypeLabel } from "@sabong/shared/users";
import { useMemo } from "react";
import { useUserDetail } from "../../api/user-detail.ts";
import { UserMenu } from "../../components/UserMenu.tsx";
import { NoticeBell } from "../../features/notices/NoticeBell.tsx";
import { useSession } from "../../lib/session.ts";
import { agentMenu } from "../agent-menu.ts";
import { logoutAction } from "./logout-action.ts";
import { PointsBalance } from "./PointsBalance.tsx";
import { ShellLayout, SidebarBrand } from "./ShellLayout.tsx";

/**
 * /agent/*: the menu follows the agent type (token role), with a separate variant for the 'loader' placeholder.
 * The header shows the username and the type label. The user detail is loaded at start (for the points); a failed
 * load is silently ignored.
 */
export function AgentShell() {
  const { username, role } = useSession((session) => session.identity);
  useUserDetail();
  const menu = useMemo(() => agentMenu(role, logoutAction()), [role]);
  const typeLabel = agentTypeLabel(role);

  return (
    <ShellLayout
      variant="console"
      menu={menu}
      menuLabel="Agent menu"
      sidebarHeader={<SidebarBrand caption={typeLabel} />}
      title={<PointsBalance />}
      headerEnd={
        <>
          {/* From 576 px: on a phone the type label needs the room, and the menu has Notices (the toasts still come). */}
          <NoticeBell to="/agent/notices" className="d-none d-sm-inline-flex" />
          <UserMenu username={username} detail={typeLabel} changePasswordPath="/agent/change-password" />
        </>
      }
    />
  );
}
