import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './scripts/summary-reporter.ts';

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/viz', 'packages/server', 'packages/web', 'packages/e2e'],
    reporters: ['default', new SummaryReporter()],
  },
});
