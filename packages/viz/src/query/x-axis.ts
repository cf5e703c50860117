import { type ColumnRef } from '@sightline/core';
import { getColumnLabel } from './labels.ts';
import type { QueryFormData } from './types.ts';

/** The legacy time-series column alias used when a chart has no `x_axis`. */
export const DTTM_ALIAS = '__timestamp';

/** True when form data names an x-axis column (a non-empty name or an adhoc column). */
export function isXAxisSet(formData: QueryFormData): boolean {
  const { x_axis: xAxis } = formData;
  return typeof xAxis === 'string' ? xAxis !== '' : typeof xAxis === 'object' && xAxis !== null;
}

/** The x-axis column: `x_axis`, else `__timestamp` for legacy charts with `granularity_sqla`, else undefined. */
export function getXAxisColumn(formData: QueryFormData): ColumnRef | undefined {
  if (isXAxisSet(formData)) return formData.x_axis as ColumnRef;
  return formData.granularity_sqla ? DTTM_ALIAS : undefined;
}

/** The label of the x-axis column (the index of the pivoted result), or undefined. */
export function getXAxisLabel(formData: QueryFormData): string | undefined {
  const column = getXAxisColumn(formData);
  return column === undefined ? undefined : getColumnLabel(column);
}
