import { ensureArray, getMetricLabel } from '../labels.ts';
import type { QueryFormData, QueryObject } from '../types.ts';

/** Separator between a metric label and a time offset in joined columns (`SUM(x)__1 year ago`). */
export const TIME_COMPARISON_SEPARATOR = '__';

/** Comparison types of the advanced-analytics section; `values` adds no compare step. */
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;

/** Maps every `<metric>__<offset>` column of a time comparison to its metric label, in metric then offset order. */
export function getMetricOffsetsMap(
  formData: QueryFormData,
  queryObject: QueryObject,
): Map<string, string> {
  const offsets = ensureArray(formData.time_compare as string | string[] | null | undefined);
  const map = new Map<string, string>();
  for (const metric of ensureArray(queryObject.metrics)) {
    const label = getMetricLabel(metric);
    for (const offset of offsets) map.set(`${label}${TIME_COMPARISON_SEPARATOR}${offset}`, label);
  }
  return map;
}

/** True when a time comparison is active: a known comparison type and at least one metric and offset. */
export function isTimeComparison(formData: QueryFormData, queryObject: QueryObject): boolean {
  const type = formData.comparison_type as string | undefined;
  return (
    (COMPARISON_TYPES as readonly (string | undefined)[]).includes(type) &&
    getMetricOffsetsMap(formData, queryObject).size > 0
  );
}
