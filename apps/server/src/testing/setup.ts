// Server tests run with quiet logs; suites open their own databases (see databases.ts).
process.env.LOG_LEVEL ??= "silent";
