import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './build/antd-static-css.ts';

export default defineProject({
  // antdStaticCss resolves AntProviders' style sheet import (tests do not load its rules).
  plugins: [react(), antdStaticCss()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // A worker's files share one module graph (a quarter of the time): importing antd and React per
    // file was most of the run. Each file still gets a fresh jsdom window.
    isolate: false,
  },
});
