// allowed: a module's tables
export const userColumns = ["id", "name"];
