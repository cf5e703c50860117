export {
  buildQueryContext,
  normalizeTimeColumn,
  postProcessing,
  type BuildFinalQueryObjects,
  type BuildQueryContextOptions,
} from './build-query-context.ts';
export { buildQueryObject } from './build-query-object.ts';
export {
  EXTRA_FORM_DATA_APPEND_KEYS,
  EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS,
  EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS,
  overrideExtraFormData,
} from './extra-form-data.ts';
export { extractQueryFields, type QueryFields } from './extract-query-fields.ts';
export {
  UNARY_OPERATORS,
  buildFilterParts,
  convertFilter,
  sanitizeClause,
  type FilterParts,
} from './filters.ts';
export {
  adhocFilterSchema,
  baseFormDataSchema,
  extraFormDataSchema,
  integerLike,
  integerWithDefault,
  numberLike,
  numberWithDefault,
  withDefault,
  type AdhocFilter,
  type BaseFormData,
  type ExtraFormData,
} from './form-data.ts';
export {
  ensureArray,
  getColumnLabel,
  getMetricLabel,
  isValidMetric,
  removeDuplicates,
} from './labels.ts';
export { normalizeOrderBy } from './normalize-order-by.ts';
export * from './operators/index.ts';
export type {
  BuildQueryOptions,
  OrderByClause,
  ChartOwnState,
  PostProcessingFactory,
  PostProcessingRule,
  QueryFieldAliases,
  QueryFormData,
  QueryMode,
  QueryObject,
} from './types.ts';
export { DTTM_ALIAS, getXAxisColumn, getXAxisLabel, isXAxisSet } from './x-axis.ts';
