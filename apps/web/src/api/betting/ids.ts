/** Whether a route's id is a real row id: queries on 0, NaN or a negative id stay disabled. */
export const isId = (id: number) => Number.isSafeInteger(id) && id > 0;
