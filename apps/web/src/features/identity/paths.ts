/** The player's identity screen (reached from Account and from the banner over the betting screens). */
export const IDENTITY_PATH = "/player/identity";
