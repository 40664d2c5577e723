import { MAX_PAGE_SIZE } from "@sabong/shared/contracts";
import type { HierarchyUser, HierarchyUserPage } from "@sabong/shared/users";
import type { Api } from "./api.ts";
import { FatalApiError } from "./api.ts";

const PAGE_SIZE = MAX_PAGE_SIZE;

/** One user as the admin's user list shows it (balances in centavos), found by exact username. */
export async function findUser(api: Api, adminToken: string, username: string): Promise<HierarchyUser> {
  const page = await api.ok<HierarchyUserPage>(
    "GET",
    `/admin/users?q=${encodeURIComponent(username)}&pageSize=${PAGE_SIZE}`,
    {
      token: adminToken,
    },
  );
  const user = page.items.find((item) => item.username === username);
  if (!user) throw new FatalApiError(`user ${username} not found`);
  return user;
}

/** Every user whose name contains `q`, page after page. */
export async function listUsers(api: Api, adminToken: string, q: string): Promise<HierarchyUser[]> {
  const users: HierarchyUser[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.ok<HierarchyUserPage>(
      "GET",
      `/admin/users?q=${encodeURIComponent(q)}&pageSize=${PAGE_SIZE}&page=${page}`,
      { token: adminToken },
    );
    users.push(...answer.items);
    if (answer.items.length < PAGE_SIZE || users.length >= answer.total) return users;
  }
}
