/** Token types from spec section 3. Agents carry type `user` and their agent type as `role`. */
export const TOKEN_TYPES = ["admin", "user", "player", "staff", "staff2"] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export const AGENT_TYPES = ["incorporator", "sub-operator", "master-agent", "gold-agent", "loader"] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** The decoded access token (spec section 3). `sub` and `sid` identify the user and the session server-side. */
export type TokenClaims = {
  type: TokenType | string;
  role: string;
  username: string;
  name: string;
};

export const ACCESS_TOKEN_STORAGE_KEY = "accessToken";
