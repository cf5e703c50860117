import { z } from 'zod';
import { DASHBOARD_ROOT_ID } from './constants.ts';
import { dataMaskSchema } from './data-mask-schema.ts';

/** Where a filter applies: layout subtrees (`rootPath`) minus excluded chart ids. */
export const filterScopeSchema = z.object({
  rootPath: z.array(z.string()).default([DASHBOARD_ROOT_ID]),
  excluded: z.array(z.number().int()).default([]),
});
/** A filter or cross-filter scope. */
export type FilterScope = z.infer<typeof filterScopeSchema>;

/** A native filter target: dataset and column (time filters use `{}`). */
export const filterTargetSchema = z.looseObject({
  datasetId: z.number().int().optional(),
  column: z.looseObject({ name: z.string(), displayName: z.string().optional() }).optional(),
});
/** A native filter target. */
export type FilterTarget = z.infer<typeof filterTargetSchema>;

/** A native filter (element of native_filter_configuration with type NATIVE_FILTER). */
export const nativeFilterSchema = z.looseObject({
  id: z.string().min(1),
  type: z.literal('NATIVE_FILTER'),
  name: z.string(),
  filterType: z.string(),
  targets: z.array(filterTargetSchema).default([]),
  scope: filterScopeSchema.default({ rootPath: [DASHBOARD_ROOT_ID], excluded: [] }),
  chartsInScope: z.array(z.number().int()).optional(),
  tabsInScope: z.array(z.string()).optional(),
  controlValues: z.record(z.string(), z.unknown()).default({}),
  defaultDataMask: dataMaskSchema.partial({ id: true }).optional(),
  cascadeParentIds: z.array(z.string()).default([]),
  adhoc_filters: z.array(z.looseObject({})).optional(),
  time_range: z.string().nullable().optional(),
  granularity_sqla: z.string().nullable().optional(),
  time_grain_sqla: z.string().nullable().optional(),
  sortMetric: z.string().nullable().optional(),
  requiredFirst: z.boolean().optional(),
  description: z.string().default(''),
});
/** A native filter. */
export type NativeFilter = z.infer<typeof nativeFilterSchema>;

/** A divider of the filter bar. */
export const filterDividerSchema = z.looseObject({
  id: z.string().min(1),
  type: z.literal('DIVIDER'),
  title: z.string(),
  description: z.string().default(''),
  scope: filterScopeSchema.optional(),
});
/** A filter-bar divider. */
export type FilterDivider = z.infer<typeof filterDividerSchema>;

/** One element of native_filter_configuration. */
export const nativeFilterConfigItemSchema = z.discriminatedUnion('type', [
  nativeFilterSchema,
  filterDividerSchema,
]);
/** One element of native_filter_configuration. */
export type NativeFilterConfigItem = z.infer<typeof nativeFilterConfigItemSchema>;

/** native_filter_configuration. */
export const nativeFilterConfigurationSchema = z.array(nativeFilterConfigItemSchema);
/** native_filter_configuration. */
export type NativeFilterConfiguration = z.infer<typeof nativeFilterConfigurationSchema>;
