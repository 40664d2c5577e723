import { useState } from "react";
import { InputField } from "../../components/InputField.tsx";
import { type Picture, readPicture } from "./picture.ts";

/** The pictures the server takes (it checks their bytes too). */
const PICTURE_TYPES = "image/jpeg,image/png";

type Props = {
  id: string;
  label: string;
  hint: string;
  /** A problem found on submit (no picture chosen). */
  error?: string;
  onPicked: (picture: Picture | null) => void;
};

/** One picture of the identity form: a photo from the camera or the gallery, checked by its bytes when chosen. */
export function PicturePicker({ id, label, hint, error, onPicked }: Props) {
  const [picked, setPicked] = useState<Picture | null>(null);
  const problem = picked && !picked.ok ? picked.message : error;
  const note = problem ?? (picked?.ok ? `Chosen: ${picked.name}` : hint);
  return (
    <div className="mb-3">
      <InputField
        id={id}
        label={label}
        type="file"
        accept={PICTURE_TYPES}
        className={`form-control${problem ? " is-invalid" : ""}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          const picture = file ? await readPicture(file) : null;
          setPicked(picture);
          onPicked(picture);
        }}
      />
      <div id={`${id}-note`} className={problem ? "invalid-feedback" : "form-text"}>
        {note}
      </div>
    </div>
  );
}
