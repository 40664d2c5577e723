import { type Credentials, loginResponseSchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/login {username, password} → {accessToken}. 401 wrong credentials, 423 locked, 403 pending/suspended. */
export function postLogin(credentials: Credentials) {
  return api.login(credentials, { schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
