import type { QueryObject } from './types.ts';

/** extra_form_data keys whose lists are concatenated when folding data masks (docs/query-object.md §1.4). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** extra_form_data keys that override a query field (later filter wins), and the field they set. */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
  time_compare: 'time_compare',
} as const;

/** extra_form_data keys that override a key of `extras`. */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = [
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;

/** Applies the override keys of extra_form_data to a query object (append keys are handled while building it). */
export function overrideExtraFormData(
  queryObject: QueryObject,
  overrides: Record<string, unknown>,
): QueryObject {
  const result: QueryObject = { ...queryObject };
  for (const [key, target] of Object.entries(EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS)) {
    if (overrides[key] !== undefined) (result as Record<string, unknown>)[target] = overrides[key];
  }
  const extras: Record<string, unknown> = { ...(queryObject.extras ?? {}) };
  let hasExtraOverride = false;
  for (const key of EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS) {
    if (key in overrides) {
      extras[key] = overrides[key];
      hasExtraOverride = true;
    }
  }
  if (hasExtraOverride) result.extras = extras as QueryObject['extras'];
  return result;
}
