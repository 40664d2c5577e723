import { z } from "zod";

/** Field schemas the answer contracts share (not exported from the package: each contract names its own fields). */

/** An amount in integer centavos. */
export const centavosSchema = z.number().int();
/** An instant as the API writes it (ISO 8601). */
export const isoDateTime = z.string();
