export * from './errors.ts';
export * from './generic-types.ts';
export * from './ids.ts';
export * from './rison.ts';
export * from './api/list-query.ts';
export * from './api/database.ts';
export * from './api/dataset.ts';
export * from './security/permissions.ts';
