import { defineProject } from 'vitest/config';
import server from './vitest.config.ts';

// The `security` group (issue #13): one file per hardening point, the fuzz sweep over every route
// and the role x route matrix. Same settings as the server project; `npx vitest --project security`.
export default defineProject({
  test: {
    ...server.test,
    name: 'security',
    include: ['test/security/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
