import { NO_TIME_RANGE } from '../time/time-range.ts';
import type { DataMask, DataMaskMap, ExtraFormData } from './data-mask-schema.ts';
import { mergeExtraFormData } from './extra-form-data.ts';
import type { NativeFilter, NativeFilterConfiguration } from './native-filter-schema.ts';

/** The native filter types the filter bar renders (docs/api.md §5.2). */
export const NATIVE_FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timegrain',
  'filter_timecolumn',
] as const;
/** One native filter type. */
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

/** Message of a required filter without a value. */
export const VALUE_REQUIRED_MESSAGE = 'Value is required';

/** The SQL adhoc filter an empty required select emits: no row matches (docs/query-object.md §1.4). */
export const EMPTY_RESULT_ADHOC_FILTER = {
  expressionType: 'SQL',
  clause: 'WHERE',
  sqlExpression: '1 = 0',
} as const;

/** Settings of a select filter that change its extra_form_data. */
export interface SelectFilterOptions {
  /** controlValues.inverseSelection: NOT IN instead of IN. */
  inverseSelection?: boolean;
  /** controlValues.enableEmptyFilter ("value is required"): no selection matches no row. */
  enableEmptyFilter?: boolean;
}

/**
 * extra_form_data of a select filter: `{col, op: 'IN', val}` (NOT IN when inverted); no selection
 * gives `{}`, or the `1 = 0` adhoc filter when a value is required and the selection is not inverted.
 */
export function selectExtraFormData(
  column: string,
  values: unknown[] | null | undefined,
  options: SelectFilterOptions = {},
): ExtraFormData {
  const selected = values ?? [];
  if (selected.length > 0)
    return {
      filters: [{ col: column, op: options.inverseSelection ? 'NOT IN' : 'IN', val: selected }],
    };
  if (options.enableEmptyFilter && !options.inverseSelection)
    return { adhoc_filters: [{ ...EMPTY_RESULT_ADHOC_FILTER }] };
  return {};
}

/** extra_form_data of a range filter: `>=` lower and `<=` upper; a missing bound adds nothing. */
export function rangeExtraFormData(
  column: string,
  lower: number | null | undefined,
  upper: number | null | undefined,
): ExtraFormData {
  const filters: NonNullable<ExtraFormData['filters']> = [];
  if (typeof lower === 'number' && Number.isFinite(lower))
    filters.push({ col: column, op: '>=', val: lower });
  if (typeof upper === 'number' && Number.isFinite(upper))
    filters.push({ col: column, op: '<=', val: upper });
  return filters.length ? { filters } : {};
}

/** extra_form_data of a time range filter; 'No filter' and no value give `{}`. */
export function timeRangeExtraFormData(timeRange: string | null | undefined): ExtraFormData {
  return timeRange && timeRange !== NO_TIME_RANGE ? { time_range: timeRange } : {};
}

/** extra_form_data of a time grain filter (`time_grain_sqla`). */
export function timeGrainExtraFormData(grain: string | null | undefined): ExtraFormData {
  return grain ? { time_grain_sqla: grain } : {};
}

/** extra_form_data of a time column filter (`granularity_sqla`). */
export function timeColumnExtraFormData(column: string | null | undefined): ExtraFormData {
  return column ? { granularity_sqla: column } : {};
}

function asList(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function asBound(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Column name of a filter's first target. */
export function filterColumn(filter: NativeFilter): string | undefined {
  return filter.targets[0]?.column?.name;
}

/** Whether a filter value counts as set (non-empty list, non-null range bound, non-'No filter' range). */
export function hasFilterValue(filter: NativeFilter, value: unknown): boolean {
  if (filter.filterType === 'filter_range')
    return asList(value).some((bound) => asBound(bound) !== null);
  if (filter.filterType === 'filter_time')
    return typeof value === 'string' && value !== '' && value !== NO_TIME_RANGE;
  return asList(value).length > 0;
}

/** Whether the filter must have a value before it is applied (controlValues.enableEmptyFilter). */
export function isFilterValueRequired(filter: NativeFilter): boolean {
  return filter.controlValues.enableEmptyFilter === true;
}

function extraFormDataFor(filter: NativeFilter, value: unknown): ExtraFormData {
  const column = filterColumn(filter) ?? '';
  switch (filter.filterType) {
    case 'filter_select':
      return selectExtraFormData(column, asList(value), {
        inverseSelection: filter.controlValues.inverseSelection === true,
        enableEmptyFilter: isFilterValueRequired(filter),
      });
    case 'filter_range': {
      const [lower, upper] = asList(value);
      return rangeExtraFormData(column, asBound(lower), asBound(upper));
    }
    case 'filter_time':
      return timeRangeExtraFormData(typeof value === 'string' ? value : undefined);
    case 'filter_timegrain':
      return timeGrainExtraFormData(asList(value)[0] as string | undefined);
    case 'filter_timecolumn':
      return timeColumnExtraFormData(asList(value)[0] as string | undefined);
    default:
      return {};
  }
}

function normalisedValue(filter: NativeFilter, value: unknown): unknown {
  if (!hasFilterValue(filter, value)) return undefined;
  if (filter.filterType === 'filter_time') return value;
  if (filter.filterType === 'filter_range') return asList(value).slice(0, 2).map(asBound);
  return asList(value);
}

function labelOf(filter: NativeFilter, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (filter.filterType === 'filter_range') {
    const [lower, upper] = value as (number | null)[];
    if (lower !== null && lower !== undefined && upper !== null && upper !== undefined)
      return `${lower} ≤ x ≤ ${upper}`;
    return lower !== null && lower !== undefined ? `x ≥ ${lower}` : `x ≤ ${upper}`;
  }
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
}

/**
 * The data mask a filter emits for `value`: select filters take a list (a single value is wrapped),
 * range filters `[lower, upper]`, time filters a time range string, grain and column filters a
 * one-item list or a string. A required filter without value carries the 'Value is required' status.
 */
export function dataMaskForValue(filter: NativeFilter, value: unknown): DataMask {
  const normalised = normalisedValue(filter, value);
  const missing = normalised === undefined && isFilterValueRequired(filter);
  return {
    id: filter.id,
    extraFormData: extraFormDataFor(filter, normalised),
    filterState: {
      value: normalised,
      label: labelOf(filter, normalised),
      ...(missing ? { validateStatus: 'error', validateMessage: VALUE_REQUIRED_MESSAGE } : {}),
    },
    ownState: {},
  };
}

/** The data mask a filter starts with: its defaultDataMask value, recomputed for its settings. */
export function defaultDataMaskOf(filter: NativeFilter): DataMask {
  const value = filter.defaultDataMask?.filterState?.value;
  if (value === undefined && filter.defaultDataMask?.extraFormData) {
    return {
      id: filter.id,
      extraFormData: filter.defaultDataMask.extraFormData,
      filterState: { value: undefined },
      ownState: {},
    };
  }
  return dataMaskForValue(filter, value);
}

function nativeFilters(config: NativeFilterConfiguration): NativeFilter[] {
  return config.filter((item): item is NativeFilter => item.type === 'NATIVE_FILTER');
}

/**
 * Initial data masks of a dashboard: for each native filter the mask already in `current` (URL,
 * permalink, filter-state cache), else its default; masks of chart ids (cross-filters) are kept.
 */
export function initialDataMasks(
  config: NativeFilterConfiguration,
  current: DataMaskMap = {},
): DataMaskMap {
  const masks: DataMaskMap = {};
  for (const [key, mask] of Object.entries(current)) if (/^\d+$/.test(key)) masks[key] = mask;
  for (const filter of nativeFilters(config))
    masks[filter.id] = current[filter.id] ?? defaultDataMaskOf(filter);
  return masks;
}

/** Data masks after "Clear all": every native filter without a value (required ones flagged). */
export function clearedDataMasks(config: NativeFilterConfiguration): DataMaskMap {
  return Object.fromEntries(
    nativeFilters(config).map((filter) => [filter.id, dataMaskForValue(filter, undefined)]),
  );
}

/** Whether the filter selects its first option by default (controlValues.defaultToFirstItem or requiredFirst). */
export function isRequiredFirst(filter: NativeFilter): boolean {
  return filter.requiredFirst === true || filter.controlValues.defaultToFirstItem === true;
}

/** The data mask of a "select first value" filter once its options are known (first option, or none). */
export function firstValueDataMask(filter: NativeFilter, options: unknown[]): DataMask {
  return dataMaskForValue(filter, options.length ? [options[0]] : undefined);
}

/**
 * Cascading: the extra_form_data a child filter's options query gets, its parents' data masks
 * (cascadeParentIds order) folded together. Unknown or unset parents add nothing.
 */
export function cascadeExtraFormData(filter: NativeFilter, masks: DataMaskMap): ExtraFormData {
  return filter.cascadeParentIds.reduce<ExtraFormData>(
    (acc, parentId) => mergeExtraFormData(acc, masks[parentId]?.extraFormData),
    {},
  );
}

/** Ids of the filters whose value is required but missing in `masks` (Apply is refused while any remains). */
export function missingRequiredFilterIds(
  config: NativeFilterConfiguration,
  masks: DataMaskMap,
): string[] {
  return nativeFilters(config)
    .filter(
      (filter) =>
        isFilterValueRequired(filter) &&
        !hasFilterValue(filter, masks[filter.id]?.filterState?.value),
    )
    .map((filter) => filter.id);
}
