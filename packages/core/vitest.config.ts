import { defineProject } from 'vitest/config';
// isolate: false runs a worker's files in one module graph: no file here relies on a fresh one.
export default defineProject({
  test: { name: 'core', include: ['src/**/*.test.ts'], isolate: false },
});
