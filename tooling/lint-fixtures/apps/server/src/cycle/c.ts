import { a } from "./a.ts";

export const c = (): string => (Math.random() > 2 ? a() : "c");
