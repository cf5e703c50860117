import type { EChartsOption, RadarComponentOption, RadarSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import {
  LEGEND_MAX_ITEMS,
  MANY_ITEMS,
  legendNames,
  pixelPolylines,
  type PixelPolyline,
} from '../../echarts/large-data.ts';
import { getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { CategoricalChartProps } from '../_categorical/CategoricalEchart.tsx';
import { buildCategoricalInteractions } from '../_categorical/interactions.ts';
import { estimateTextWidth, fittedRadiusPercent } from '../_categorical/label-room.ts';
import { cellFormatter } from '../_categorical/rows.ts';
import type { RadarFormData } from './form-data.ts';

/** ECharts' default radar radius, in % of half the shorter side of the box. */
const RADAR_RADIUS_PERCENT = 75;

/** Props of RadarChart. */
export interface RadarChartProps extends CategoricalChartProps {
  /** The group drawn as item `dataIndex` of series `seriesIndex`, for items not named in the option. */
  nameOf?: (seriesIndex: number, dataIndex: number) => string | undefined;
}

interface Group {
  name: string;
  dimensions: (string | number | boolean | null)[];
  /** Raw metric values in metric order. */
  values: number[];
}

/**
 * Where ECharts' radar puts the vertices of `values` (and the first again, closing the outline):
 * centred in the whole chart, the radius `radiusPercent` of half its shorter side, the first
 * indicator at 12 o'clock and the others counter-clockwise, each value placed linearly on its
 * indicator's [min, max].
 */
export function radarPixelPoints(
  values: readonly number[],
  ranges: readonly { min: number; max: number }[],
  width: number,
  height: number,
  radiusPercent: number,
): [number, number][] {
  const [cx, cy] = [width / 2, height / 2];
  const r = ((radiusPercent / 100) * Math.min(width, height)) / 2;
  const points = values.map((value, i): [number, number] => {
    const { min, max } = ranges[i];
    const coord = max === min ? 0 : ((value - min) / (max - min)) * r;
    const angle = Math.PI / 2 + (2 * Math.PI * i) / values.length;
    return [cx + coord * Math.cos(angle), cy - coord * Math.sin(angle)];
  });
  return points.length ? [...points, points[0]] : points;
}

/**
 * Rows of the radar query -> a `radar` component (one indicator per metric) and one `radar` series
 * with one polygon per group. Metrics without a configured max are normalised per group (÷ the
 * group's largest value, indicator 0-1); labels and tooltips show the raw values. Above MANY_ITEMS
 * groups, the radar series holds the groups the legend lists (the first LEGEND_MAX_ITEMS) without
 * vertex symbols or labels, and the other outlines are drawn in pixels as a few large-mode `lines`
 * series (pixelPolylines: one path per colour instead of a radar element per group, which cost
 * seconds); every group is still drawn and has its tooltip and click.
 */
export function transformRadarProps(chartProps: ChartProps<RadarFormData>): RadarChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metrics = fd.metrics.map(getMetricLabel);
  const groupby = fd.groupby.map(getColumnLabel);
  const format = cellFormatter(result, fd.date_format);
  const groups: Group[] = (result?.data ?? []).map((row) => ({
    name: groupby.map((column) => format(column, row[column] ?? null)).join(', '),
    dimensions: groupby.map((column) => row[column] ?? null),
    values: metrics.map((metric) => Number(row[metric] ?? 0) || 0),
  }));
  const configured = (metric: string) => fd.column_config[metric]?.radarMetricMaxValue;
  const overallMax = (i: number) => Math.max(...groups.map((g) => g.values[i]), 0);
  const indicator: RadarComponentOption['indicator'] = metrics.map((name, i) => {
    const max = configured(name);
    return max === null || max === undefined
      ? { name, min: 0, max: 1 }
      : { name, min: fd.column_config[name]?.radarMetricMinValue ?? 0, max: max || overallMax(i) };
  });
  const normalise = (values: number[]) => {
    const max = Math.max(...values);
    return values.map((v, i) =>
      configured(metrics[i]) === null || configured(metrics[i]) === undefined
        ? max
          ? v / max
          : 0
        : v,
    );
  };
  const byName = new Map(groups.map((g) => [g.name, g]));
  const margin = legendMargin(fd.show_legend, fd.legendOrientation, fd.legendMargin);
  const formatValue = getValueFormatter(fd.number_format, fd.currency_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const rawValue = (params: { name?: string; dimensionIndex?: number }) =>
    byName.get(params.name ?? '')?.values[params.dimensionIndex ?? 0] ?? 0;

  const isMany = groups.length > MANY_ITEMS;
  const drawn = groups.map((g) => {
    const color = colorOf(g.name);
    const opacity = selected.length > 0 && !selected.includes(g.name) ? 0.3 : 1;
    return { group: g, value: normalise(g.values), color, opacity };
  });
  const inRadar = isMany ? drawn.slice(0, LEGEND_MAX_ITEMS) : drawn;
  const series: RadarSeriesOption = {
    type: 'radar',
    emphasis: { label: { show: true, fontWeight: 'bold' } },
    ...(isMany ? { symbol: 'none' } : {}),
    label: {
      show: fd.show_labels && !isMany,
      position: fd.label_position,
      formatter: (params: unknown) => {
        const p = params as { name?: string; dimensionIndex?: number };
        const value = formatValue(rawValue(p));
        return fd.label_type === 'key_value' ? `${p.name ?? ''}: ${value}` : value;
      },
    },
    data: inRadar.map(({ group, value, color, opacity }) => ({
      name: group.name,
      value,
      itemStyle: { color, opacity },
      lineStyle: { color, opacity },
    })),
  };
  // ECharts' 75%, lowered where the indicator names would be clipped at the box's edges.
  const radiusPercent = fittedRadiusPercent(
    RADAR_RADIUS_PERCENT,
    metrics.map((name, i) => ({
      angle: 90 - (360 * i) / metrics.length,
      width: estimateTextWidth(name),
      height: 14,
    })),
    width - margin.left - margin.right,
    height - margin.top - margin.bottom,
    { radialGap: 15 },
  );
  const ranges = (indicator as { min: number; max: number }[]).map(({ min, max }) => ({
    min,
    max,
  }));
  const rest = drawn.slice(inRadar.length);
  const outlines = rest.length
    ? pixelPolylines(
        rest.map(({ value, color, opacity }): PixelPolyline => ({
          points: radarPixelPoints(value, ranges, width, height, radiusPercent),
          color,
          opacity,
        })),
        width,
        height,
      )
    : undefined;
  // Series 0 is the radar; series k + 1 the k-th lines series, whose items are `rest` entries.
  const nameOf = (seriesIndex: number, dataIndex: number) =>
    seriesIndex === 0
      ? inRadar[dataIndex]?.group.name
      : rest[outlines?.sources[seriesIndex - 1]?.[dataIndex] ?? -1]?.group.name;
  const option: EChartsOption = {
    ...(outlines ? {} : { grid: { containLabel: true } }),
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as { name?: string; seriesIndex?: number; dataIndex?: number };
        const name = p.name || nameOf(p.seriesIndex ?? 0, p.dataIndex ?? -1);
        const group = byName.get(name ?? '');
        return group
          ? tooltipHtml(
              group.name,
              metrics.map((label, i) => ({ label, value: formatValue(group.values[i]) })),
            )
          : '';
      },
    },
    legend: getLegendOption({
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: isMany ? legendNames(groups.map((g) => g.name)) : groups.map((g) => g.name),
      textColor: theme?.textColor,
    }),
    radar: {
      shape: fd.is_circle ? 'circle' : 'polygon',
      indicator,
      ...margin,
      radius: `${radiusPercent}%`,
    },
    ...(outlines ? { grid: outlines.grid, xAxis: outlines.xAxis, yAxis: outlines.yAxis } : {}),
    series: [series, ...(outlines?.series ?? [])],
  };
  const labelMap = Object.fromEntries(groups.map((g) => [g.name, g.dimensions]));
  const interactions = buildCategoricalInteractions({
    hooks,
    emitCrossFilters: chartProps.emitCrossFilters ?? false,
    groupby,
    labelMap,
    selectedValues: selected,
    formatValue: format,
  });
  return { width, height, option, ...interactions, ...(outlines ? { nameOf } : {}) };
}
