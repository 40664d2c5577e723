// allowed: the database client every module uses
export const databaseUrl = "postgres://localhost/fixture";
