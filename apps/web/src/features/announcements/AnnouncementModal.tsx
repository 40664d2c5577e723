import {
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENT_REQUIRED_MESSAGE,
  ANNOUNCEMENT_SAVED_MESSAGE,
  setAnnouncementSchema,
} from "@sabong/shared/announcements";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { operatorAnnouncementQuery } from "../../api/announcements.ts";
import { ModalActions } from "../../components/ModalActions.tsx";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { useSetAnnouncement } from "./use-set-announcement.ts";

type Props = { onClose: () => void };
type FormValues = { announcement: string };

/** Where the form stands (spec section 4): nothing typed yet, edited, or saved. */
export type AnnouncementFormState = "empty" | "edited" | "saved";

/**
 * The operator's 'Set announcement' modal. Opens prefilled with the current announcement (a failed read leaves it
 * empty). An empty announcement is refused with an alert and no call; saving shows the success alert and closes;
 * a failed save alerts the error. The submit button is disabled while saving.
 * Render it only while open: every opening starts from the server's current value.
 */
export function AnnouncementModal({ onClose }: Props) {
  const titleId = useId();
  const fieldId = useId();
  const current = useQuery(operatorAnnouncementQuery());
  const save = useSetAnnouncement();
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({ defaultValues: { announcement: "" } });

  // Prefill once the current announcement arrives, unless the operator already started typing.
  useEffect(() => {
    if (current.data && !formState.isDirty) reset({ announcement: current.data.value });
  }, [current.data, formState.isDirty, reset]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !save.isPending) onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose, save.isPending]);

  const state: AnnouncementFormState = save.isSuccess ? "saved" : formState.isDirty ? "edited" : "empty";

  const onSubmit = handleSubmit(async (values) => {
    const parsed = setAnnouncementSchema.safeParse(values);
    if (!parsed.success) {
      window.alert(firstIssueMessage(parsed.error.issues, ANNOUNCEMENT_REQUIRED_MESSAGE, "Announcement"));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      window.alert(ANNOUNCEMENT_SAVED_MESSAGE);
      onClose();
    } catch (error) {
      window.alert(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);
    }
  });

  const saving = save.isPending || formState.isSubmitting;

  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-dialog modal-dialog-centered">
          <form className="modal-content" onSubmit={onSubmit} noValidate data-state={state}>
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                Set announcement
              </h2>
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} disabled={saving} />
            </div>
            <div className="modal-body">
              <label htmlFor={fieldId} className="form-label">
                Announcement
              </label>
              <textarea
                id={fieldId}
                className="form-control"
                rows={4}
                maxLength={ANNOUNCEMENT_MAX_LENGTH}
                placeholder={current.isPending ? "Loading the current announcement…" : "Shown to every player"}
                {...register("announcement")}
              />
              <div className="form-text">Players see it scrolling at the top of their screens.</div>
            </div>
            <div className="modal-footer">
              <ModalActions onCancel={onClose} busy={saving} label="Save announcement" />
            </div>
          </form>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
