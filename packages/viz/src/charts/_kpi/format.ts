import {
  GenericDataType,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getValueFormatter,
  type CurrencyFormat,
} from '@sightline/core';
import type { DataRecordValue } from '../../contract.ts';

/** What decides how a KPI value is printed. */
export interface KpiFormatInput {
  /** Generic type of the metric column, from `coltypes`. */
  coltype: GenericDataType | undefined;
  y_axis_format: string;
  currency_format?: CurrencyFormat | null;
  time_format: string;
  force_timestamp_formatting: boolean;
  /** The time grain, used when the date format is adaptive. */
  grain?: string | null;
}

/** Formats a date with the KPI's time format; adaptive formatting follows the grain when there is one. */
export function getKpiTimeFormatter(
  input: Pick<KpiFormatInput, 'time_format' | 'grain'>,
): (value: number) => string {
  const formatter =
    input.time_format === 'smart_date' && input.grain
      ? getTimeFormatterForGranularity(input.grain)
      : getTimeFormatter(input.time_format);
  return (value) => formatter(value);
}

/**
 * The formatter of the big number: a date format for temporal metrics or when forced, text as is
 * for strings, otherwise the number format with the currency. null prints "No data".
 */
export function getKpiValueFormatter(input: KpiFormatInput): (value: DataRecordValue) => string {
  const formatDate = getKpiTimeFormatter(input);
  const formatNumber = getValueFormatter(input.y_axis_format, input.currency_format);
  const isDate = input.coltype === GenericDataType.TEMPORAL || input.force_timestamp_formatting;
  return (value) => {
    if (value === null) return 'No data';
    if (isDate && typeof value === 'number') return formatDate(value);
    if (typeof value === 'number') return formatNumber(value);
    return String(value);
  };
}
