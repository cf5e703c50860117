export * from './common.ts';
export * from './me.ts';
