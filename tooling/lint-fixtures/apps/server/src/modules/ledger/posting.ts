// a module's internal file
export const postingRule = (amountCentavos: number): number => amountCentavos;
