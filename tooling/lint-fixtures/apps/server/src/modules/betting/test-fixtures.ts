// betting test fixtures
export const fixtureAmountCentavos = 100;
