/** The player's protection screens: under Account, so the player's menu keeps the items the spec names. */
export const ACCOUNT_PATH = "/player/account";
export const RESPONSIBLE_GAMING_PATH = `${ACCOUNT_PATH}/responsible-gaming`;
export const BETS_HISTORY_PATH = "/player/bets-history";
