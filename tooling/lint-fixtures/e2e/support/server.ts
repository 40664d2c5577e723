// e2e support (browser tests only)
export const startServer = (): string => "http://127.0.0.1:0";
