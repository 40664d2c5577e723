import { errorBodySchema, queryIdSchema } from "@sabong/shared/contracts";
import { z } from "zod";

/** Every error answers `{ error }`; listed so the OpenAPI document shows it. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
} as const;

/** Path params holding one id, e.g. `idParams("drawId")` for `/draws/:drawId` (a bad id answers 400). */
export function idParams<const K extends string>(name: K) {
  return z.object({ [name]: queryIdSchema(name) } as { [P in K]: ReturnType<typeof queryIdSchema> });
}
