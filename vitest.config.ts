import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './scripts/summary-reporter.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/viz',
      'packages/server',
      'packages/server/vitest.security.config.ts',
      'packages/web',
      'packages/e2e',
    ],
    reporters: ['default', new SummaryReporter()],
    // Vitest leaves one core to itself by default, which is one worker on a two-core CI machine.
    // Most of a unit-test file's time is starting its worker and importing its modules, so every
    // core gets a worker. The browser tests keep their own sequential group (packages/e2e).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
