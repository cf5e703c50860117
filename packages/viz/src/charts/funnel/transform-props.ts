import type { EChartsOption, FunnelSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { getLegendOption } from '../../echarts/legend.ts';
import { legendRoom } from '../../echarts/legend-room.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { CategoricalChartProps } from '../_categorical/CategoricalEchart.tsx';
import { buildCategoricalInteractions } from '../_categorical/interactions.ts';
import { estimateTextWidth } from '../_categorical/label-room.ts';
import { formatCategoryLabel } from '../_categorical/labels.ts';
import { categoryItems, cellFormatter, type CategoryItem } from '../_categorical/rows.ts';
import type { FunnelFormData } from './form-data.ts';

/** Props of FunnelChart. */
export type FunnelChartProps = CategoricalChartProps;

/**
 * Most stages drawn with labels and animated: ECharts lays out (and animates) every label, which
 * takes seconds for thousands of stages far too thin to hold a readable label anyway.
 */
export const MAX_LABELED_STAGES = 100;

/**
 * Most legend entries (the largest stages): ECharts looks every legend name up among the data with
 * a linear search, so a legend of 10,000 names costs 10^8 comparisons.
 */
export const MAX_LEGEND_STAGES = 100;

/** Superset's label colour on a funnel stage (its grayscale dark2). */
const LABEL_COLOR = '#484848';

/** Length in px of the line from a stage to a label drawn beside it, and ECharts' 5 px after it. */
const LABEL_LINE_LENGTH = 10;
const LABEL_LINE_GAP = 5;

/**
 * Where each stage's label goes: on the stage (Superset's 'inner') when it fits across the stage's
 * middle, else beside the stage with a label line, on the right or, if that passes the box, on the
 * left, so that a label never lies over a sliver (Superset's funnel draws labels on slivers
 * unreadable). Stages are centred and as wide as their value's share of the largest one.
 */
export function stageLabelPositions(
  values: readonly number[],
  labelWidths: readonly number[],
  plotWidth: number,
): ('inside' | 'right' | 'left')[] {
  const max = Math.max(...values, 0) || 1;
  const widthOf = (v: number | undefined) => (Math.max(v ?? 0, 0) / max) * plotWidth;
  return values.map((value, i) => {
    const middle = (widthOf(value) + widthOf(values[i + 1])) / 2;
    if (labelWidths[i] + 4 <= middle) return 'inside';
    const beside = middle / 2 + LABEL_LINE_LENGTH + LABEL_LINE_GAP + labelWidths[i];
    return beside <= plotWidth / 2 ? 'right' : 'inside';
  });
}

/** The share of each stage per `percent_calculation_type`: of the first stage, of the previous stage, or of the total. */
export function funnelShares(
  values: readonly number[],
  type: FunnelFormData['percent_calculation_type'],
): number[] {
  const total = values.reduce((a, b) => a + b, 0);
  return values.map((value, i) => {
    const base =
      type === 'total'
        ? total
        : type === 'prev_step'
          ? i === 0
            ? value
            : values[i - 1]
          : values[0];
    return base ? value / base : 0;
  });
}

/** Rows of the funnel query -> one vertical `funnel` series sorted descending, with labels, tooltip, legend and interactions. */
export function transformFunnelProps(chartProps: ChartProps<FunnelFormData>): FunnelChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const groupby = fd.groupby.map(getColumnLabel);
  const format = cellFormatter(result, 'smart_date');
  const items: CategoryItem[] = [...categoryItems(result, groupby, metric, format)].sort(
    (a, b) => b.value - a.value,
  );
  const shares = funnelShares(
    items.map((i) => i.value),
    fd.percent_calculation_type,
  );
  const shareOf = new Map(items.map((item, i) => [item.name, shares[i]]));
  const formatValue = getValueFormatter(fd.number_format, fd.currency_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const isCrowded = items.length > MAX_LABELED_STAGES;
  const text = (type: FunnelFormData['label_type'], params: { name?: string; value?: unknown }) =>
    formatCategoryLabel(
      type,
      params.name ?? '',
      formatValue(Number(params.value)),
      shareOf.get(params.name ?? '') ?? 0,
    );

  const legendNames = items.slice(0, MAX_LEGEND_STAGES).map((i) => i.name);
  // The saved legend margin, widened where the legend would otherwise lie over the funnel.
  const room = legendRoom({
    show: fd.show_legend,
    type: fd.legendType,
    orientation: fd.legendOrientation,
    margin: fd.legendMargin,
    names: legendNames,
    width,
    measure: (name) => estimateTextWidth(name),
  });
  const positions = isCrowded
    ? []
    : stageLabelPositions(
        items.map((i) => i.value),
        items.map((item) =>
          estimateTextWidth(text(fd.label_type, { name: item.name, value: item.value })),
        ),
        width - room.left - room.right,
      );
  const series: FunnelSeriesOption = {
    type: 'funnel',
    ...room,
    sort: 'descending',
    orient: 'vertical',
    gap: 0,
    animation: !isCrowded,
    // Superset's funnel: plain dark labels on the stages, centred, the widest stage the box's width.
    minSize: '0%',
    maxSize: '100%',
    funnelAlign: 'center',
    label: {
      show: fd.show_labels && !isCrowded,
      position: 'inside',
      color: theme?.textColor ?? LABEL_COLOR,
      // ECharts outlines inside labels in the stage's colour; Superset turns the outline off.
      textBorderColor: 'transparent',
      textBorderWidth: 0,
      formatter: (params: { name?: string; value?: unknown }) => text(fd.label_type, params),
    },
    // Superset's default funnel: labels on the stages, no label lines.
    labelLine: { show: false },
    // A label shown on hover makes ECharts build a hidden text element for every stage up front.
    emphasis: { label: { show: !isCrowded, fontWeight: 'bold' } },
    data: items.map((item, i) => ({
      name: item.name,
      value: item.value,
      // A label beside its stage, joined to it by a short line (in the stage's colour).
      ...(positions[i] && positions[i] !== 'inside'
        ? {
            label: { position: positions[i] },
            labelLine: { show: true, length: LABEL_LINE_LENGTH },
          }
        : {}),
      itemStyle: {
        color: colorOf(item.name),
        opacity: selected.length > 0 && !selected.includes(item.name) ? 0.3 : 1,
      },
    })),
  };
  const option: EChartsOption = {
    tooltip: {
      show: fd.show_tooltip_labels,
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) =>
        text(fd.tooltip_label_type, params as { name?: string; value?: unknown }),
    },
    legend: getLegendOption({
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: legendNames,
      textColor: theme?.textColor,
    }),
    series: [series],
  };
  const labelMap = Object.fromEntries(items.map((i) => [i.name, i.dimensions]));
  const interactions = buildCategoricalInteractions({
    hooks,
    emitCrossFilters: chartProps.emitCrossFilters ?? false,
    groupby,
    labelMap,
    selectedValues: selected,
    formatValue: format,
  });
  return { width, height, option, ...interactions };
}
