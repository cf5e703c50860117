import { defineProject } from 'vitest/config';
export default defineProject({ test: { name: 'viz', include: ['src/**/*.test.{ts,tsx}', 'charts/**/*.test.{ts,tsx}'] } });
