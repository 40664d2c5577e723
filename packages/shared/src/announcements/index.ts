// The announcements domain's public face: its rules and contracts.
export * from "./contracts.ts";
