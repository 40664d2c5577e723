/** Agent chain labels: the shown label is one level above the stored type (spec section 1). */
export function agentTypeLabel(storedType: string | null | undefined): string {
  switch (storedType) {
    case "incorporator":
      return "HEAD-INCORPORATOR";
    case "sub-operator":
      return "INCORPORATOR";
    case "master-agent":
      return "SUB-OPERATOR";
    case "gold-agent":
      return "MASTER-AGENT";
    default:
      return "GOLD-AGENT";
  }
}

/**
 * Whether an account earns commission at all: the loader placeholder (it only loads and withdraws for its players)
 * and the cashier (staff2, a cash desk) earn none, so they are shown no commission screens, tables or "Convert".
 */
export function earnsCommission(type: string, role: string | null | undefined): boolean {
  if (type === "staff2") return false;
  if (type === "user") return role !== "loader" && Boolean(role);
  return true;
}
