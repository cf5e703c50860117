import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    globalSetup: ['src/support/global-setup.ts'],
    // The browser files run after every other project (groupOrder 1), two at a time: each starts its
    // own server on a free port with its own data directory and browser, and waits on the browser
    // and the server by turns, so two of them keep a two-core machine busy where one left it half idle.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // A worker's files share one module graph: each file imported the whole server (Fastify, Kysely,
    // DuckDB, every route) afresh, 6 to 9 s a file. Each file still starts its own server, data
    // directory and browser, and restores any environment variable it sets.
    isolate: false,
  },
});
