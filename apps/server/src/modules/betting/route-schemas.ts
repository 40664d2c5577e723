import { errorBodySchema } from "@sabong/shared";
import { z } from "zod";

export const eventParams = z.object({ eventId: z.coerce.number().int().positive().max(2_147_483_647) });
export const fightParams = z.object({ fightId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Every error answers `{ error }`; listed so the OpenAPI document shows it. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
} as const;
