import { customType } from "drizzle-orm/pg-core";

/** Raw bytes (PostgreSQL bytea), so every process and every backup holds them. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // PGlite and node-postgres both return a Buffer or Uint8Array; copy into a plain Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
});
