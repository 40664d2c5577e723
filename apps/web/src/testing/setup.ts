import { configure } from "@testing-library/dom";

// Screens are lazy chunks (app/lazy-pages.ts): on a busy two-core machine the first import of one can take longer
// than Testing Library's 1 s default for findBy*/waitFor; what a test waits for is still what a user would see.
configure({ asyncUtilTimeout: 5_000 });
