import { errorBodySchema, queryIdSchema } from "@sabong/shared";
import { z } from "zod";

export const eventParams = z.object({ eventId: queryIdSchema("eventId") });
export const fightParams = z.object({ fightId: queryIdSchema("fightId") });

/** Every error answers `{ error }`; listed so the OpenAPI document shows it. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
} as const;
