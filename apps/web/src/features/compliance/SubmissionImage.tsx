import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type ImageKind, submissionImageQuery } from "../../api/identity.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Spinner } from "../../components/Spinner.tsx";

/**
 * One picture of a submission, read with the reviewer's token (every view is audited by the server) and shown from
 * an object URL that is released when the picture leaves the screen; nothing is kept by the browser's cache.
 */
export function SubmissionImage({ submissionId, kind, alt }: { submissionId: number; kind: ImageKind; alt: string }) {
  const image = useQuery(submissionImageQuery(submissionId, kind));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [image.data]);

  const title = kind === "id" ? "Photo of the ID" : "Selfie holding the ID";
  return (
    <figure className="mb-3">
      <figcaption className="small fw-semibold mb-1">{title}</figcaption>
      {image.isError ? (
        <ErrorAlert error={`Could not load the picture: ${image.error.message}`} className="py-2" />
      ) : url ? (
        <a href={url} target="_blank" rel="noreferrer" title="Open the picture in full size">
          <img src={url} alt={alt} className="img-fluid rounded border kyc-image" data-testid={`kyc-image-${kind}`} />
        </a>
      ) : (
        <Spinner label="Loading the picture…" />
      )}
    </figure>
  );
}
