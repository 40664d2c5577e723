// web-layers-downward: api/ imports games/, a layer above it
import { boardColumns } from "../games/board.ts";

export const boardQuery = () => ({ queryKey: ["board", boardColumns] });
