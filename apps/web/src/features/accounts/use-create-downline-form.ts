import { passwordSchema, usernameSchema } from "@sabong/shared/auth";
import { firstIssueMessage } from "@sabong/shared/contracts";
import type { DownlineRole, RateField, Rates } from "@sabong/shared/users";
import { useState } from "react";
import { accountKeys, postDownline } from "../../api/accounts.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { type RateTexts, readRates } from "./rates.tsx";

export type AccountTextKey = "username" | "name" | "password";
export type AccountTexts = Record<AccountTextKey, string>;
export type DownlineErrors = Partial<Record<AccountTextKey, string>> & { rates?: Partial<RateTexts> };

const EMPTY_TEXTS: AccountTexts = { username: "", name: "", password: "" };
const EMPTY_RATES: RateTexts = { sabongBp: "0", pick2Bp: "0", pick3Bp: "0", gameEndingBp: "0", suertresBp: "0" };

type Draft = { role: DownlineRole; texts: AccountTexts; rates: RateTexts | null };
type Checked = { errors: DownlineErrors; body: (Partial<Rates> & AccountTexts & { role: DownlineRole }) | null };

/** The draft's errors per field, or (none) the request's body; `rates` null for a loader, who gets none. */
function checkDownline({ role, texts, rates }: Draft, caps: Rates): Checked {
  const { name, password } = texts;
  const errors: DownlineErrors = {};
  const user = usernameSchema.safeParse(texts.username);
  if (!user.success) errors.username = firstIssueMessage(user.error.issues, "Enter a username", "Username");
  if (!name.trim()) errors.name = "Name is required";
  else if (name.trim().length > 80) errors.name = "Name must be at most 80 characters";
  const pass = passwordSchema.safeParse(password);
  if (!pass.success) errors.password = firstIssueMessage(pass.error.issues, "Enter a password", "Password");
  const read = rates ? readRates(rates, caps) : null;
  if (read && !read.ok) errors.rates = read.errors;
  if (!user.success || errors.name || !pass.success || (read && !read.ok)) return { errors, body: null };
  const percentages = read?.ok ? read.rates : {};
  return { errors, body: { username: user.data, name: name.trim(), password, role, ...percentages } };
}

/**
 * The new downline's form: account type, username, name, first password and percentages (none for a loader), checked
 * on submit against the caller's own percentages; created once, then the dialog closes.
 */
export function useCreateDownlineForm(roles: readonly DownlineRole[], caps: Rates, onClose: () => void) {
  const create = useInvalidatingMutation(accountKeys.all, postDownline);
  const once = useSingleFlight();
  const [role, setRole] = useState<DownlineRole>(roles[0] ?? "player");
  const [texts, setTexts] = useState<AccountTexts>(EMPTY_TEXTS);
  const [rates, setRates] = useState<RateTexts>(EMPTY_RATES);
  const [errors, setErrors] = useState<DownlineErrors>({});
  const withRates = role !== "loader";

  const submit = () => {
    const { errors: found, body } = checkDownline({ role, texts, rates: withRates ? rates : null }, caps);
    setErrors(found);
    if (!body) return;
    once(async () => {
      const created = await create.mutateAsync(body);
      notify.success(`${created.username} was created as ${created.roleLabel}`);
      onClose();
    });
  };

  return {
    role,
    setRole,
    texts,
    setText: (key: AccountTextKey, value: string) => setTexts((current) => ({ ...current, [key]: value })),
    rates,
    setRate: (key: RateField, value: string) => setRates((current) => ({ ...current, [key]: value })),
    errors,
    withRates,
    submit,
    busy: create.isPending,
    error: create.error,
  };
}

export type CreateDownlineForm = ReturnType<typeof useCreateDownlineForm>;
