import { createHash } from "node:crypto";

/** JSON with object keys sorted at every depth, so a row hashes the same after a jsonb round trip. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export type HashedFields = {
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  prevHash: string;
};

export const GENESIS_HASH = "0".repeat(64);

export function auditHash(fields: HashedFields): string {
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}
