import { GenericDataType, getTimeFormatter } from '@sightline/core';
import type { ChartDataResult, DataRecordValue } from '../../contract.ts';

/** Display text of a cell: temporal columns formatted with `dateFormat`, others as text. */
export function cellFormatter(
  result: ChartDataResult | undefined,
  dateFormat: string,
): (column: string, value: DataRecordValue) => string {
  const formatDate = getTimeFormatter(dateFormat);
  return (column, value) =>
    result?.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL &&
    typeof value === 'number'
      ? formatDate(value)
      : String(value);
}

/** One item per row: name = group values joined with ", ", value = the metric, and the raw group values. */
export interface CategoryItem {
  name: string;
  value: number;
  dimensions: DataRecordValue[];
}

/** The rows of a groupby + metric result as named items. */
export function categoryItems(
  result: ChartDataResult | undefined,
  groupby: readonly string[],
  metric: string,
  format: (column: string, value: DataRecordValue) => string,
): CategoryItem[] {
  return (result?.data ?? []).map((row) => ({
    name: groupby.length
      ? groupby.map((column) => format(column, row[column] ?? null)).join(', ')
      : metric,
    value: Number(row[metric] ?? 0) || 0,
    dimensions: groupby.map((column) => row[column] ?? null),
  }));
}
