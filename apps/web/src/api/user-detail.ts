import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { setUserDetail, useSession } from "../lib/session.ts";
import { userDetailQuery } from "./user.ts";

/**
 * The signed-in user's detail (GET /api/user, spec section 3), used by the shells (points in the header) and the
 * dashboards. Whenever it loads or changes (a 'balance' push writes into it) the session follows: user, account
 * and points.
 */
export function useUserDetail() {
  const signedIn = useSession((session) => session.identity.username !== "");
  const query = useQuery({ ...userDetailQuery(), enabled: signedIn });
  useEffect(() => {
    if (query.data) setUserDetail(query.data);
  }, [query.data]);
  return query;
}
