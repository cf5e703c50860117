import {
  DEFAULT_TIME_FORMAT,
  GenericDataType,
  formatNumber,
  getTimeFormatter,
} from '@sightline/core';
import type { ChartProps, DataRecord } from '../../contract.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { colorFromBounds, sparklineGeometry, type SparklineGeometry } from '../_table/sparkline.ts';
import type { TimeTableColumnConfig, TimeTableFormData } from './form-data.ts';

const TIMESTAMP = '__timestamp';

/** A header of the table. */
export interface TimeTableColumn {
  key: string;
  label: string;
  tooltip?: string;
}

/** A computed cell: a number (sortable), an error text or a sparkline. */
export type TimeTableCell =
  | { kind: 'value'; value: number | null; text: string; color?: string }
  | { kind: 'error'; text: string }
  | {
      kind: 'spark';
      geometry: SparklineGeometry;
      titles: string[];
      showYAxis: boolean;
      format: string | null;
    };

/** One row: a metric, or a value of the group-by column. */
export interface TimeTableRow {
  label: string;
  href?: string;
  cells: TimeTableCell[];
}

/** Props of TimeTableChart. */
export interface TimeTableChartProps {
  width: number;
  height: number;
  columns: TimeTableColumn[];
  rows: TimeTableRow[];
}

/** The legacy payload's shape: per time bucket (ascending), the value of every row. */
export interface TimeTableSeries {
  times: number[];
  rowNames: string[];
  /** `values[row][timeIndex]`. */
  values: Record<string, (number | null)[]>;
}

/** Rows of the query -> time × (metrics, or group values of the one metric), as the legacy server pivoted. */
export function pivotTimeTable(
  data: readonly DataRecord[],
  metrics: readonly string[],
  groupby: string | undefined,
  timeColumn = TIMESTAMP,
): TimeTableSeries {
  const times = [...new Set(data.map((row) => Number(row[timeColumn])))].sort((a, b) => a - b);
  const at = new Map(times.map((t, i) => [t, i]));
  const rowNames = groupby ? [...new Set(data.map((row) => String(row[groupby])))] : [...metrics];
  const values: TimeTableSeries['values'] = Object.fromEntries(
    rowNames.map((name) => [name, times.map(() => null)]),
  );
  for (const row of data) {
    const i = at.get(Number(row[timeColumn])) ?? -1;
    const cells = groupby
      ? [[String(row[groupby]), row[metrics[0]]] as const]
      : metrics.map((m) => [m, row[m]] as const);
    for (const [name, value] of cells) values[name][i] = typeof value === 'number' ? value : null;
  }
  return { times, rowNames, values };
}

const valueCell = (value: number | null, column: TimeTableColumnConfig): TimeTableCell => ({
  kind: 'value',
  value,
  text:
    value === null || Number.isNaN(value)
      ? 'N/A'
      : formatNumber(column.d3format ?? undefined, value),
  color: colorFromBounds(value, column.bounds),
});

/** The value of one column for one row's series (Superset TimeTable semantics; most recent bucket last). */
export function timeTableCell(
  series: TimeTableSeries,
  row: string,
  column: TimeTableColumnConfig,
): TimeTableCell {
  const values = series.values[row] ?? [];
  const n = values.length;
  const recent = n ? values[n - 1] : null;
  const lag = column.timeLag ?? 0;
  switch (column.colType) {
    case 'spark': {
      const ratio = column.timeRatio ?? 0;
      const points =
        ratio > 0
          ? values.map((v, i) =>
              i >= ratio && v !== null && values[i - ratio]
                ? v / (values[i - ratio] as number)
                : null,
            )
          : values;
      const formatDate = getTimeFormatter(column.dateFormat || DEFAULT_TIME_FORMAT);
      return {
        kind: 'spark',
        geometry: sparklineGeometry(
          points,
          column.width || 300,
          column.height || 50,
          column.yAxisBounds ?? [],
        ),
        titles: points.map(
          (v, i) =>
            `${formatDate(series.times[i])}: ${v === null ? 'N/A' : formatNumber(column.d3format ?? undefined, v)}`,
        ),
        showYAxis: Boolean(column.showYAxis),
        format: column.d3format ?? null,
      };
    }
    case 'time': {
      if (Math.abs(lag) >= n)
        return {
          kind: 'error',
          text: `The time lag set at ${lag} is too large for the length of data at ${n}. No data available.`,
        };
      // A negative lag counts from the start of the series.
      const lagged = lag < 0 ? values[-lag - 1] : values[n - 1 - lag];
      if (recent === null || lagged === null) return valueCell(null, column);
      const compared = {
        diff: recent - lagged,
        perc: recent / lagged,
        perc_change: recent / lagged - 1,
      }[column.comparisonType as 'diff' | 'perc' | 'perc_change'];
      return valueCell(compared ?? lagged, column);
    }
    case 'contrib': {
      const total = series.rowNames.reduce(
        (sum, name) => sum + (series.values[name][n - 1] ?? 0),
        0,
      );
      return valueCell(recent === null || total === 0 ? null : recent / total, column);
    }
    case 'avg': {
      const window = values.slice(lag > 0 ? -lag : 0).filter((v): v is number => v !== null);
      return valueCell(
        window.length ? window.reduce((a, b) => a + b, 0) / window.length : null,
        column,
      );
    }
    default:
      return valueCell(recent, column);
  }
}

/** Rows of the time-series query -> one row per metric (or group value) with the configured time columns. */
export function transformTimeTableProps(
  chartProps: ChartProps<TimeTableFormData>,
): TimeTableChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const groupby = fd.groupby[0] !== undefined ? getColumnLabel(fd.groupby[0]) : undefined;
  const metrics = fd.metrics.map(getMetricLabel);
  const timeColumn = result?.colnames.includes(TIMESTAMP)
    ? TIMESTAMP
    : (result?.colnames.find((_, i) => result.coltypes[i] === GenericDataType.TEMPORAL) ??
      TIMESTAMP);
  const series = pivotTimeTable(result?.data ?? [], metrics, groupby, timeColumn);
  const columns = fd.column_collection.map((c, i) => ({
    key: c.key || String(i),
    label: c.label || '',
    ...(c.tooltip ? { tooltip: c.tooltip } : {}),
  }));
  return {
    width,
    height,
    columns,
    rows: series.rowNames.map((name) => ({
      label: name,
      ...(fd.url
        ? { href: fd.url.replace(/\{\{\s*metric\s*\}\}/g, encodeURIComponent(name)) }
        : {}),
      cells: fd.column_collection.map((column) => timeTableCell(series, name, column)),
    })),
  };
}
