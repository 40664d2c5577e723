import { messageBodySchema, type Registration } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/user {username, name, password, refCode} → 201 {message}: the account then awaits approval. */
export function postRegistration(registration: Registration) {
  return api.post("user", undefined, registration, { schema: messageBodySchema });
}

export function useRegister() {
  return useMutation({ mutationFn: postRegistration });
}
