const TONES: Record<string, string> = {
  active: "text-bg-success",
  pending: "text-bg-warning",
  suspended: "text-bg-danger",
};

/** An account status as a coloured pill: active, pending, suspended. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge rounded-pill status-badge ${TONES[status] ?? "text-bg-secondary"}`}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
