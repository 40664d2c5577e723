import { type ChangePassword, messageBodySchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** PUT /api/user/password {oldPassword, newPassword} → {message}. */
export function putPassword(body: ChangePassword) {
  return api.put("user", "password", body, { schema: messageBodySchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: putPassword });
}
