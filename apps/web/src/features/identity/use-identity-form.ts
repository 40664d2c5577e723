import type { IdentitySubmissionBody } from "@sabong/shared/identity";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { identityKeys, postIdentity } from "../../api/identity.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { EMPTY_IDENTITY, type IdentityFormValues, identityResolver } from "./identity-form.ts";
import type { Picture } from "./picture.ts";

type Pictures = { idPhoto: Picture | null; selfie: Picture | null };
export type PictureField = keyof Pictures;

const MISSING = {
  idPhoto: "Choose a photo of your ID",
  selfie: "Choose a selfie of you holding your ID",
};

/**
 * The identity form's state, checks and submit: the typed fields (react-hook-form with the identity resolver), the
 * two pictures beside them, one idempotency key per filled form.
 */
export function useIdentityForm() {
  const submit = useInvalidatingMutation(identityKeys.all, postIdentity);
  const resolver = useMemo(() => identityResolver(), []);
  const key = useRef(newIdempotencyKey());
  const [pictures, setPictures] = useState<Pictures>({ idPhoto: null, selfie: null });
  const [pictureErrors, setPictureErrors] = useState<Partial<Record<PictureField, string>>>({});
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<IdentityFormValues, unknown, IdentitySubmissionBody>({ resolver, defaultValues: EMPTY_IDENTITY });

  const checkPictures = () => {
    const problems: Partial<Record<PictureField, string>> = {};
    for (const field of ["idPhoto", "selfie"] as const) {
      if (!pictures[field]) problems[field] = MISSING[field];
    }
    setPictureErrors(problems);
    return pictures.idPhoto?.ok && pictures.selfie?.ok ? { idPhoto: pictures.idPhoto, selfie: pictures.selfie } : null;
  };

  const onSubmit = handleSubmit(
    async (identity) => {
      const chosen = checkPictures();
      if (!chosen) return;
      try {
        await submit.mutateAsync({
          identity,
          idPhoto: chosen.idPhoto.base64,
          selfie: chosen.selfie.base64,
          idempotencyKey: key.current,
        });
      } catch {
        // Shown from the mutation's error above the form.
      }
    },
    // The pictures' problems show with the fields' ones, all at once.
    () => checkPictures(),
  );

  /** A picture chosen (or its choice cleared): its missing-picture problem goes. */
  const pick = (field: PictureField) => (picture: Picture | null) => {
    setPictures((current) => ({ ...current, [field]: picture }));
    setPictureErrors(({ [field]: _, ...rest }) => rest);
  };

  return {
    register,
    errors,
    pictureErrors,
    pick,
    onSubmit,
    submitError: submit.error,
    busy: isSubmitting || submit.isPending,
    problemCount: Object.keys(errors).length + Object.keys(pictureErrors).length,
  };
}
