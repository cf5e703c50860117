import { defineProject } from 'vitest/config';
// isolate: false runs a worker's files in one module graph (half the time); no file here relies on a fresh one.
export default defineProject({
  test: {
    name: 'viz',
    include: ['src/**/*.test.{ts,tsx}', 'charts/**/*.test.{ts,tsx}'],
    isolate: false,
  },
});
