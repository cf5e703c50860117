import { z } from 'zod';
import { queryFilterSchema } from '../api/chart-data.ts';

/** extra_form_data keys whose lists are concatenated (docs/query-object.md §1.4). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;
/** extra_form_data keys where the later filter wins (docs/query-object.md §1.4). */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
  'time_compare',
] as const;
/** extra_form_data override keys that land in the query object's `extras`. */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRAS_KEYS = [
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;
/** Every override key. */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  ...EXTRA_FORM_DATA_OVERRIDE_REGULAR_KEYS,
  ...EXTRA_FORM_DATA_OVERRIDE_EXTRAS_KEYS,
] as const;

/** The extra_form_data a filter or cross-filter contributes to a chart's query. */
export const extraFormDataSchema = z.looseObject({
  filters: z.array(queryFilterSchema).optional(),
  adhoc_filters: z.array(z.looseObject({})).optional(),
  interactive_groupby: z.array(z.unknown()).optional(),
  interactive_highlight: z.array(z.unknown()).optional(),
  interactive_drilldown: z.array(z.unknown()).optional(),
  custom_form_data: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  granularity: z.string().nullable().optional(),
  granularity_sqla: z.string().nullable().optional(),
  time_column: z.string().nullable().optional(),
  time_grain: z.string().nullable().optional(),
  time_range: z.string().nullable().optional(),
  time_compare: z
    .union([z.string(), z.array(z.string())])
    .nullable()
    .optional(),
  relative_start: z.string().nullable().optional(),
  relative_end: z.string().nullable().optional(),
  time_grain_sqla: z.string().nullable().optional(),
});
/** extra_form_data. */
export type ExtraFormData = z.infer<typeof extraFormDataSchema>;

/** The UI state of a filter (selected value, label, validation). */
export const filterStateSchema = z.looseObject({
  value: z.unknown().optional(),
  // Cross-filters of ECharts charts label their selection with the list of values, as Superset's do.
  label: z
    .union([z.string(), z.array(z.unknown())])
    .nullable()
    .optional(),
  validateStatus: z.string().nullable().optional(),
  validateMessage: z.string().nullable().optional(),
});
/** Filter state of a data mask. */
export type FilterState = z.infer<typeof filterStateSchema>;

/** A data mask: what one native filter or cross-filtering chart applies (docs/api.md §3.3). */
export const dataMaskSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  extraFormData: extraFormDataSchema.optional(),
  filterState: filterStateSchema.optional(),
  ownState: z.record(z.string(), z.unknown()).optional(),
});
/** A data mask. */
export type DataMask = z.infer<typeof dataMaskSchema>;

/** Data masks keyed by native filter id or by chart id (cross-filters). */
export const dataMaskMapSchema = z.record(z.string(), dataMaskSchema);
/** Data masks keyed by native filter id or chart id. */
export type DataMaskMap = z.infer<typeof dataMaskMapSchema>;
