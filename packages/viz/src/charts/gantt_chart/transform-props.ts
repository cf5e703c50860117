import type {
  CustomSeriesOption,
  CustomSeriesRenderItem,
  EChartsOption,
  LineSeriesOption,
} from 'echarts';
import { GenericDataType, getNumberFormatter, getTimeFormatter } from '@sightline/core';
import type { ChartProps, DataRecord, DataRecordValue, DrillFilter } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { GRID_OFFSET, getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { GanttChartFormData } from './form-data.ts';

/** Props of GanttChart. */
export interface GanttChartProps {
  width: number;
  height: number;
  option: EChartsOption;
  /** Right-click on a bar (series name, index in that series): drill to detail on its y-axis and dimension values. */
  onContextMenu?: (clientX: number, clientY: number, seriesName: string, dataIndex: number) => void;
}

/** Internal dimensions leading every bar's value; the row's cells follow in `colnames` order. */
export const GANTT_DIMENSIONS = [
  '__gantt_start',
  '__gantt_end',
  '__gantt_row',
  '__gantt_row_count',
] as const;
/** Share of a row band a bar fills. */
const BAR_HEIGHT_SCALE = 0.8;
const CHAR_WIDTH = 7;
const CATEGORY_LABEL_GAP = 8;
const MAX_CATEGORY_LABEL_SHARE = 0.3;
const ZOOM_HEIGHT = 60;
/** Series name of a chart without a dimension. */
const NO_SERIES = '';

/** Bars: row r of n spans y from n-r-1 to n-r (row 0 on top), x from start to end, clipped to the grid. */
export const renderGanttItem: CustomSeriesRenderItem = (params, api) => {
  const row = Number(api.value(2));
  const rowCount = Number(api.value(3));
  if (Number.isNaN(row)) return null;
  const top = api.coord([api.value(0), rowCount - row]);
  const bottom = api.coord([api.value(1), rowCount - row - 1]);
  const band = bottom[1] - top[1];
  const coordSys = params.coordSys as unknown as { x: number; width: number };
  const x0 = Math.min(Math.max(top[0], coordSys.x), coordSys.x + coordSys.width);
  const x1 = Math.min(Math.max(bottom[0], coordSys.x), coordSys.x + coordSys.width);
  const barHeight = band * BAR_HEIGHT_SCALE;
  if (x1 - x0 <= 0 || barHeight <= 0) return null;
  return {
    type: 'rect',
    transition: ['shape'],
    shape: { x: x0, y: top[1] + (band - barHeight) / 2, width: x1 - x0, height: barHeight },
    style: { fill: api.visual('color') as string },
  };
};

/** Row index of each (category, sub-category) pair: categories in order of first appearance, sub-rows inside them likewise. */
export function ganttRows(
  rows: readonly DataRecord[],
  yAxis: string,
  subcategory?: string,
): {
  rowOf: (row: DataRecord) => number;
  rowCount: number;
  bands: { name: string; first: number; size: number }[];
} {
  const categories = new Map<string, string[]>();
  for (const row of rows) {
    const category = String(row[yAxis] ?? null);
    const sub = subcategory ? String(row[subcategory] ?? null) : NO_SERIES;
    const subs = categories.get(category) ?? [];
    if (!subs.includes(sub)) subs.push(sub);
    categories.set(category, subs);
  }
  const bands: { name: string; first: number; size: number }[] = [];
  let rowCount = 0;
  for (const [name, subs] of categories) {
    bands.push({ name, first: rowCount, size: subs.length });
    rowCount += subs.length;
  }
  const rowOf = (row: DataRecord) => {
    const category = String(row[yAxis] ?? null);
    const band = bands.find((b) => b.name === category) as { first: number };
    return (
      band.first +
      (categories.get(category) ?? []).indexOf(
        subcategory ? String(row[subcategory] ?? null) : NO_SERIES,
      )
    );
  };
  return { rowOf, rowCount, bands };
}

function secondsOfDay(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
}

const DAY = 86_400_000;

/** Axis bounds: a bound time of day placed on the UTC day of the earliest start / latest end. */
export function ganttTimeBounds(
  starts: number[],
  ends: number[],
  bounds: readonly (string | null)[],
): [number | undefined, number | undefined] {
  const onDay = (epoch: number, time: string | null | undefined) =>
    time && Number.isFinite(epoch) ? Math.floor(epoch / DAY) * DAY + secondsOfDay(time) : undefined;
  return [onDay(Math.min(...starts), bounds[0]), onDay(Math.max(...ends), bounds[1])];
}

/** Rows of the gantt query -> one custom bar series per dimension value, category labels and separators drawn as mark lines. */
export function transformGanttChartProps(
  chartProps: ChartProps<GanttChartFormData>,
): GanttChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const colnames = result?.colnames ?? [];
  const start = fd.start_time ? getColumnLabel(fd.start_time) : '';
  const end = fd.end_time ? getColumnLabel(fd.end_time) : '';
  const yAxis = fd.y_axis ? getColumnLabel(fd.y_axis) : '';
  const dimension = fd.series ? getColumnLabel(fd.series) : undefined;
  const { rowOf, rowCount, bands } = ganttRows(
    rows,
    yAxis,
    fd.subcategories ? dimension : undefined,
  );
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const groups = new Map<string, DataRecord[]>();
  for (const row of rows) {
    const name = dimension ? String(row[dimension] ?? null) : NO_SERIES;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  const bars: CustomSeriesOption[] = [...groups.entries()]
    .map(([name, members]): CustomSeriesOption => ({
      type: 'custom',
      name,
      progressive: 0,
      itemStyle: { color: colorOf(name) },
      renderItem: renderGanttItem,
      dimensions: [...GANTT_DIMENSIONS, ...colnames],
      encode: { x: [0, 1] },
      data: members.map((row) => ({
        value: [row[start], row[end], rowOf(row), rowCount, ...colnames.map((c) => row[c])] as (
          string | number | null
        )[],
      })),
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  const markLines: LineSeriesOption[] = [
    {
      type: 'line',
      animation: false,
      markLine: {
        silent: true,
        symbol: ['none', 'none'],
        label: { show: false },
        lineStyle: { type: 'dashed', color: '#dbe0ea' },
        data: bands.map((b) => ({ yAxis: rowCount - b.first - b.size })),
      },
    },
    {
      type: 'line',
      animation: false,
      markLine: {
        silent: true,
        symbol: ['none', 'none'],
        lineStyle: { type: 'solid', color: '#00000000' },
        label: { show: true, position: 'start', formatter: '{b}', color: theme?.textColor },
        data: bands.map((b) => ({ yAxis: rowCount - b.first - b.size / 2, name: b.name })),
      },
    },
  ];
  const labelWidth = Math.min(
    Math.max(0, ...bands.map((b) => b.name.length * CHAR_WIDTH)),
    Math.floor(width * MAX_CATEGORY_LABEL_SHARE),
  );
  const legendNames = dimension ? bars.map((s) => String(s.name)) : [];
  if (fd.legendSort)
    legendNames.sort((a, b) => (fd.legendSort === 'asc' ? a.localeCompare(b) : b.localeCompare(a)));
  const showLegend = fd.show_legend && dimension !== undefined;
  const legend = legendMargin(showLegend, fd.legendOrientation, fd.legendMargin);
  const [min, max] = ganttTimeBounds(
    rows.map((r) => Number(r[start])),
    rows.map((r) => Number(r[end])),
    fd.x_axis_time_bounds,
  );
  const formatTime = getTimeFormatter(fd.tooltipTimeFormat);
  const formatNumber = getNumberFormatter(fd.tooltipValuesFormat);
  const formatCell = (column: string, value: DataRecordValue) => {
    const type = result?.coltypes[colnames.indexOf(column)];
    if (type === GenericDataType.TEMPORAL && typeof value === 'number') return formatTime(value);
    if (type === GenericDataType.NUMERIC && typeof value === 'number') return formatNumber(value);
    return String(value);
  };
  const tooltipLabels = [
    start,
    end,
    ...fd.tooltip_metrics.map(getMetricLabel),
    ...fd.tooltip_columns.map(getColumnLabel),
  ];
  const option: EChartsOption = {
    useUTC: true,
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const { seriesName, value } = params as { seriesName?: string; value?: DataRecordValue[] };
        const cells = (value ?? []).slice(GANTT_DIMENSIONS.length);
        const rowsOut = [...new Set(tooltipLabels)]
          .filter((l) => colnames.includes(l))
          .map((label) => ({
            label,
            value: formatCell(label, cells[colnames.indexOf(label)] ?? null),
          }));
        return tooltipHtml(
          dimension ? seriesName : String(cells[colnames.indexOf(yAxis)] ?? ''),
          rowsOut,
        );
      },
    },
    legend: getLegendOption({
      show: showLegend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: legendNames,
      isZoomable: fd.zoomable,
      textColor: theme?.textColor,
    }),
    grid: {
      top: GRID_OFFSET.top + legend.top,
      right: GRID_OFFSET.right + legend.right,
      bottom:
        GRID_OFFSET.bottom +
        legend.bottom +
        (fd.x_axis_title ? fd.x_axis_title_margin : 0) +
        (fd.zoomable ? ZOOM_HEIGHT : 0),
      left:
        GRID_OFFSET.left +
        legend.left +
        (fd.y_axis_title ? fd.y_axis_title_margin : 0) +
        (labelWidth > 0 ? labelWidth + CATEGORY_LABEL_GAP : 0),
      containLabel: true,
    },
    ...(fd.zoomable
      ? {
          dataZoom: [{ type: 'slider', filterMode: 'none', start: 0, end: 100, bottom: 20 }],
          toolbox: { show: true, top: 0, right: 5, feature: { dataZoom: { yAxisIndex: false } } },
        }
      : {}),
    xAxis: {
      type: 'time',
      name: fd.x_axis_title,
      nameLocation: 'middle',
      nameGap: fd.x_axis_title_margin,
      axisLabel: { formatter: getTimeFormatter(fd.x_axis_time_format), hideOverlap: true },
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_title,
      nameLocation: 'middle',
      nameGap: fd.y_axis_title_margin,
      min: 0,
      max: rowCount,
      axisLabel: { show: false },
      splitLine: { show: false },
    },
    series: [...bars, ...markLines],
  };
  const filtersOf = (row: DataRecord): DrillFilter[] =>
    [yAxis, ...(dimension ? [dimension] : [])].map((col) => ({
      col,
      op: '==',
      val: row[col] ?? null,
      formattedVal: formatCell(col, row[col] ?? null),
    }));
  const { onContextMenu } = hooks ?? {};
  return {
    width,
    height,
    option,
    onContextMenu: onContextMenu
      ? (x, y, seriesName, dataIndex) => {
          const row = groups.get(seriesName)?.[dataIndex];
          if (row) onContextMenu(x, y, { drillToDetail: filtersOf(row) });
        }
      : undefined,
  };
}
