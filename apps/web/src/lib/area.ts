/** The signed-in areas that share screens, and where each keeps them (the admin's wallet station is spelled apart). */
export type Area = "admin" | "agent" | "staff";

/** The area of a path: "/agent/players" → "agent" (anything else counts as agent). */
export function areaOf(pathname: string): Area {
  const first = pathname.split("/")[1];
  return first === "admin" || first === "staff" ? first : "agent";
}

export function walletStationPath(area: Area): string {
  return area === "admin" ? "/admin/walletstation" : `/${area}/wallet-station`;
}

export function walletLogPath(area: Area): string {
  return `/${area}/wallet-log`;
}

/** The wallet station opened on one account (searched by username, then picked by id). */
export function walletStationFor(area: Area, user: { id: number; username: string }): string {
  const params = new URLSearchParams({ q: user.username, target: String(user.id) });
  return `${walletStationPath(area)}?${params}`;
}

/** A downline's wallet log (the server allows it for accounts the caller manages). */
export function walletLogFor(area: Area, user: { id: number; username: string }): string {
  const params = new URLSearchParams({ userId: String(user.id), user: user.username });
  return `${walletLogPath(area)}?${params}`;
}

/** An agent's screen of one player's limits (the username rides along for its title). */
export function playerLimitsFor(user: { id: number; username: string }): string {
  return `/agent/players/${user.id}/limits?${new URLSearchParams({ username: user.username })}`;
}
