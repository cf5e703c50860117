import type { EChartsOption, LineSeriesOption, YAXisComponentOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartDataResult, ChartHooks, ChartProps, DataRecordValue } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { GRID_OFFSET, getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { isTimeComparison } from '../../query/operators/time-comparison.ts';
import { DTTM_ALIAS, getXAxisLabel } from '../../query/x-axis.ts';
import { buildAnnotationSeries } from '../_timeseries/annotations.ts';
import {
  buildAxes,
  getAxisType,
  getXAxisFormatter,
  getYAxisFormatter,
} from '../_timeseries/axes.ts';
import type { TimeseriesFormData } from '../_timeseries/form-data.ts';
import { buildInteractions } from '../_timeseries/interactions.ts';
import { buildSeriesOptions, stackMode } from '../_timeseries/series-options.ts';
import { seriesStyleOf } from '../_timeseries/series-type.ts';
import { extractSeries, rowTotals, sortSeriesNames } from '../_timeseries/series.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { getTooltipXFormatter } from '../_timeseries/tooltip-formatter.ts';
import { getQueryFormData, type MixedQuery } from './build-query.ts';
import { SERIES_B_SUFFIX, mixedSeriesFields, type MixedTimeseriesFormData } from './form-data.ts';

/** The form data of one half with its series customisation (`seriesTypeB`... for query B) under the plain keys. */
export function getHalfFormData(
  fd: MixedTimeseriesFormData,
  query: MixedQuery,
): TimeseriesFormData & { yAxisIndex: number } {
  const half: Record<string, unknown> = { ...getQueryFormData(fd, query) };
  if (query === 'B')
    for (const key of Object.keys(mixedSeriesFields))
      half[key] = (fd as Record<string, unknown>)[`${key}${SERIES_B_SUFFIX}`];
  return half as TimeseriesFormData & { yAxisIndex: number };
}

/** The display name of a series: the query's identity after the series name, or after the metric when grouped. */
function displayName(
  name: string,
  query: MixedQuery,
  fd: TimeseriesFormData,
  result: ChartDataResult | undefined,
  groupby: string[],
): { name: string; dimensions: DataRecordValue[] } {
  const tag = `(Query ${query})`;
  if (groupby.length === 0) return { name: `${name} ${tag}`, dimensions: [] };
  const components = result?.label_map?.[name] ?? name.split(', ');
  const dimensions = components.slice(-groupby.length);
  const rest = components.slice(0, -groupby.length);
  const metric = rest.length
    ? rest.join(', ')
    : fd.metrics.length === 1
      ? getMetricLabel(fd.metrics[0])
      : '';
  return { name: `${metric} ${tag}, ${dimensions.join(', ')}`, dimensions };
}

/** Query B's drill-by acts on `groupby_b`. */
function withDrillByField(hooks: ChartHooks | undefined, field: string): ChartHooks | undefined {
  const onContextMenu = hooks?.onContextMenu;
  if (!onContextMenu) return hooks;
  return {
    ...hooks,
    onContextMenu: (x, y, payload) =>
      onContextMenu(
        x,
        y,
        payload.drillBy
          ? { ...payload, drillBy: { ...payload.drillBy, groupbyFieldName: field } }
          : payload,
      ),
  };
}

/**
 * The two results -> one ECharts option (docs/chart-types.md §4.B): each half's series built like the
 * family's, with its own style, stack group and y-axis; two y-axes with their own format, bounds
 * and log flag; series names tagged "(Query A)" / "(Query B)".
 */
export function transformMixedTimeseriesProps(
  chartProps: ChartProps<MixedTimeseriesFormData>,
): TimeseriesChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const xLabel = getXAxisLabel(fd) ?? DTTM_ALIAS;
  // Either query may be empty; the x type comes from whichever result has the x column.
  const xResult = queriesData.find((r) => r?.colnames.includes(xLabel));
  const xType = xResult?.coltypes[xResult.colnames.indexOf(xLabel)];
  const xAxisType = getAxisType(false, false, xType);
  const formatX = getXAxisFormatter(fd, xType);
  const formats = [
    getYAxisFormatter(fd, false),
    getValueFormatter(fd.y_axis_format_secondary, fd.currency_format_secondary),
  ];
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const axisOf = new Map<string, number>();
  const positives: number[] = [];
  const halves = (['A', 'B'] as const).map((query, index) => {
    const half = getHalfFormData(fd, query);
    const result = queriesData[index];
    const data = result?.data ?? [];
    const groupby = half.groupby.map(getColumnLabel);
    const names = sortSeriesNames(
      data,
      (result?.colnames ?? []).filter((c) => c !== xLabel),
      half.sort_series_type,
      half.sort_series_ascending,
    );
    const mode = stackMode(half.stack);
    const labelMap: Record<string, DataRecordValue[]> = {};
    const series = extractSeries(data, names, xLabel, {
      fillNeighborValue: mode ? 0 : undefined,
      isExpand: mode === 'Expand',
    }).map((s) => {
      const display = displayName(s.name, query, half, result, groupby);
      labelMap[display.name] = display.dimensions;
      axisOf.set(display.name, half.yAxisIndex === 1 ? 1 : 0);
      positives.push(...s.data.map(([, y]) => y).filter((y): y is number => y !== null && y > 0));
      return { ...s, name: display.name };
    });
    const options = buildSeriesOptions(series, {
      formData: half,
      style: seriesStyleOf(half.seriesType, half.area),
      colorOf,
      // Shifted series are named "<offset> (Query X)", so the family's dashed style finds them by that.
      offsets: isTimeComparison(half, { metrics: half.metrics })
        ? half.time_compare.map((offset) => `${offset} (Query ${query})`)
        : [],
      selected,
      // Each query stacks on its own, never onto the other query's series.
      stackOf: () => (mode ? `obs${query}` : undefined),
      isHorizontal: false,
      formatY: formats[half.yAxisIndex === 1 ? 1 : 0],
      totals: rowTotals(data, names),
    }).map(
      (option) => ({ ...option, yAxisIndex: half.yAxisIndex === 1 ? 1 : 0 }) as LineSeriesOption,
    );
    const interactions = buildInteractions({
      hooks: query === 'B' ? withDrillByField(hooks, 'groupby_b') : hooks,
      emitCrossFilters: chartProps.emitCrossFilters ?? false,
      groupby,
      labelMap,
      selectedValues: selected,
      xLabel,
      formatX,
      grain: xAxisType === 'time' ? fd.time_grain_sqla : undefined,
    });
    return { options, names: Object.keys(labelMap), interactions };
  });
  const [a, b] = halves;
  // Annotation layers ride on query A (docs/query-object.md §7); drawn after both halves' series.
  const annotationSeries = buildAnnotationSeries({
    layers: fd.annotation_layers,
    annotationData: queriesData[0]?.annotation_data,
    xValues: (queriesData[0]?.data ?? []).map((row) => row[xLabel] ?? null),
    colorOf,
    isHorizontal: false,
    markerSize: fd.markerSize ?? 6,
  });

  const axisInput = {
    xAxisType,
    xFormatter: formatX,
    isPercent: false,
    isHorizontal: false,
    minPositiveValue: positives.length ? Math.min(...positives) : undefined,
  };
  const { xAxis, yAxis } = buildAxes({ ...axisInput, formData: fd, yFormatter: formats[0] });
  const secondaryFormData = {
    ...fd,
    y_axis_bounds: fd.y_axis_bounds_secondary,
    logAxis: fd.logAxisSecondary,
    y_axis_title: fd.yAxisTitleSecondary,
    y_axis_title_position: 'Left',
  };
  const secondary = buildAxes({
    ...axisInput,
    formData: secondaryFormData,
    yFormatter: formats[1],
  }).yAxis;
  // Ticks are aligned only when the halves are drawn on different axes.
  const alignTicks = fd.yAxisIndex !== fd.yAxisIndexB;
  const legend = legendMargin(fd.show_legend, fd.legendOrientation, fd.legendMargin);
  const formatTooltipX = getTooltipXFormatter(xType, fd.tooltipTimeFormat);

  const option: EChartsOption = {
    useUTC: true,
    grid: {
      containLabel: true,
      top: GRID_OFFSET.top + legend.top,
      bottom:
        (fd.zoomable ? GRID_OFFSET.bottomZoomable : GRID_OFFSET.bottom) +
        (fd.x_axis_title ? fd.x_axis_title_margin : 0) +
        legend.bottom,
      left: GRID_OFFSET.left + (fd.y_axis_title ? fd.y_axis_title_margin : 0) + legend.left,
      right:
        GRID_OFFSET.right + (fd.yAxisTitleSecondary ? fd.y_axis_title_margin : 0) + legend.right,
    },
    xAxis,
    yAxis: [
      { ...(yAxis as object), alignTicks } as YAXisComponentOption,
      {
        ...(secondary as object),
        position: 'right',
        alignTicks,
        splitLine: { show: false },
      } as YAXisComponentOption,
    ],
    tooltip: {
      trigger: fd.rich_tooltip ? 'axis' : 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const list = (Array.isArray(params) ? params : [params]) as {
          seriesName?: string;
          value?: unknown;
          color?: unknown;
        }[];
        const points = list
          .map((p) => ({
            name: p.seriesName ?? '',
            pair: Array.isArray(p.value) ? p.value : [undefined, p.value],
            color: typeof p.color === 'string' ? p.color : undefined,
          }))
          .filter((p) => typeof p.pair[1] === 'number');
        if (points.length === 0) return '';
        if (fd.tooltipSortByMetric)
          points.sort((p, q) => (q.pair[1] as number) - (p.pair[1] as number));
        const rows = points.map((p) => ({
          label: p.name,
          value: formats[axisOf.get(p.name) ?? 0](p.pair[1] as number),
          color: p.color,
        }));
        return tooltipHtml(formatTooltipX(points[0].pair[0]), rows);
      },
    },
    legend: getLegendOption({
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: [...a.names, ...b.names],
      isZoomable: fd.zoomable,
      textColor: theme?.textColor,
    }),
    series: [...a.options, ...b.options, ...annotationSeries],
    ...(fd.zoomable
      ? {
          toolbox: {
            top: 0,
            right: 5,
            feature: {
              dataZoom: { yAxisIndex: false, title: { zoom: 'zoom area', back: 'restore zoom' } },
              restore: {},
            },
          },
          dataZoom: [{ type: 'slider', start: 0, end: 100, bottom: 30 }],
        }
      : {}),
  };
  const isB = (name: string) => b.names.includes(name);
  const onContextMenu = a.interactions.onContextMenu && b.interactions.onContextMenu;
  return {
    width,
    height,
    option,
    isHorizontal: false,
    onSeriesClick:
      a.interactions.onSeriesClick || b.interactions.onSeriesClick
        ? (name) => (isB(name) ? b : a).interactions.onSeriesClick?.(name)
        : undefined,
    onContextMenu: onContextMenu
      ? (x, y, name, xValue) => (isB(name) ? b : a).interactions.onContextMenu?.(x, y, name, xValue)
      : undefined,
    onLegendStateChanged: hooks?.onLegendStateChanged,
  };
}
