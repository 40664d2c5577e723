import { type HierarchyUser, RATE_FIELDS, type Rates } from "@sabong/shared/users";
import { useId, useState } from "react";
import { accountKeys, patchDownlineRates } from "../../api/accounts.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { RateFields, type RateTexts, ratesToTexts, readRates } from "./rates.tsx";

/**
 * Edits a downline's commission percentages: at most the caller's own; the server also refuses going below the
 * downline's own downlines (and says which game and limit).
 */
export function EditRatesModal({ user, caps, onClose }: { user: HierarchyUser; caps: Rates; onClose: () => void }) {
  const id = useId();
  const update = useInvalidatingMutation(accountKeys.all, patchDownlineRates);
  const once = useSingleFlight();
  const [texts, setTexts] = useState<RateTexts>(() => ratesToTexts(user.rates));
  const [errors, setErrors] = useState<Partial<RateTexts>>({});
  const [unchanged, setUnchanged] = useState(false);

  const submit = () => {
    const read = readRates(texts, caps);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    const changed = Object.fromEntries(
      RATE_FIELDS.filter((field) => read.rates[field] !== user.rates[field]).map((field) => [field, read.rates[field]]),
    ) as Partial<Rates>;
    if (Object.keys(changed).length === 0) return setUnchanged(true);
    once(async () => {
      const updated = await update.mutateAsync({ userId: user.id, rates: changed });
      notify.success(`Percentages of ${updated.username} saved`);
      onClose();
    });
  };

  return (
    <Modal
      title={`Percentages of ${user.username}`}
      onClose={onClose}
      busy={update.isPending}
      onSubmit={submit}
      footer={<ModalActions onCancel={onClose} busy={update.isPending} label="Save percentages" />}
    >
      {update.error ? (
        <ErrorAlert error={update.error} className="py-2" />
      ) : unchanged ? (
        <div className="alert alert-secondary py-2" role="status">
          Nothing changed.
        </div>
      ) : null}
      <p className="small text-body-secondary">
        {user.name} ({user.roleLabel}). A percentage cannot be above yours, nor below one of {user.username}'s own
        downlines.
      </p>
      <RateFields
        idPrefix={`${id}-rate`}
        values={texts}
        errors={errors}
        caps={caps}
        onChange={(field, value) => {
          setUnchanged(false);
          setTexts((current) => ({ ...current, [field]: value }));
        }}
      />
    </Modal>
  );
}
