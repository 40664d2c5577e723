import { config } from "zod";

/**
 * The server's Content-Security-Policy forbids eval. zod probes for it with `new Function("")` when its first object
 * schema is built; the refused probe is reported as a CSP violation (a browser issue, Lighthouse best practices).
 * jitless skips the probe (zod parses without generated code either way under this CSP). main.tsx imports this file
 * first, before any module that builds a schema.
 */
config({ jitless: true });
