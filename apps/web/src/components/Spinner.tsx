/** A small inline loading indicator with its text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
