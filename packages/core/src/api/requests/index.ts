export * from './chart.ts';
export * from './css-template.ts';
export * from './dashboard.ts';
export * from './explore.ts';
export * from './rls.ts';
