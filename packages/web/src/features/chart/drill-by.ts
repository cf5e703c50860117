import type { DrillFilter } from '@sightline/viz';

/** A dataset column as the drill-by menu lists it. */
export interface DrillByColumn {
  column_name: string;
  groupby?: boolean | null;
}

/** The columns a chart can be drilled by: groupable dataset columns not already grouped by. */
export function drillByColumns(
  columns: readonly DrillByColumn[],
  formData: Record<string, unknown>,
  groupbyFieldName: string,
): string[] {
  const current = new Set(
    [formData[groupbyFieldName]].flat().filter((c): c is string => typeof c === 'string'),
  );
  return columns
    .filter((c) => c.groupby !== false && !current.has(c.column_name))
    .map((c) => c.column_name);
}

/**
 * The form data of "drill by `column`": the clicked values become WHERE filters and the chart is
 * grouped by `column` instead (a single-column field keeps its single form).
 */
export function drillByFormData(
  formData: Record<string, unknown>,
  filters: readonly DrillFilter[],
  groupbyFieldName: string,
  column: string,
): Record<string, unknown> {
  const previous = formData[groupbyFieldName];
  const adhoc = Array.isArray(formData.adhoc_filters) ? formData.adhoc_filters : [];
  const drillFilters = filters.map((f) => ({
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: f.col,
    operator: f.val === null ? 'IS NULL' : '==',
    operatorId: f.val === null ? 'IS_NULL' : 'EQUALS',
    comparator: f.val,
    isExtra: false,
    filterOptionName: `drill_by_${f.col}`,
  }));
  return {
    ...formData,
    [groupbyFieldName]: Array.isArray(previous) || previous === undefined ? [column] : column,
    adhoc_filters: [...adhoc, ...drillFilters],
    slice_id: undefined,
  };
}
