export * from './common.ts';
export * from './me.ts';
export * from './rls.ts';
export * from './log.ts';
