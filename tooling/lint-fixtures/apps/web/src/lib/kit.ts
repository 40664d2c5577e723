// web-lib-is-bottom: lib/ imports the UI kit above it
import { oddsCell } from "../components/OddsCell.tsx";

export const oddsText = (per100Centavos: number): string => oddsCell(per100Centavos);
