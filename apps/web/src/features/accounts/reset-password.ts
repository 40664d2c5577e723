import { messageBodySchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/admin/users/:id/reset-password {newPassword} → {message}; the user's sessions are signed out. */
export function postResetPassword({ userId, newPassword }: { userId: number; newPassword: string }) {
  return api.post("admin", `users/${userId}/reset-password`, { newPassword }, { schema: messageBodySchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
