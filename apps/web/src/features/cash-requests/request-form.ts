import {
  type CashInBody,
  type CashOutBody,
  type CashRequestDesk,
  type CashRequestKind,
  cashInBodySchema,
  cashOutBodySchema,
  type EWallet,
} from "@sabong/shared/cash-requests";
import { MAX_IMAGE_BYTES } from "@sabong/shared/identity";
import { parsePesos } from "@sabong/shared/money";

/** The request form as typed, before it is checked. */
export type RequestDraft = {
  kind: CashRequestKind;
  desk: CashRequestDesk;
  amount: string;
  eWallet: EWallet;
  reference: string;
  walletNumber: string;
  screenshot: File | null;
};

export type DraftField = "amount" | "desk" | "eWallet" | "reference" | "walletNumber" | "screenshot";
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft = (kind: CashRequestKind): RequestDraft => ({
  kind,
  desk: "upline",
  amount: "",
  eWallet: "gcash",
  reference: "",
  walletNumber: "",
  screenshot: null,
});

export type CheckedDraft =
  | { ok: true; kind: "cash-in"; body: Omit<CashInBody, "idempotencyKey" | "screenshot">; screenshot: File | null }
  | { ok: true; kind: "cash-out"; body: Omit<CashOutBody, "idempotencyKey"> }
  | { ok: false; errors: DraftErrors };

/**
 * Every field checked at once, with the server's own schema (the same plain words): a player sees all that is wrong
 * in one go, never one refusal after another.
 */
export function checkDraft(draft: RequestDraft): CheckedDraft {
  const errors: DraftErrors = {};
  const amount = parsePesos(draft.amount);
  if (!amount.ok) errors.amount = draft.amount.trim() === "" ? "Enter the amount" : amount.message;
  const common = {
    desk: draft.desk,
    amountCentavos: amount.ok ? amount.centavos : 100,
    eWallet: draft.eWallet,
    idempotencyKey: "checked-locally",
  };
  const parsed =
    draft.kind === "cash-in"
      ? cashInBodySchema.safeParse({ ...common, reference: draft.reference })
      : cashOutBodySchema.safeParse({ ...common, walletNumber: draft.walletNumber });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DraftField;
      errors[field] ??= issue.message;
    }
  }
  if (draft.kind === "cash-in" && draft.screenshot) {
    if (draft.screenshot.size > MAX_IMAGE_BYTES) errors.screenshot = "The screenshot is larger than 5 MB";
    else if (!/^image\/(jpeg|png)$/.test(draft.screenshot.type)) {
      errors.screenshot = "The screenshot must be a JPEG or PNG image";
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success || !amount.ok) return { ok: false, errors };
  const { idempotencyKey: _key, ...body } = parsed.data;
  return draft.kind === "cash-in"
    ? { ok: true, kind: "cash-in", body: body as Omit<CashInBody, "idempotencyKey">, screenshot: draft.screenshot }
    : { ok: true, kind: "cash-out", body: body as Omit<CashOutBody, "idempotencyKey"> };
}

/** A file as the base64 the API takes. */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error("The screenshot could not be read"));
    reader.readAsDataURL(file);
  });
}
