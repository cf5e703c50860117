import type { EChartsOption } from 'echarts';
import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { legendNames } from '../../echarts/large-data.ts';
import { GRID_OFFSET, getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { extractExtraMetrics } from '../../query/operators/extra-metrics.ts';
import { isTimeComparison } from '../../query/operators/time-comparison.ts';
import { DTTM_ALIAS, getXAxisLabel } from '../../query/x-axis.ts';
import { annotationLegendNames, buildAnnotationSeries } from './annotations.ts';
import { buildAxes, getAxisType, getXAxisFormatter, getYAxisFormatter } from './axes.ts';
import type { TimeseriesFormData } from './form-data.ts';
import {
  buildInteractions,
  drillTimeFormatter,
  type TimeseriesInteractions,
} from './interactions.ts';
import { buildSeriesOptions, stackMode, type SeriesStyle } from './series-options.ts';
import {
  extractSeries,
  rowTotals,
  sortRowsByAggregate,
  sortSeriesNames,
  type SeriesData,
} from './series.ts';
import { buildTooltip, getTooltipXFormatter } from './tooltip-formatter.ts';

/** Props of the family's component: the ECharts option plus interaction callbacks. */
export interface TimeseriesChartProps extends TimeseriesInteractions {
  width: number;
  height: number;
  option: EChartsOption;
  /** Data points are `[value, x]` (horizontal bars) instead of `[x, value]`. */
  isHorizontal: boolean;
}

function gridPadding(fd: TimeseriesFormData, isHorizontal: boolean) {
  const legend = legendMargin(fd.show_legend, fd.legendOrientation, fd.legendMargin);
  const yTitleOffset = fd.y_axis_title ? fd.y_axis_title_margin : 0;
  const xTitleOffset = fd.x_axis_title ? fd.x_axis_title_margin : 0;
  return {
    top: GRID_OFFSET.top + (fd.y_axis_title_position === 'Top' ? yTitleOffset : 0) + legend.top,
    bottom:
      (fd.zoomable && !isHorizontal ? GRID_OFFSET.bottomZoomable : GRID_OFFSET.bottom) +
      xTitleOffset +
      legend.bottom,
    left: GRID_OFFSET.left + (fd.y_axis_title_position === 'Top' ? 0 : yTitleOffset) + legend.left,
    right:
      (fd.show_legend && fd.legendOrientation === 'right' ? 0 : GRID_OFFSET.right) + legend.right,
  };
}

/** Most x values formatted for the title gap: a sample tells the widest label well enough. */
const MAX_MEASURED_X = 200;

/**
 * The x values as their tick labels read (a value axis labels its own round numbers: none known)
 * and the y labels at the ends of the data's range, for the axis titles' gaps (axes.ts).
 */
function tickLabels(
  rows: readonly Record<string, DataRecordValue>[],
  xLabel: string,
  series: readonly SeriesData[],
  formatX: ((value: unknown) => string) | undefined,
  formatY: (value: number) => string,
): { x: string[]; y: string[] } {
  let [min, max] = [0, 0];
  for (const s of series)
    for (const [, y] of s.data) if (y !== null) [min, max] = [Math.min(min, y), Math.max(max, y)];
  const step = Math.max(1, Math.ceil(rows.length / MAX_MEASURED_X));
  const x = formatX ? rows.filter((_, i) => i % step === 0).map((row) => formatX(row[xLabel])) : [];
  return { x, y: [formatY(min), formatY(max)] };
}

function zoomOptions(
  fd: TimeseriesFormData,
  isStacked: boolean,
): Pick<EChartsOption, 'toolbox' | 'dataZoom'> {
  if (!fd.zoomable) return {};
  return {
    toolbox: {
      top: 0,
      right: 5,
      feature: {
        dataZoom: {
          yAxisIndex: isStacked ? false : undefined,
          title: { zoom: 'zoom area', back: 'restore zoom' },
        },
        restore: {},
      },
    },
    // Inside zoom pans with the mouse wheel instead of zooming, so scrolling the page still works.
    dataZoom: [
      { type: 'slider', start: 0, end: 100, bottom: 30 },
      { type: 'inside', zoomOnMouseWheel: false, moveOnMouseWheel: true },
    ],
  };
}

/**
 * Rows of the flattened chart-data result -> the ECharts option of a time-series chart
 * (docs/chart-types.md §4.A): series sorted and styled, axes and formatters, tooltip, legend, zoom.
 */
export function transformTimeseriesProps(
  chartProps: ChartProps<TimeseriesFormData>,
  style: SeriesStyle,
): TimeseriesChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const xLabel = getXAxisLabel(fd) ?? DTTM_ALIAS;
  const xType = result?.coltypes[result.colnames.indexOf(xLabel)];
  const mode = stackMode(fd.stack);
  const isHorizontal = style.type === 'bar' && fd.orientation === 'horizontal';
  const groupby = fd.groupby.map(getColumnLabel);
  const extraLabels = extractExtraMetrics(fd).map(getMetricLabel);
  const offsets = isTimeComparison(fd, { metrics: fd.metrics }) ? fd.time_compare : [];
  const data = result?.data ?? [];
  const names = sortSeriesNames(
    data,
    (result?.colnames ?? []).filter((c) => c !== xLabel && !extraLabels.includes(c)),
    fd.sort_series_type,
    fd.sort_series_ascending,
  );
  const xAxisType = getAxisType(mode !== undefined, fd.xAxisForceCategorical, xType);
  const isMultiSeries = groupby.length > 0 || fd.metrics.length > 1;
  const rows =
    xAxisType === 'category' && isMultiSeries
      ? sortRowsByAggregate(
          data,
          xLabel,
          names,
          fd.x_axis_sort_series,
          fd.x_axis_sort_series_ascending,
        )
      : data;
  const series = extractSeries(rows, names, xLabel, {
    fillNeighborValue: mode && !fd.forecastEnabled ? 0 : undefined,
    isExpand: mode === 'Expand',
  });
  const positives = series
    .flatMap((s) => s.data.map(([, y]) => y))
    .filter((y): y is number => y !== null && y > 0);

  const labelMap: Record<string, DataRecordValue[]> = Object.fromEntries(
    names.map((name) => [
      name,
      groupby.length ? (result?.label_map?.[name] ?? name.split(', ')).slice(-groupby.length) : [],
    ]),
  );
  const stackDimensionIndex =
    style.type === 'bar' && fd.stackDimension ? groupby.indexOf(fd.stackDimension) : -1;
  const stackOf = (name: string) =>
    mode === undefined
      ? undefined
      : stackDimensionIndex >= 0
        ? String(labelMap[name]?.[stackDimensionIndex])
        : 'obs';
  const isPercent = Boolean(fd.contributionMode) || mode === 'Expand';
  const formatY = getYAxisFormatter(fd, isPercent);
  const formatX = getXAxisFormatter(fd, xType);
  const selected = selectedNames(chartProps.filterState);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const seriesOptions = buildSeriesOptions(series, {
    formData: fd,
    style,
    colorOf,
    offsets,
    selected,
    stackOf,
    isHorizontal,
    formatY,
    totals: rowTotals(rows, names),
  });
  // After the data series, so annotation names take the next colours of the scheme, not the first.
  const annotationSeries = buildAnnotationSeries({
    layers: fd.annotation_layers,
    annotationData: result?.annotation_data,
    xValues: rows.map((row) => row[xLabel] ?? null),
    colorOf,
    isHorizontal,
    markerSize: fd.markerSize ?? 6,
  });

  const { xAxis, yAxis } = buildAxes({
    formData: fd,
    xAxisType,
    xFormatter: formatX,
    yFormatter: formatY,
    isPercent: (fd.contributionMode === 'row' && mode !== undefined) || mode === 'Expand',
    minPositiveValue: positives.length ? Math.min(...positives) : undefined,
    isHorizontal,
    tickLabels: tickLabels(
      rows,
      xLabel,
      series,
      xAxisType === 'value' ? undefined : formatX,
      formatY,
    ),
  });
  const option: EChartsOption = {
    // Result timestamps are naive and carried as UTC epoch ms; a local-time axis would shift them.
    useUTC: true,
    grid: { ...gridPadding(fd, isHorizontal), containLabel: true },
    xAxis,
    yAxis,
    tooltip: buildTooltip({
      isRich: fd.rich_tooltip,
      formatX: getTooltipXFormatter(xType, fd.tooltipTimeFormat),
      formatY,
      sortByMetric: fd.tooltipSortByMetric,
      showTotal: fd.showTooltipTotal,
      showPercentage: fd.showTooltipPercentage,
      isHorizontal,
    }),
    legend: getLegendOption({
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      // At most LEGEND_MAX_ITEMS series names: every series is drawn, later ones without an entry.
      data: [...legendNames(names), ...annotationLegendNames(annotationSeries)],
      isZoomable: fd.zoomable,
      textColor: theme?.textColor,
    }),
    series: [...seriesOptions, ...annotationSeries],
    ...zoomOptions(fd, mode !== undefined),
  };
  const interactions = buildInteractions({
    hooks,
    emitCrossFilters: chartProps.emitCrossFilters ?? false,
    groupby,
    labelMap,
    selectedValues: selected,
    xLabel,
    formatX,
    ...(xAxisType === 'time' && fd.time_grain_sqla
      ? { formatDrillX: drillTimeFormatter(fd.time_grain_sqla) }
      : {}),
    grain: xAxisType === 'time' ? fd.time_grain_sqla : undefined,
  });
  return { width, height, option, isHorizontal, ...interactions };
}
