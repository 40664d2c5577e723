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
