export * from './chart.ts';
export * from './css-template.ts';
export * from './dashboard.ts';
export * from './datasource.ts';
export * from './explore.ts';
export * from './me.ts';
export * from './rls.ts';
export * from './tag.ts';
