import { defineProject } from 'vitest/config';
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/security is its own group (vitest.security.config.ts).
    exclude: ['test/security/**', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker's files share one module graph; each test builds its own app, stores and engines.
    isolate: false,
    // Memory tests of streamed exports measure live heap after collecting garbage.
    execArgv: ['--expose-gc'],
  },
});
