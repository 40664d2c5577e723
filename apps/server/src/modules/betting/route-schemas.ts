import { idParams } from "../../http/route-schemas.ts";

export const eventParams = idParams("eventId");
export const fightParams = idParams("fightId");
