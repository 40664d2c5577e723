// server test support
export const startTestApp = (): string => "app";
