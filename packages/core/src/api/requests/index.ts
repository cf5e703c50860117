export * from './chart.ts';
export * from './dashboard.ts';
export * from './explore.ts';
