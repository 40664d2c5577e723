import { useId, useState } from "react";
import { identityKeys, postExclusionImport } from "../../api/identity.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { InputField } from "../../components/InputField.tsx";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { CSV_TEMPLATE } from "./exclusion-text.ts";

/** A CSV file, however the browser names its type. */
const CSV_TYPES = ".csv,text/csv,text/plain";

/** Import the regulator's list: a CSV file or pasted text; a line in error imports nothing (the server says which). */
export function ImportExclusions() {
  const id = useId();
  const importList = useInvalidatingMutation(identityKeys.exclusions(), postExclusionImport);
  const [csv, setCsv] = useState("");
  const [missing, setMissing] = useState<string | null>(null);

  const submit = () => {
    if (csv.trim() === "") return setMissing("Choose a CSV file or paste the list");
    importList.mutate(csv, {
      onSuccess: ({ added }) => {
        notify.success(`${added} ${added === 1 ? "person" : "people"} added to the exclusion list`);
        setCsv("");
      },
    });
  };

  return (
    <FormCard title="Import the regulator's list" onSubmit={submit}>
      <ErrorAlert error={importList.error} className="py-2" />
      <p className="small mb-1">
        One person a line: name, date of birth (YYYY-MM-DD), then ID numbers (separated by ";" or in further columns).
        For example:
      </p>
      <pre className="small bg-body-tertiary p-2 rounded text-wrap" data-testid="csv-template">
        {CSV_TEMPLATE}
      </pre>
      <InputField
        id={`${id}-file`}
        label="CSV file"
        type="file"
        accept={CSV_TYPES}
        className="form-control mb-2"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (file) {
            setCsv(await file.text());
            setMissing(null);
          }
        }}
      />
      <label htmlFor={`${id}-csv`} className="form-label">
        Or paste the list
      </label>
      <textarea
        id={`${id}-csv`}
        className={`form-control font-monospace${missing ? " is-invalid" : ""}`}
        rows={5}
        value={csv}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-csv-error` : undefined}
        onChange={(event) => {
          setCsv(event.target.value);
          setMissing(null);
        }}
      />
      {missing ? (
        <div id={`${id}-csv-error`} className="invalid-feedback">
          {missing}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-3" disabled={importList.isPending}>
        {importList.isPending ? "Importing…" : "Import"}
      </button>
    </FormCard>
  );
}
