import { ANNOUNCEMENT_MAX_LENGTH } from "@sabong/shared/announcements";
import { useId } from "react";
import { ModalActions } from "../../components/ModalActions.tsx";
import { useAnnouncementForm } from "./use-announcement-form.ts";

type Props = { onClose: () => void };

/**
 * The operator's 'Set announcement' modal. Opens prefilled with the current announcement (a failed read leaves it
 * empty). An empty announcement is refused with an alert and no call; saving shows the success alert and closes;
 * a failed save alerts the error. The submit button is disabled while saving.
 * Render it only while open: every opening starts from the server's current value.
 */
export function AnnouncementModal({ onClose }: Props) {
  const titleId = useId();
  const fieldId = useId();
  const { field, loading, state, onSubmit, saving } = useAnnouncementForm(onClose);

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
                placeholder={loading ? "Loading the current announcement…" : "Shown to every player"}
                {...field}
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
