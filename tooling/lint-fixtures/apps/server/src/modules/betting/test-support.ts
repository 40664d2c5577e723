// betting test support
export const supportStakeCentavos = 1_000;
