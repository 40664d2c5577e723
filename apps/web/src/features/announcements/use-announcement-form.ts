import {
  ANNOUNCEMENT_REQUIRED_MESSAGE,
  ANNOUNCEMENT_SAVED_MESSAGE,
  setAnnouncementSchema,
} from "@sabong/shared/announcements";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { operatorAnnouncementQuery } from "../../api/announcements.ts";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { useSetAnnouncement } from "./use-set-announcement.ts";

type FormValues = { announcement: string };

/** Where the form stands (spec section 4): nothing typed yet, edited, or saved. */
export type AnnouncementFormState = "empty" | "edited" | "saved";

/**
 * The announcement form: prefilled with the current announcement, closed by Escape unless saving, checked on submit
 * (an empty one is refused with an alert and no call), saved with an alert either way, closed once saved.
 */
export function useAnnouncementForm(onClose: () => void) {
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

  return {
    field: register("announcement"),
    loading: current.isPending,
    state,
    onSubmit,
    saving: save.isPending || formState.isSubmitting,
  };
}
