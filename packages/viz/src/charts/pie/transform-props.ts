import type { EChartsOption, PieSeriesOption } from 'echarts';
import {
  GenericDataType,
  getNumberFormatter,
  getTimeFormatter,
  getValueFormatter,
} from '@sightline/core';
import type { ChartProps, DataRecordValue, DrillFilter } from '../../contract.ts';
import { NEUTRAL_COLOR, createColorScale } from '../../echarts/colors.ts';
import { getCrossFilterDataMask, selectedNames } from '../../echarts/cross-filter.ts';
import { getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import {
  estimateTextWidth,
  radiusForOuterLabels,
  type OuterLabel,
} from '../_categorical/label-room.ts';
import type { PieFormData } from './form-data.ts';

/** Name of the slice that groups the slices below `threshold_for_other`. */
export const OTHER_SLICE = 'Other';

/** Props of PieChart. */
export interface PieChartProps {
  width: number;
  height: number;
  option: EChartsOption;
  /** Click on a slice: toggle the cross-filter on its dimension values. */
  onSliceClick?: (name: string) => void;
  /** Right-click on a slice: drill to detail / drill by / cross-filter menu. */
  onContextMenu?: (clientX: number, clientY: number, name: string) => void;
}

export interface Slice {
  name: string;
  value: number;
  /** Dimension values in groupby order (empty for "Other"). */
  dimensions: DataRecordValue[];
  /** Names merged into the "Other" slice. */
  members?: string[];
}

const percentFormatter = getNumberFormatter(',.2%');

/**
 * Most slices drawn with labels, label overlap avoidance and animation: ECharts' label layout
 * compares labels with each other, which takes seconds for thousands of slices, whose labels
 * `show_labels_threshold` hides anyway.
 */
export const MAX_LABELED_SLICES = 100;

/**
 * Most legend entries (the largest slices): ECharts looks every legend name up among the data with
 * a linear search, so a legend of 10,000 names costs 10^8 comparisons.
 */
export const MAX_LEGEND_SLICES = 100;

/** The names of the legend: every slice, or the MAX_LEGEND_SLICES largest in slice order. */
function legendNames(slices: readonly Slice[]): string[] {
  if (slices.length <= MAX_LEGEND_SLICES) return slices.map((s) => s.name);
  const largest = new Set(
    [...slices].sort((a, b) => b.value - a.value).slice(0, MAX_LEGEND_SLICES),
  );
  return slices.filter((s) => largest.has(s)).map((s) => s.name);
}

/** A slice label for `label_type` (and `label_template` placeholders {name} {value} {percent}, ECharts' {a} {b} {c} {d}). */
export function formatPieLabel(
  fd: Pick<PieFormData, 'label_type' | 'label_template'>,
  metric: string,
  name: string,
  value: string,
  share: number,
): string {
  const percent = percentFormatter(share);
  switch (fd.label_type) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    case 'template':
      return (fd.label_template ?? '')
        .replace(/\\n/g, '\n')
        .replace(/\{name\}|\{b\}/g, name)
        .replace(/\{value\}|\{c\}/g, value)
        .replace(/\{percent\}/g, percent)
        .replace(/\{d\}/g, (share * 100).toFixed(2))
        .replace(/\{a\}/g, metric);
    default:
      return name;
  }
}

function groupSmallSlices(slices: Slice[], total: number, thresholdPercent: number): Slice[] {
  if (thresholdPercent <= 0 || total === 0) return slices;
  const isSmall = (s: Slice) => (s.value / total) * 100 < thresholdPercent;
  const small = slices.filter(isSmall);
  if (small.length < 2) return slices;
  const other: Slice = {
    name: OTHER_SLICE,
    value: small.reduce((sum, s) => sum + s.value, 0),
    dimensions: [],
    members: small.map((s) => s.name),
  };
  return [...slices.filter((s) => !isSmall(s)), other];
}

/** A slice label drawn outside the pie: its slice's name and the width of its longest word. */
export interface PieOuterLabel extends OuterLabel {
  name: string;
  wordWidth: number;
}

/**
 * The slice labels ECharts draws outside the pie (those of slices at least `thresholdPercent` big),
 * each at its slice's middle angle: the pie starts at 12 o'clock and runs clockwise.
 */
export function outerLabels(
  slices: readonly Slice[],
  total: number,
  thresholdPercent: number,
  text: (slice: Slice) => string,
): PieOuterLabel[] {
  if (!total) return [];
  let before = 0;
  return slices.flatMap((slice) => {
    const part = slice.value / total;
    const angle = 90 - 360 * (before + part / 2);
    before += part;
    if (part * 100 < thresholdPercent) return [];
    const lines = text(slice).split('\n');
    const words = lines.flatMap((line) => line.split(/\s+/));
    return [
      {
        name: slice.name,
        angle,
        width: Math.max(...lines.map((line) => estimateTextWidth(line))),
        height: 14 * lines.length,
        wordWidth: Math.max(...words.map((word) => estimateTextWidth(word))),
      },
    ];
  });
}

/** ECharts' pie label line: `length` px out along the radius, `length2` px across, text 5 px on. */
const LABEL_LINE = { length: 15, length2: 30, shortLength2: 10, textGap: 5 };
/** Room ECharts keeps between an outer label and the box's edge before truncating it. */
const BLEED_MARGIN = 5;
/** Smallest share of the saved radius a pie shrinks to for its labels' sake. */
const RADIUS_FLOOR = 0.55;

/**
 * The outer radius (percent of half the box's shorter side) and label line at which the outer
 * labels fit whole: the saved radius, else a smaller pie down to RADIUS_FLOOR of it; when even
 * that pie leaves no room with ECharts' 30 px label line, the line's second segment shortens to
 * 10 px (ECharts truncates what still does not fit, as Superset's small cells do).
 */
export function outerLabelLayout(
  savedPercent: number,
  labels: readonly OuterLabel[],
  width: number,
  height: number,
): { radiusPercent: number; length2: number } {
  const half = Math.min(width, height) / 2;
  const fitsAt = (length2: number) =>
    half > 0
      ? (radiusForOuterLabels(labels, width, height, {
          radialGap: LABEL_LINE.length,
          horizontalGap: length2 + LABEL_LINE.textGap,
          margin: BLEED_MARGIN,
        }) /
          half) *
        100
      : Infinity;
  const floor = savedPercent * RADIUS_FLOOR;
  const length2 =
    fitsAt(LABEL_LINE.length2) >= floor ? LABEL_LINE.length2 : LABEL_LINE.shortLength2;
  return { radiusPercent: Math.max(floor, Math.min(savedPercent, fitsAt(length2))), length2 };
}

/**
 * The outer labels with no room beside a pie of `radiusPercent` even when ECharts wraps them onto
 * more lines (`overflow: 'break'`): their longest word is wider than the room between the label
 * line's end and the box's edge. They are hidden (shown on hover, named in the legend), where
 * Superset's cut them to "…".
 */
export function crampedOuterLabels(
  labels: readonly PieOuterLabel[],
  radiusPercent: number,
  length2: number,
  width: number,
  height: number,
): Set<string> {
  const radius = ((Math.min(width, height) / 2) * radiusPercent) / 100;
  return new Set(
    labels
      .filter((label) => {
        const cos = Math.abs(Math.cos((label.angle * Math.PI) / 180));
        const room =
          width / 2 -
          BLEED_MARGIN -
          (radius + LABEL_LINE.length) * cos -
          length2 -
          LABEL_LINE.textGap;
        // The estimate errs ~10% wide of the sans-serif ECharts draws with; a word a little too
        // wide after all is broken across two lines by ECharts, not cut.
        return room < label.wordWidth * 0.9;
      })
      .map((label) => label.name),
  );
}

/** Rows of the pie query -> one pie series with labels, legend, tooltip, optional centred total and interactions. */
export function transformPieProps(chartProps: ChartProps<PieFormData>): PieChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const groupby = fd.groupby.map(getColumnLabel);
  const formatDate = getTimeFormatter(fd.date_format);
  const dimensionText = (column: string, value: DataRecordValue) =>
    result?.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL &&
    typeof value === 'number'
      ? formatDate(value)
      : String(value);
  const rawSlices: Slice[] = (result?.data ?? []).map((row) => ({
    name: groupby.map((column) => dimensionText(column, row[column])).join(', '),
    value: Number(row[metric] ?? 0) || 0,
    dimensions: groupby.map((column) => row[column] ?? null),
  }));
  const total = rawSlices.reduce((sum, s) => sum + s.value, 0);
  const slices = groupSmallSlices(rawSlices, total, fd.threshold_for_other);
  const formatValue = getValueFormatter(fd.number_format, fd.currency_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const share = (value: number) => (total ? value / total : 0);
  const byName = new Map(slices.map((s) => [s.name, s]));
  const rawValueOf = new Map(rawSlices.map((s) => [s.name, s.value]));
  const isCrowded = slices.length > MAX_LABELED_SLICES;
  const padding = legendMargin(fd.show_legend, fd.legendOrientation, fd.legendMargin);
  const hasOuterLabels = fd.show_labels && fd.labels_outside && !isCrowded;
  const labelText = (s: Slice) =>
    formatPieLabel(fd, metric, s.name, formatValue(s.value), share(s.value));
  const [plotWidth, plotHeight] = [
    width - padding.left - padding.right,
    height - padding.top - padding.bottom,
  ];
  const labelsOutside = hasOuterLabels
    ? outerLabels(slices, total, fd.show_labels_threshold, labelText)
    : [];
  const { radiusPercent: outerRadius, length2 } = hasOuterLabels
    ? outerLabelLayout(fd.outerRadius, labelsOutside, plotWidth, plotHeight)
    : { radiusPercent: fd.outerRadius, length2: LABEL_LINE.length2 };
  const cramped = crampedOuterLabels(labelsOutside, outerRadius, length2, plotWidth, plotHeight);

  const series: PieSeriesOption = {
    type: 'pie',
    ...padding,
    radius: [
      fd.donut ? `${(fd.innerRadius * outerRadius) / fd.outerRadius}%` : 0,
      `${outerRadius}%`,
    ],
    center: ['50%', '50%'],
    avoidLabelOverlap: !isCrowded,
    animation: !isCrowded,
    ...(fd.roseType ? { roseType: fd.roseType } : {}),
    minShowLabelAngle: fd.show_labels_threshold * 3.6,
    label: {
      show: fd.show_labels && !isCrowded,
      position: fd.labels_outside ? 'outer' : 'inner',
      // Where a label is wider than the room beside the pie, ECharts wraps it (Superset's cut
      // it to "…").
      ...(fd.labels_outside
        ? {
            alignTo: 'none' as const,
            bleedMargin: BLEED_MARGIN,
            overflow: 'break' as const,
            lineHeight: 14,
          }
        : {}),
      formatter: (params: { name?: string; value?: unknown }) =>
        formatPieLabel(
          fd,
          metric,
          params.name ?? '',
          formatValue(Number(params.value)),
          share(Number(params.value)),
        ),
    },
    labelLine: {
      show: fd.labels_outside && fd.label_line && !isCrowded,
      length: LABEL_LINE.length,
      length2,
    },
    // A label shown on hover makes ECharts build a hidden text element for every slice up front.
    emphasis: { label: { show: !isCrowded, fontWeight: 'bold' } },
    data: slices.map((s) => ({
      name: s.name,
      value: s.value,
      itemStyle: {
        color: s.members ? NEUTRAL_COLOR : colorOf(s.name),
        opacity: selected.length > 0 && !selected.includes(s.name) ? 0.3 : 1,
      },
      ...(cramped.has(s.name) ? { label: { show: false }, labelLine: { show: false } } : {}),
    })),
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const { name = '', value } = params as { name?: string; value?: number };
        const members = byName.get(name)?.members;
        const rows = members
          ? members.map((m) => ({ label: m, value: formatValue(rawValueOf.get(m) ?? 0) }))
          : [
              {
                label: metric,
                value: `${formatValue(Number(value))} (${percentFormatter(share(Number(value)))})`,
              },
            ];
        return tooltipHtml(name, rows);
      },
    },
    legend: getLegendOption({
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: legendNames(slices),
      textColor: theme?.textColor,
    }),
    series: [series],
    ...(fd.show_total
      ? {
          graphic: {
            type: 'text',
            top: 'middle',
            left: 'center',
            z: 10,
            style: { text: `Total: ${formatValue(total)}`, fontSize: 16, fontWeight: 'bold' },
          },
        }
      : {}),
  };

  const labelMap = Object.fromEntries(
    slices.filter((s) => !s.members).map((s) => [s.name, s.dimensions]),
  );
  const filtersOf = (name: string): DrillFilter[] =>
    groupby.map((col, i) => ({
      col,
      op: '==',
      val: labelMap[name]?.[i] ?? null,
      formattedVal: dimensionText(col, labelMap[name]?.[i] ?? null),
    }));
  const canCrossFilter = Boolean(chartProps.emitCrossFilters) && groupby.length > 0;
  const crossFilter = (name: string) =>
    getCrossFilterDataMask({ groupby, labelMap, selectedValues: selected, value: name }).dataMask;
  const { setDataMask, onContextMenu } = hooks ?? {};
  return {
    width,
    height,
    option,
    onSliceClick:
      setDataMask && canCrossFilter
        ? (name) => labelMap[name] && setDataMask(crossFilter(name))
        : undefined,
    onContextMenu: onContextMenu
      ? (x, y, name) =>
          labelMap[name] &&
          onContextMenu(x, y, {
            drillToDetail: filtersOf(name),
            ...(canCrossFilter ? { crossFilter: crossFilter(name) } : {}),
            drillBy: { filters: filtersOf(name), groupbyFieldName: 'groupby' },
          })
      : undefined,
  };
}
