import { type UserDetail, userDetailSchema } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "./api-client.ts";
import { setUserDetail, useSession } from "./session.ts";

/**
 * GET /api/user: the signed-in user's detail (spec section 3). Used by every shell (points in the header) and the
 * dashboards; kept in lib because it is session data shared by all areas. Loading it updates the points.
 */
export const userDetailQueryKey = (username: string) => ["user", "detail", username] as const;

export function fetchUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  return api.get("user", undefined, { schema: userDetailSchema, signal });
}

export function useUserDetail() {
  const username = useSession((session) => session.identity.username);
  const query = useQuery({
    queryKey: userDetailQueryKey(username),
    queryFn: ({ signal }) => fetchUserDetail(signal),
    enabled: username !== "",
  });
  useEffect(() => {
    if (query.data) setUserDetail(query.data);
  }, [query.data]);
  return query;
}
