import { getNumberFormatter, getTimeFormatter, getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { sequentialSteps } from '../../echarts/sequential.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import type { CalHeatmapFormData, CalendarUnit } from './form-data.ts';

/** One cell: its position in px inside its calendar, the bucket start (epoch ms) and value. */
export interface CalendarCell {
  x: number;
  y: number;
  time: number;
  value: number | null;
  color: string;
  /** In-cell text when `show_values`. */
  text?: string;
  title: string;
}

/** One calendar (one per metric), drawn `top` px below the previous ones. */
export interface Calendar {
  metric: string;
  title?: string;
  top: number;
  height: number;
  cells: CalendarCell[];
  domainLabels: { x: number; y: number; text: string }[];
  legend: { color: string; label: string }[];
}

/** Props of CalHeatmapChart. */
export interface CalHeatmapChartProps {
  width: number;
  height: number;
  cellSize: number;
  cellRadius: number;
  /** Total width of the widest calendar (the chart scrolls horizontally beyond `width`). */
  contentWidth: number;
  calendars: Calendar[];
  error?: string;
}

/** Colour of cells without data. */
export const EMPTY_CELL_COLOR = '#EDEDED';
const UNIT_ORDER: CalendarUnit[] = ['min', 'hour', 'day', 'week', 'month', 'year'];
/** Rows of the cell grid per cell unit ('day' is special: one row per weekday). */
const ROWS: Record<CalendarUnit, number> = { min: 10, hour: 6, day: 7, week: 1, month: 1, year: 1 };
const MAX_CELLS = 20000;
const TITLE_HEIGHT = 20;
const LABEL_HEIGHT = 16;
const CALENDAR_GAP = 12;
const DOMAIN_LABEL_FORMATS: Record<CalendarUnit, string> = {
  min: '%H:%M',
  hour: '%b %d %H:00',
  day: '%b %d',
  week: '%b %d',
  month: '%b %Y',
  year: '%Y',
};

/** The start (epoch ms, UTC) of the unit containing `t`; weeks start on Monday. */
export function truncateTime(t: number, unit: CalendarUnit): number {
  const d = new Date(t);
  const [y, m, day, h, min] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
  switch (unit) {
    case 'min':
      return Date.UTC(y, m, day, h, min);
    case 'hour':
      return Date.UTC(y, m, day, h);
    case 'day':
      return Date.UTC(y, m, day);
    case 'week':
      return Date.UTC(y, m, day - ((d.getUTCDay() + 6) % 7));
    case 'month':
      return Date.UTC(y, m, 1);
    default:
      return Date.UTC(y, 0, 1);
  }
}

/** `t` moved by `n` units (UTC calendar arithmetic). */
export function addTime(t: number, unit: CalendarUnit, n: number): number {
  const d = new Date(t);
  const [y, m, day, h, min] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
  const add = {
    min: [0, 0, 0, 0, n],
    hour: [0, 0, 0, n, 0],
    day: [0, 0, n, 0, 0],
    week: [0, 0, 7 * n, 0, 0],
    month: [0, n, 0, 0, 0],
    year: [n, 0, 0, 0, 0],
  }[unit];
  return Date.UTC(y + add[0], m + add[1], day + add[2], h + add[3], min + add[4]);
}

/** Column and row of a cell in its domain's grid. */
function gridPosition(
  time: number,
  index: number,
  domainStart: number,
  sub: CalendarUnit,
): [number, number] {
  if (sub === 'day') {
    const weeks = Math.round(
      (truncateTime(time, 'week') - truncateTime(domainStart, 'week')) / (7 * 86400000),
    );
    return [weeks, (new Date(time).getUTCDay() + 6) % 7];
  }
  return [Math.floor(index / ROWS[sub]), index % ROWS[sub]];
}

/** `steps` thresholds evenly spread from min to max, and `steps` colours evenly spread through the sequential scheme. */
export function legendThresholds(
  values: number[],
  steps: number,
  scheme: string,
): { thresholds: number[]; colors: string[] } {
  if (values.length === 0) return { thresholds: [], colors: [] };
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const count = Math.max(1, steps);
  const step = count > 1 ? (max - min) / (count - 1) : 0;
  const thresholds = Array.from({ length: count }, (_, i) => min + step * i);
  return { thresholds, colors: sequentialSteps(scheme, count) };
}

/**
 * Time-series rows -> one calendar per metric: domains from the start of the time range's first
 * domain to its end, each a grid of cells (days by weekday and week, other units in columns of
 * 10 minutes / 6 hours / 1 week or month), coloured by the first legend threshold the value
 * does not exceed.
 */
export function transformCalHeatmapProps(
  chartProps: ChartProps<CalHeatmapFormData>,
): CalHeatmapChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const base = {
    width,
    height,
    cellSize: fd.cell_size,
    cellRadius: fd.cell_radius,
    contentWidth: width,
    calendars: [],
  };
  const domain = fd.domain_granularity;
  const sub = fd.subdomain_granularity;
  if (UNIT_ORDER.indexOf(sub) >= UNIT_ORDER.indexOf(domain))
    return {
      ...base,
      error: 'The subdomain granularity must be finer than the domain granularity',
    };
  const from = result?.from_dttm;
  const to = result?.to_dttm;
  if (from === null || from === undefined || to === null || to === undefined)
    return { ...base, error: 'Please provide both time bounds (Since and Until)' };

  const domains: number[] = [];
  for (let d = truncateTime(from, domain); d < to; d = addTime(d, domain, 1)) domains.push(d);
  const cellsPerDomain = domains.map((d) => {
    const end = addTime(d, domain, 1);
    const starts: number[] = [];
    for (
      let c = truncateTime(d, sub) < d ? addTime(truncateTime(d, sub), sub, 1) : d;
      c < end && starts.length <= MAX_CELLS;
      c = addTime(c, sub, 1)
    )
      starts.push(c);
    return starts;
  });
  if (cellsPerDomain.reduce((n, cells) => n + cells.length, 0) > MAX_CELLS)
    return { ...base, error: 'The time range has too many cells for this subdomain granularity' };

  const step = fd.cell_size + fd.cell_padding;
  const grids = cellsPerDomain.map((cells, i) =>
    cells.map((time, index) => ({ time, position: gridPosition(time, index, domains[i], sub) })),
  );
  const columns = grids.map((cells) => Math.max(0, ...cells.map((c) => c.position[0] + 1)));
  const offsets = columns.map((_, i) =>
    columns.slice(0, i).reduce((sum, n) => sum + n * step + fd.cell_size, 0),
  );
  const rows = Math.max(1, ...grids.flat().map((c) => c.position[1] + 1));
  const formatValue = getValueFormatter(fd.y_axis_format);
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const formatDomain = getTimeFormatter(DOMAIN_LABEL_FORMATS[domain]);
  const legendLabel = getNumberFormatter(fd.y_axis_format);

  let top = 0;
  const calendars = (fd.metrics ?? []).map(getMetricLabel).map((metric): Calendar => {
    const values = new Map<number, number>();
    for (const row of result?.data ?? []) {
      const value = row[metric];
      if (value === null || value === undefined || Number.isNaN(Number(value))) continue;
      const bucket = truncateTime(Number(row[DTTM_ALIAS]), sub);
      values.set(bucket, (values.get(bucket) ?? 0) + Number(value));
    }
    const { thresholds, colors } = legendThresholds(
      [...values.values()],
      fd.steps,
      fd.linear_color_scheme,
    );
    const colorOf = (v: number) =>
      colors[thresholds.findIndex((t) => v <= t)] ?? colors[colors.length - 1];
    const titleHeight = fd.show_metric_name ? TITLE_HEIGHT : 0;
    const cells = grids.flatMap((cells, i) =>
      cells.map(({ time, position: [column, row] }) => {
        const value = values.get(time) ?? null;
        return {
          x: offsets[i] + column * step,
          y: titleHeight + row * step,
          time,
          value,
          color: value === null ? EMPTY_CELL_COLOR : colorOf(value),
          ...(fd.show_values && value !== null ? { text: formatValue(value) } : {}),
          title: value === null ? formatTime(time) : `${formatValue(value)} on ${formatTime(time)}`,
        };
      }),
    );
    const gridHeight = rows * step;
    const calendar: Calendar = {
      metric,
      ...(fd.show_metric_name ? { title: metric } : {}),
      top,
      height: titleHeight + gridHeight + LABEL_HEIGHT,
      cells,
      domainLabels: domains.map((d, i) => ({
        x: offsets[i],
        y: titleHeight + gridHeight + LABEL_HEIGHT - 4,
        text: formatDomain(d),
      })),
      legend: fd.show_legend
        ? thresholds.map((t, i) => ({ color: colors[i], label: legendLabel(t) }))
        : [],
    };
    top += calendar.height + CALENDAR_GAP;
    return calendar;
  });
  const contentWidth = Math.max(width, ...offsets.map((o, i) => o + columns[i] * step));
  return { ...base, contentWidth, calendars };
}
