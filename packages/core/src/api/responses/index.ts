export * from './common.ts';
export * from './me.ts';
export * from './rls.ts';
export * from './log.ts';
export * from './chart.ts';
export * from './chart-data.ts';
export * from './annotation.ts';
export * from './dataset.ts';
