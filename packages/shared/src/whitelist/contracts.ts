import { z } from "zod";

/** Refusal shown to an admin or staff login from an address not on a non-empty whitelist. */
export function whitelistRefusedMessage(ip: string): string {
  return `Login from this address is not allowed. Ask an admin to whitelist ${ip}.`;
}

/** Refusal of a whitelist change that would leave the list without the acting admin's own address. */
export function whitelistLockoutMessage(ip: string): string {
  return `This change would lock you out: your address ${ip} would not be allowed. Whitelist ${ip} (or a range holding it) first.`;
}

export const WHITELIST_NOTE_MAX_LENGTH = 200;

/** POST /api/admin/whitelist: an IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24 or 2001:db8::/32. */
export const whitelistInputSchema = z.object({
  address: z
    .string({ error: "address is required" })
    .trim()
    .min(1, "address is required")
    .max(64, "address must be at most 64 characters"),
  note: z
    .string()
    .trim()
    .max(WHITELIST_NOTE_MAX_LENGTH, `note must be at most ${WHITELIST_NOTE_MAX_LENGTH} characters`)
    .default(""),
});
export type WhitelistInput = z.infer<typeof whitelistInputSchema>;

export const whitelistEntrySchema = z.object({
  id: z.number().int(),
  /** Normalised CIDR: address/prefix (a single address gets /32 or /128). */
  cidr: z.string(),
  family: z.enum(["ipv4", "ipv6"]),
  note: z.string(),
  createdByUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

/** GET /api/admin/whitelist: the entries, and the caller's address as the server sees it (to whitelist it). */
export const whitelistListSchema = z.object({ entries: z.array(whitelistEntrySchema), yourIp: z.string() });
export type WhitelistList = z.infer<typeof whitelistListSchema>;
