// The integrity and AML watch's rules (issue 23): each signal a plain function over what the platform records.

export * from "./api.ts";
export * from "./cash.ts";
export * from "./concentration.ts";
export * from "./large.ts";
export * from "./late-money.ts";
export * from "./other-agent.ts";
export * from "./result-timing.ts";
export * from "./signal.ts";
export * from "./staff-circle.ts";
export * from "./thresholds.ts";
