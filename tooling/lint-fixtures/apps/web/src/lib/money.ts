// allowed: lib/ has no imports of features
export const money = (centavos: number): string => (centavos / 100).toFixed(2);
