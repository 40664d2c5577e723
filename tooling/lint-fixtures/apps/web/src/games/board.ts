// A piece the game screens share (fine by itself).
export const boardColumns = 6;
