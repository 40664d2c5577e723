import { c } from "./c.ts";

export const b = (): string => `b${c()}`;
